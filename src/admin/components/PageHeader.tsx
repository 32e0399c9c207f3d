import { useEffect, type ReactNode } from 'react';
import { useT } from '../i18n/index.ts';

/** The screen's heading and its actions; also names the browser tab. */
export default function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-h3 font-semibold text-ink sm:text-h2">{title}</h1>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}

export function useDocumentTitle(title: string): void {
  const { t } = useT();
  useEffect(() => {
    document.title = `${title} | ${t('app.title')}`;
  }, [title, t]);
}
