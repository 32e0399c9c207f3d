import { ArrowRight } from 'lucide-react';
import { isCurrentPage } from '~/content/menu-paths';
import type { HeaderContext } from './context.ts';
import MegaPanel from './MegaPanel.tsx';
import MenuArt from './MenuArt.tsx';
import PanelSide from './PanelSide.tsx';

/** Five solutions and two image boxes (low-carbon brand, personal footprint calculator). */
export default function SolutionsPanel({ open, ctx }: { open: boolean; ctx: HeaderContext }) {
  const { t, pathname } = ctx;
  const { items, boxes, more, overview } = ctx.menu.solutions;
  return (
    <MegaPanel
      id="solutions"
      open={open}
      label={t('nav.solutions')}
      side={
        <PanelSide
          title={t('nav.solutions')}
          intro={t('solutions.menuIntro')}
          link={{ href: overview, label: t('solutions.viewAll') }}
        />
      }
    >
      <div className="flex h-full gap-8">
        <ul className="grid min-w-0 flex-1 content-start gap-x-6 gap-y-0.5 xl:grid-cols-2 xl:gap-y-1">
          {items.map((item) => {
            const current = isCurrentPage(pathname, item.href);
            return (
              <li key={item.label}>
                <a
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  className="group block rounded-lg px-3 py-1 hover:bg-surface xl:py-2"
                >
                  <span
                    className={`block text-small font-semibold ${current ? 'text-brand-600' : 'text-ink group-hover:text-brand-600'}`}
                  >
                    {item.label}
                  </span>
                  <span className="mt-0.5 hidden text-xs leading-relaxed text-muted xl:block">{item.description}</span>
                </a>
              </li>
            );
          })}
          <li>
            <a href={more.href} className="group block rounded-lg px-3 py-1 hover:bg-surface xl:py-2">
              <span className="inline-flex items-center gap-1 text-small font-semibold text-brand-600">
                {more.label}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
            </a>
          </li>
        </ul>
        <ul className="flex w-52 shrink-0 flex-col gap-3 xl:w-64">
          {boxes.map((box) => (
            <li key={box.href} className="min-h-0 flex-1">
              <a
                href={box.href}
                className="group flex h-full overflow-hidden rounded-card border border-line hover:border-brand-200 hover:shadow-md"
              >
                <span className="block w-20 shrink-0 xl:w-24">
                  <MenuArt art={box.art} />
                </span>
                <span className="block min-w-0 self-center px-3 py-2">
                  <span className="block text-small font-semibold leading-snug text-ink group-hover:text-brand-600">
                    {box.label}
                  </span>
                  <span className="mt-1 hidden text-xs leading-snug text-muted xl:block">{box.description}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </MegaPanel>
  );
}
