// State and actions of the site header: which overlay or mega-menu is open,
// whether the page is scrolled, the news search. The island only renders it.
import { atom } from 'nanostores';
import { HEADER, type MegaMenuId } from '~/config/header';
import { localizePath, type Locale } from '~/i18n/locales';

export type Overlay = 'language' | 'search' | 'mobile';

export const $overlay = atom<Overlay | null>(null);
export const $megaMenu = atom<MegaMenuId | null>(null);
export const $scrolled = atom(false);

let closeTimer: ReturnType<typeof setTimeout> | undefined;

export function cancelMegaClose(): void {
  clearTimeout(closeTimer);
  closeTimer = undefined;
}

export function openMegaMenu(id: MegaMenuId): void {
  cancelMegaClose();
  $overlay.set(null);
  $megaMenu.set(id);
}

/** The pointer left the item or its panel: close after the delay unless it comes back. */
export function scheduleMegaClose(): void {
  cancelMegaClose();
  closeTimer = setTimeout(() => $megaMenu.set(null), HEADER.megaCloseDelayMs);
}

export function closeMegaMenu(): void {
  cancelMegaClose();
  $megaMenu.set(null);
}

/** Language menu, search overlay and mobile menu open one at a time; the same button closes. */
export function toggleOverlay(overlay: Overlay): void {
  closeMegaMenu();
  $overlay.set($overlay.get() === overlay ? null : overlay);
}

/** What the backdrop and Escape do. */
export function closeAll(): void {
  closeMegaMenu();
  $overlay.set(null);
}

export function updateScrolled(offset: number): void {
  $scrolled.set(offset > HEADER.scrollThreshold);
}

/** Follows the window's scroll offset; returns the unsubscribe function. */
export function watchScroll(): () => void {
  const onScroll = () => updateScrolled(window.scrollY);
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** The news centre of a language searching for `text`; null for blank text. */
export function newsSearchHref(text: string, locale: Locale): string | null {
  const query = text.trim();
  return query ? localizePath(`/news-center?search=${encodeURIComponent(query)}`, locale) : null;
}

/** Blank: nothing happens. Otherwise close the overlay and go; true when it went (the box is then cleared). */
export function submitSearch(text: string, locale: Locale, navigate: (href: string) => void): boolean {
  const href = newsSearchHref(text, locale);
  if (!href) return false;
  $overlay.set(null);
  navigate(href);
  return true;
}
