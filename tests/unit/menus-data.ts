// The menus as the build reads them: src/content/menus.yaml through its schema.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { menusSchema, type MenusContent } from '~/content/schema/menus';

export const MENUS_FILE = join(import.meta.dirname, '..', '..', 'src', 'content', 'menus.yaml');

/** The file as written, before validation. */
export function rawMenus(): Record<string, unknown> {
  return parse(readFileSync(MENUS_FILE, 'utf8'));
}

export function loadMenus(): MenusContent {
  return menusSchema.parse(rawMenus());
}
