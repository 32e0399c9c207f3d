// A Markdown body's textarea with its toolbar (headings, bold, italic, link,
// lists, quote, table and, where the editor gives one, an image from the media
// library), the Ctrl/Cmd+B, I and K shortcuts and a character count. Edits go
// through the browser's own text insertion, so undo still works and the form
// sees them as typing.
import { Bold, Heading2, Heading3, ImageIcon, Italic, Link2, List, ListOrdered, Quote, Table } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useRef } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { inputBase } from '~/admin/components/styles';
import type { FieldControlProps } from '~/admin/forms/FormField';
import { useT } from '~/admin/i18n';
import { type Edit, insertBlock, link, prefixLines, type Selection, wrap } from './markdown-edits.ts';
import type { NewsFormValues } from './news-form-values.ts';

/** Opens the media library; the chosen image's address and its alt text in the body's language, or null when closed. */
export type PickImage = (lang: 'zh' | 'en') => Promise<{ url: string; alt: string } | null>;

interface Props {
  field: FieldControlProps;
  control: Control<NewsFormValues>;
  name: 'content' | 'contentEn';
  lang?: 'zh' | 'en';
  required?: boolean;
  onPickImage?: PickImage;
}

const MAX_CHARS = 50_000;

function apply(area: HTMLTextAreaElement, edit: Edit): void {
  area.focus();
  area.setSelectionRange(edit.from, edit.to);
  // execCommand keeps the browser's undo history; where it is gone, setRangeText and an input event.
  if (!document.execCommand?.('insertText', false, edit.text)) {
    area.setRangeText(edit.text, edit.from, edit.to, 'end');
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }
  area.setSelectionRange(edit.select.start, edit.select.end);
}

function ToolButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-8 items-center justify-center rounded-md text-ink-soft hover:bg-surface hover:text-ink"
    >
      {children}
    </button>
  );
}

export default function MarkdownArea({ field, control, name, lang, required, onPickImage }: Props) {
  const { t, locale } = useT();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const value = useWatch({ control, name }) ?? '';
  const count = Array.from(value).length;

  const edit = (make: (value: string, selection: Selection) => Edit) => {
    const element = area.current;
    if (!element) return;
    apply(element, make(element.value, { start: element.selectionStart, end: element.selectionEnd }));
  };
  const bold = () => edit((v, s) => wrap(v, s, '**', t('editor.bold').split(' (')[0]!));
  const italic = () => edit((v, s) => wrap(v, s, '*', t('editor.italic').split(' (')[0]!));
  const addLink = () => edit((v, s) => link(v, s, t('editor.linkText')));
  const table = `${t('editor.tableHead')}\n| --- | --- |\n|  |  |`;
  const pickImage = async () => {
    const element = area.current;
    const selection = element ? { start: element.selectionStart, end: element.selectionEnd } : { start: 0, end: 0 };
    const image = await onPickImage?.(lang ?? 'zh');
    if (!image || !element) return;
    const alt = image.alt.replace(/[[\]\n]/g, ' ');
    apply(element, insertBlock(element.value, selection, `![${alt}](${image.url})`));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const action = { b: bold, i: italic, k: addLink }[event.key.toLowerCase()];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div className="flex flex-col gap-1">
      {/* No gap on phones: the ten buttons then fit one row of a 390 px screen. */}
      <div role="toolbar" aria-label={t('editor.toolbar')} aria-controls={field.id} className="flex flex-wrap sm:gap-0.5">
        <ToolButton label={t('editor.h2')} onClick={() => edit((v, s) => prefixLines(v, s, '## '))}>
          <Heading2 aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label={t('editor.h3')} onClick={() => edit((v, s) => prefixLines(v, s, '### '))}>
          <Heading3 aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label={t('editor.bold')} onClick={bold}>
          <Bold aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label={t('editor.italic')} onClick={italic}>
          <Italic aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label={t('editor.link')} onClick={addLink}>
          <Link2 aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label={t('editor.bullets')} onClick={() => edit((v, s) => prefixLines(v, s, '- '))}>
          <List aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label={t('editor.numbers')} onClick={() => edit((v, s) => prefixLines(v, s, 'numbered'))}>
          <ListOrdered aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label={t('editor.quote')} onClick={() => edit((v, s) => prefixLines(v, s, '> '))}>
          <Quote aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton label={t('editor.table')} onClick={() => edit((v, s) => insertBlock(v, s, table))}>
          <Table aria-hidden="true" className="size-4" />
        </ToolButton>
        {onPickImage && (
          <ToolButton label={t('editor.image')} onClick={() => void pickImage()}>
            <ImageIcon aria-hidden="true" className="size-4" />
          </ToolButton>
        )}
      </div>
      <textarea
        {...field}
        ref={(element) => {
          field.ref(element);
          area.current = element;
        }}
        lang={lang}
        rows={14}
        onKeyDown={onKeyDown}
        className={`${inputBase} font-mono leading-relaxed`}
        aria-required={required || undefined}
      />
      <p className={`self-end text-xs ${count > MAX_CHARS ? 'text-red-700' : 'text-muted'}`} aria-live="polite">
        {t('editor.chars', { count: count.toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-GB') })} /{' '}
        {MAX_CHARS.toLocaleString('en-GB')}
      </p>
    </div>
  );
}
