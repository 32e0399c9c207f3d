// The news centre's content file (src/content/news-center.yaml) is a page like
// the others: search-engine texts, the hero and its sections (the dual carbon
// pledge). The list's own headings are the category descriptions of
// src/content/news-categories.ts.
import { pageSchema } from './page.ts';

export const newsCenterSchema = pageSchema;
