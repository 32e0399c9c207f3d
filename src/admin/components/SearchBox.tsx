import { Search, X } from 'lucide-react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { useT } from '../i18n/index.ts';
import { buttonSecondary, inputBase } from './styles.ts';

/** A search field applied on Enter or the button (not on every key), with a clear button. */
export default function SearchBox({
  value,
  placeholder,
  label = placeholder,
  onSearch,
}: {
  value: string;
  /** Short enough to show whole in a filter bar. */
  placeholder: string;
  /** What the field searches, when the placeholder says less. */
  label?: string;
  onSearch: (q: string) => void;
}) {
  const { t } = useT();
  const [text, setText] = useState(value);
  useEffect(() => {
    setText(value);
  }, [value]);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
      <div className="relative min-w-0 flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          aria-label={label}
          className={`${inputBase} pl-9`}
        />
      </div>
      <button type="submit" className={buttonSecondary}>
        {t('common.search')}
      </button>
      {value && (
        <button type="button" className={buttonSecondary} onClick={() => onSearch('')} aria-label={t('common.clear')}>
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
