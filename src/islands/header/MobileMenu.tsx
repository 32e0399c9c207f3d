import { ChevronDown, Phone } from 'lucide-react';
import { useState } from 'react';
import type { MegaMenuId } from '~/config/header';
import { activeItem } from '~/content/menu-paths';
import { LOCALES } from '~/i18n/locales';
import type { HeaderMenu, MenuLink } from '~/layouts/shell-props';
import type { HeaderContext } from './context.ts';
import LanguageOption from './LanguageOption.tsx';

/** The links under each mega-menu item, flattened for the narrow-screen menu. */
function submenus({ products, solutions, news }: HeaderMenu): Record<MegaMenuId, readonly MenuLink[]> {
  return {
    products: [...products.groups.map((group) => group.title), products.featured],
    solutions: [...solutions.items, ...solutions.boxes, solutions.more],
    news: news.categories,
  };
}

interface Props {
  ctx: HeaderContext;
  open: boolean;
}

/** The narrow-screen menu: the same items, sub-items behind a disclosure button, phone and languages. */
export default function MobileMenu({ ctx, open }: Props) {
  const { locale, t, path, menu, site } = ctx;
  const [expanded, setExpanded] = useState<MegaMenuId | null>(null);
  if (!open) return null;
  const active = activeItem(menu.main, path);
  const links = submenus(menu);

  return (
    <div
      id="mobile-menu"
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-header-sm))] overflow-y-auto border-t border-line bg-white text-ink shadow-xl lg:hidden"
    >
      <nav aria-label={t('nav.mobileLabel')} className="shell py-4">
        <ul className="divide-y divide-line">
          {menu.main.map((item) => {
            const { label } = item;
            const isActive = item.id === active;
            const mega = item.mega;
            return (
              <li key={item.id}>
                <div className="flex items-center">
                  <a
                    href={item.href}
                    aria-current={isActive ? 'true' : undefined}
                    className={`flex-1 py-3.5 text-base font-medium ${isActive ? 'text-brand-600' : 'text-ink'}`}
                  >
                    {label}
                  </a>
                  {mega && (
                    <button
                      type="button"
                      className="grid size-11 place-items-center rounded-md text-ink-soft hover:bg-surface"
                      aria-expanded={expanded === mega}
                      aria-controls={`mobile-sub-${mega}`}
                      aria-label={t('nav.showSubmenu', { label })}
                      onClick={() => setExpanded(expanded === mega ? null : mega)}
                    >
                      <ChevronDown
                        className={`size-5 transition-transform ${expanded === mega ? 'rotate-180' : ''}`}
                        aria-hidden="true"
                      />
                    </button>
                  )}
                </div>
                {mega && (
                  <ul id={`mobile-sub-${mega}`} hidden={expanded !== mega} className="grid grid-cols-2 gap-x-4 pb-3">
                    {links[mega].map((link) => (
                      <li key={link.label}>
                        <a href={link.href} className="block py-2 text-sm text-ink-soft hover:text-brand-600">
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-card bg-surface px-4 py-3">
          <a href={`tel:${site.phone.tel}`} className="inline-flex items-center gap-2 font-semibold text-brand-700">
            <Phone className="size-4" aria-hidden="true" />
            <span>
              <span className="sr-only">{t('nav.hotline')} </span>
              {site.phone.display}
            </span>
          </a>
          <ul className="flex gap-1" aria-label={t('language.label')}>
            {LOCALES.map((option) => (
              <li key={option}>
                <LanguageOption
                  option={option}
                  current={locale}
                  path={path}
                  className={(selected) =>
                    `block rounded-md px-3 py-1.5 text-sm ${selected ? 'bg-white font-semibold text-brand-600 shadow-sm' : 'text-ink-soft'}`
                  }
                />
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </div>
  );
}
