import type { ReactNode } from 'react';
import { card } from '../../components/styles.ts';

/** A titled white card of the dashboard. */
export default function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className={`${card} h-full p-5 sm:p-6`} aria-label={title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 className="text-h4 font-semibold text-ink">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
