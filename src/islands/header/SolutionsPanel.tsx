import { ArrowRight } from 'lucide-react';
import { isCurrentPage, SOLUTIONS_MENU } from '~/content/navigation';
import { localizePath } from '~/i18n/locales';
import type { HeaderContext } from './context.ts';
import MegaPanel from './MegaPanel.tsx';
import { BrandArt, CalculatorArt } from './MenuArt.tsx';
import PanelSide from './PanelSide.tsx';

const ART = { brand: BrandArt, calculator: CalculatorArt };

/** Five solutions and two image boxes (low-carbon brand, personal footprint calculator). */
export default function SolutionsPanel({ open, ctx }: { open: boolean; ctx: HeaderContext }) {
  const { locale, t, path } = ctx;
  const { more } = SOLUTIONS_MENU;
  return (
    <MegaPanel
      id="solutions"
      open={open}
      label={t('nav.solutions')}
      side={
        <PanelSide
          title={t('nav.solutions')}
          intro={t('solutions.menuIntro')}
          link={{ href: localizePath(SOLUTIONS_MENU.overview, locale), label: t('solutions.viewAll') }}
        />
      }
    >
      <div className="flex h-full gap-8">
        <ul className="grid min-w-0 flex-1 content-start gap-x-6 gap-y-0.5 xl:grid-cols-2 xl:gap-y-1">
          {SOLUTIONS_MENU.items.map((item) => {
            const current = isCurrentPage(path, item.href);
            return (
              <li key={item.label.en}>
                <a
                  href={localizePath(item.href, locale)}
                  aria-current={current ? 'page' : undefined}
                  className="group block rounded-lg px-3 py-1 hover:bg-surface xl:py-2"
                >
                  <span
                    className={`block text-small font-semibold ${current ? 'text-brand-600' : 'text-ink group-hover:text-brand-600'}`}
                  >
                    {item.label[locale]}
                  </span>
                  <span className="mt-0.5 hidden text-xs leading-relaxed text-muted xl:block">
                    {item.description[locale]}
                  </span>
                </a>
              </li>
            );
          })}
          <li>
            <a
              href={localizePath(more.href, locale)}
              className="group block rounded-lg px-3 py-1 hover:bg-surface xl:py-2"
            >
              <span className="inline-flex items-center gap-1 text-small font-semibold text-brand-600">
                {more.label[locale]}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
            </a>
          </li>
        </ul>
        <ul className="flex w-52 shrink-0 flex-col gap-3 xl:w-64">
          {SOLUTIONS_MENU.boxes.map((box) => {
            const Art = ART[box.art];
            return (
              <li key={box.art} className="min-h-0 flex-1">
                <a
                  href={localizePath(box.href, locale)}
                  className="group flex h-full overflow-hidden rounded-card border border-line hover:border-brand-200 hover:shadow-md"
                >
                  <span className="block w-20 shrink-0 xl:w-24">
                    <Art />
                  </span>
                  <span className="block min-w-0 self-center px-3 py-2">
                    <span className="block text-small font-semibold leading-snug text-ink group-hover:text-brand-600">
                      {box.label[locale]}
                    </span>
                    <span className="mt-1 hidden text-xs leading-snug text-muted xl:block">
                      {box.description[locale]}
                    </span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </MegaPanel>
  );
}
