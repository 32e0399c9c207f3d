import { ArrowRight } from 'lucide-react';
import { isCurrentPage } from '~/content/menu-paths';
import type { HeaderContext } from './context.ts';
import MegaPanel from './MegaPanel.tsx';
import MenuArt from './MenuArt.tsx';
import PanelSide from './PanelSide.tsx';

/** Six product groups plus the zero-carbon park; the current product-service page is highlighted. */
export default function ProductsPanel({ open, ctx }: { open: boolean; ctx: HeaderContext }) {
  const { t, pathname } = ctx;
  const { groups, featured, overview } = ctx.menu.products;
  const current = (href: string) => isCurrentPage(pathname, href);
  const itemClass = (href: string) =>
    current(href) ? 'font-semibold text-brand-600' : 'text-ink-soft hover:text-brand-600';

  return (
    <MegaPanel
      id="products"
      open={open}
      label={t('nav.products')}
      side={
        <PanelSide
          title={t('nav.products')}
          intro={t('products.menuIntro')}
          link={{ href: overview, label: t('products.viewAll') }}
        >
          <a
            href={featured.href}
            className="group mt-auto block overflow-hidden rounded-card bg-brand-800 text-white"
            data-surface="dark"
          >
            <span className="block h-20">
              <MenuArt art={featured.art} className="object-bottom" />
            </span>
            <span className="block px-4 pb-4 pt-2">
              <span className="text-xs font-medium tracking-wide text-accent-300">{t('products.featured')}</span>
              <span className="mt-0.5 flex items-center gap-1.5 font-semibold">
                {featured.label}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
              <span className="mt-1 block text-xs leading-relaxed text-brand-100">{featured.description}</span>
            </span>
          </a>
        </PanelSide>
      }
    >
      <ul className="grid grid-cols-3 gap-x-6 gap-y-6 xl:gap-x-8">
        {groups.map((group) => (
          <li key={group.title.href}>
            <a
              href={group.title.href}
              aria-current={current(group.title.href) ? 'page' : undefined}
              className={`flex items-center gap-2 border-b border-line pb-2 font-semibold ${current(group.title.href) ? 'text-brand-600' : 'text-ink hover:text-brand-600'}`}
            >
              <span className="h-4 w-1 rounded-full bg-accent-500" aria-hidden="true" />
              {group.title.label}
            </a>
            <ul className="mt-2 space-y-0.5">
              {group.items.map((item) => (
                <li key={item.label}>
                  <a
                    href={item.href}
                    aria-current={current(item.href) ? 'page' : undefined}
                    className={`block py-0.5 text-[13px] leading-snug xl:py-1 xl:text-small ${itemClass(item.href)}`}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </MegaPanel>
  );
}
