// The menus (src/content/menus.yaml): each entry's words in both languages and
// the page it opens, named by its content file or as a fixed page. A name
// without its page, or a drawing without its file, fails the build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { FIXED_PAGES, pageHref, type FixedPage, type PageFields } from '~/content/navigation.ts';
import { caseId } from './case.ts';
import { localized } from './text.ts';

const CONTENT_DIR = join(process.cwd(), 'src', 'content');
export const MENU_ART_DIR = join(process.cwd(), 'src', 'assets', 'menu');

/** A page of a content folder, named by its file without `.yaml`. */
function entryIn(folder: 'topics' | 'services', what: string) {
  return z
    .string()
    .regex(/^[a-z0-9-]+$/, `must be the name of a file in src/content/${folder}/ without .yaml`)
    .refine((id) => existsSync(join(CONTENT_DIR, folder, `${id}.yaml`)), {
      error: (issue) => `no ${what} src/content/${folder}/${String(issue.input)}.yaml`,
    });
}

const FIXED_PAGE_NAMES = Object.keys(FIXED_PAGES) as [FixedPage, ...FixedPage[]];

const pageFields = {
  topic: entryIn('topics', 'topic page').optional(),
  service: entryIn('services', 'service page').optional(),
  case: caseId.optional(),
  page: z.enum(FIXED_PAGE_NAMES, { error: `must be one of ${FIXED_PAGE_NAMES.join(', ')}` }).optional(),
};

/** A drawing of src/assets/menu/, named by its file without `.svg`. */
const menuArt = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'must be a file name from src/assets/menu without .svg')
  .refine((name) => existsSync(join(MENU_ART_DIR, `${name}.svg`)), {
    error: (issue) => `no drawing src/assets/menu/${String(issue.input)}.svg`,
  });

const namesOnePage = (entry: PageFields) =>
  [entry.topic, entry.service, entry.case, entry.page].filter((name) => name !== undefined).length === 1;
const ONE_PAGE = 'name the page it opens with one of topic:, service:, case: or page: (and only one)';

/** The entry with its language-neutral href; the name of its page is kept (the main menu's current item reads it). */
const withHref = <T extends PageFields>(entry: T) => ({ ...entry, href: pageHref(entry) });

const link = z
  .strictObject({ label: localized, ...pageFields })
  .refine(namesOnePage, ONE_PAGE)
  .transform(withHref);
const describedLink = z
  .strictObject({ label: localized, description: localized, ...pageFields })
  .refine(namesOnePage, ONE_PAGE)
  .transform(withHref);
const drawnLink = z
  .strictObject({ label: localized, description: localized, art: menuArt, ...pageFields })
  .refine(namesOnePage, ONE_PAGE)
  .transform(withHref);

/** A column of the products menu: its title opens a page, its entries follow. */
const group = z
  .strictObject({ label: localized, ...pageFields, items: z.array(link).min(1) })
  .refine(namesOnePage, ONE_PAGE)
  .transform(({ items, ...title }) => ({ title: withHref(title), items }));

export const menusSchema = z.strictObject({
  products: z.strictObject({ groups: z.array(group).min(1), featured: drawnLink }),
  solutions: z.strictObject({ items: z.array(describedLink).min(1), boxes: z.array(drawnLink), more: link }),
});
export type MenusContent = z.output<typeof menusSchema>;
