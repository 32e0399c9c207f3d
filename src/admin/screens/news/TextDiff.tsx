// What changed between two versions of an article's texts, word by word
// (Chinese has no spaces: `diffWordsWithSpace` would treat a paragraph as one
// word, so it compares characters there). Rendered as text, never HTML.
import { diffChars, diffWords } from 'diff';
import { useT } from '~/admin/i18n';

export interface ComparedTexts {
  title: string;
  content: string;
  titleEn: string;
  contentEn: string;
}

const CJK = /[\u3400-\u9fff]/;

function Changes({ before, after }: { before: string; after: string }) {
  const parts = CJK.test(before + after) ? diffChars(before, after) : diffWords(before, after);
  return (
    <p className="text-small leading-relaxed break-words whitespace-pre-wrap text-ink-soft">
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index} className="bg-emerald-100 text-emerald-900 no-underline">
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} className="bg-red-100 text-red-900">
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

/** Field by field, only those that differ: removed text struck through, added text highlighted. */
export default function TextDiff({ before, after }: { before: ComparedTexts; after: ComparedTexts }) {
  const { t } = useT();
  const fields = [
    ['title', t('form.titleLabel')],
    ['content', t('form.content')],
    ['titleEn', t('form.titleEn')],
    ['contentEn', t('form.contentEn')],
  ] as const;
  const changed = fields.filter(([name]) => before[name] !== after[name]);
  if (changed.length === 0) return <p className="text-small text-muted">{t('diff.same')}</p>;
  return (
    <dl className="flex flex-col gap-3" data-testid="text-diff">
      {changed.map(([name, label]) => (
        <div key={name}>
          <dt className="mb-1 text-xs font-medium text-muted">{label}</dt>
          <dd>
            <Changes before={before[name]} after={after[name]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
