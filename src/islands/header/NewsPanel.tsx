import type { HeaderContext } from './context.ts';
import MegaPanel from './MegaPanel.tsx';
import PanelSide from './PanelSide.tsx';

/** The News title (to /news-center) and the five categories with their descriptions. */
export default function NewsPanel({ open, ctx }: { open: boolean; ctx: HeaderContext }) {
  const { t } = ctx;
  const { overview: center, categories } = ctx.menu.news;
  return (
    <MegaPanel
      id="news"
      open={open}
      label={t('nav.news')}
      side={
        <PanelSide
          title={
            <a href={center} className="hover:text-brand-600">
              {t('nav.news')}
            </a>
          }
          intro={t('news.menuIntro')}
          link={{ href: center, label: t('news.viewAll') }}
        />
      }
    >
      <ul className="grid grid-cols-3 gap-x-6 gap-y-3">
        {categories.map((category) => (
          <li key={category.href}>
            <a href={category.href} className="group block rounded-lg px-3 py-2.5 hover:bg-surface">
              <span className="block font-semibold text-ink group-hover:text-brand-600">{category.label}</span>
              <span className="mt-1 block text-xs leading-relaxed text-muted">{category.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </MegaPanel>
  );
}
