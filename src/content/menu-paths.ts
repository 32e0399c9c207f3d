// Which menu item or link is current on a page. No menu data here: the header
// island imports these, and its menus come as props in the page's language.

/** A path without query, hash or trailing slash (`/about/#x` → `/about`). */
function cleanPath(path: string): string {
  return path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
}

/** Whether `path` (language-neutral) is `prefix` itself or a page below it. */
export function matchesPrefix(path: string, prefix: string): boolean {
  const clean = cleanPath(path);
  return clean === prefix || clean.startsWith(`${prefix}/`);
}

/** Whether a menu link leads to the page at `path` (both neutral, or both in one language). */
export function isCurrentPage(path: string, href: string): boolean {
  return cleanPath(path) === cleanPath(href);
}

/** The item of a main menu that is current on a page (language-neutral path), if any. */
export function activeItem<Id>(items: readonly { id: Id; activePrefixes: readonly string[] }[], path: string): Id | undefined {
  return items.find((item) => item.activePrefixes.some((prefix) => matchesPrefix(path, prefix)))?.id;
}
