// docs/RELIABILITY.md holds one `## ` section per fault script; a run rewrites
// its own section and leaves the others' figures as they were measured.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

const FILE = join(repoRoot, 'docs', 'RELIABILITY.md');
const INTRO =
  '# Reliability\n\nWhat the site does when its store goes away, measured by the fault scripts; each run rewrites its own section.\n';

/** `section` starts with its `## ` heading line, which names it. */
export async function writeReliabilitySection(section: string): Promise<void> {
  const heading = section.slice(0, section.indexOf('\n') + 1);
  const parts = (await readFile(FILE, 'utf8').catch(() => INTRO)).split(/^(?=## )/m);
  const index = parts.findIndex((part) => part.startsWith(heading));
  if (index === -1) parts.push(section);
  else parts[index] = section;
  await writeFile(FILE, `${parts.map((part) => part.trim()).join('\n\n')}\n`);
}
