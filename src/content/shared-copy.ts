// The copy many pages share (src/content/shared.yaml): footer, menu and
// customer-service introductions, the end of every success case page.
import { getEntry } from 'astro:content';

export async function sharedCopy() {
  return (await getEntry('shared', 'shared'))!.data;
}
