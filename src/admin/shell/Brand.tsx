import { Leaf } from 'lucide-react';
import { useT } from '../i18n/index.ts';

/** The admin's mark and name; the name hides when the sidebar is collapsed. */
export default function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useT();
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-700">
        <Leaf className="size-5 text-accent-300" />
      </span>
      <span className={compact ? 'sr-only' : 'min-w-0 leading-tight'}>
        <span className="line-clamp-2 block text-small font-semibold text-ink">{t('app.brand')}</span>
        <span className="block text-xs text-muted">{t('app.title')}</span>
      </span>
    </div>
  );
}
