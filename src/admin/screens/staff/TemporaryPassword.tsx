// A temporary password, shown this once: a read-only field (easy to select;
// a text area, so a phone shows it whole on two lines), a copy button, and what
// to tell the colleague.
import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { buttonSecondary, inputBase } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';

export default function TemporaryPassword({ username, password }: { username: string; password: string }) {
  const { t } = useT();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copyPassword() {
    try {
      await navigator.clipboard.writeText(password);
      setCopy('copied');
    } catch {
      // No clipboard access (an older browser, a refused permission): select it for a manual copy.
      field.current?.select();
      setCopy('failed');
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-small text-amber-900">
        {t('users.tellColleague')}
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-small font-medium text-ink">
          {t('users.temporaryPasswordFor', { username })}
        </label>
        <div className="flex gap-2">
          <textarea
            ref={field}
            id={id}
            readOnly
            rows={1}
            value={password}
            onFocus={(event) => event.target.select()}
            className={`${inputBase} min-w-0 resize-none font-mono tracking-wide [field-sizing:content] [word-break:break-all]`}
            data-testid="temporary-password"
            spellCheck={false}
          />
          <button type="button" className={`${buttonSecondary} shrink-0`} onClick={() => void copyPassword()}>
            {copy === 'copied' ? (
              <Check aria-hidden="true" className="size-4 text-brand-700" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {t('users.copy')}
          </button>
        </div>
        <p role="status" className="min-h-5 text-xs text-muted">
          {copy === 'copied' ? t('users.copied') : copy === 'failed' ? t('users.copyFailed') : ''}
        </p>
      </div>
      <p className="text-xs text-muted">{t('users.shownOnce')}</p>
    </div>
  );
}
