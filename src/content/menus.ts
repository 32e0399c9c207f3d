// The menus (src/content/menus.yaml), validated, with every entry's href.
import { getEntry } from 'astro:content';

export async function siteMenus() {
  return (await getEntry('menus', 'menus'))!.data;
}
