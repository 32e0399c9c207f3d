// The Nu Html Checker (vnu, from the `vnu-jar` package) over built pages: one Java
// run for all of them, its JSON report reduced to the errors a page must not have.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const VNU_JAR = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'));

// The fields of vnu's JSON messages that the report uses (vnu's wiki, 'Output » JSON').
const vnuReport = z.object({
  messages: z.array(
    z.object({
      url: z.string().optional(),
      // Where the error starts; vnu leaves firstLine out when it is lastLine.
      firstLine: z.number().optional(),
      lastLine: z.number().optional(),
      firstColumn: z.number().optional(),
      lastColumn: z.number().optional(),
      message: z.string(),
      extract: z.string().optional(),
      hiliteStart: z.number().optional(),
    }),
  ),
});
export type VnuMessage = z.infer<typeof vnuReport>['messages'][number];

/** Every `.html` file under `dist`, sorted. */
export function findPages(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dist, file))
    .sort();
}

/** Runs vnu once over `files`; its errors only (warnings are not failures). */
export function checkPages(files: string[]): VnuMessage[] {
  const run = spawnSync(
    'java',
    [
      // The quick JIT only (C1) and the serial collector: half the CPU time of a short
      // run. C1's deeper frames overflow the default 1 MB stack in vnu's schema checks
      // (2 MB was enough here; 8 leaves room).
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-Xss8m',
      '-jar',
      VNU_JAR,
      ...['--format', 'json', '--stdout', '--errors-only', '--asciiquotes'],
      // Language detection only ever yields warnings, and costs time.
      '--no-langdetect',
      ...files,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) throw new Error(`cannot run java (Java 17+; scripts/bootstrap installs it): ${run.error.message}`);
  // vnu exits 1 when it reports errors; without a report, it did not check.
  if ((run.status !== 0 && run.status !== 1) || run.stdout === '') {
    throw new Error(`vnu did not check (exit ${run.status}): ${run.stderr}`);
  }
  return vnuReport.parse(JSON.parse(run.stdout)).messages;
}

/** Errors that are no fault of `html`, the page a message is about (each rule says why): the check ignores them. */
export function isAllowed(message: VnuMessage, html: string): boolean {
  return isAstroIslandStyle(message, html) || isAnchorPositioningCss(message);
}

/** Where in `html` a message's 1-based line and column point. */
function offsetIn(html: string, line: number, column: number): number {
  return (
    html
      .split('\n')
      .slice(0, line - 1)
      .reduce((sum, text) => sum + text.length + 1, 0) +
    column -
    1
  );
}

// Astro writes its island style (`<style>astro-island,astro-slot,...{display:contents}`)
// right before the first island in <body>, where vnu wants a <style> to open its parent.
// Astro gives no way to move it; any other <style> out of place still fails. vnu's
// extract is sometimes cut right after `<style>as`, so the page itself is read where
// vnu's position (the start tag's `>`) points.
const STYLE_IN_BODY = "A 'style' element in 'body' must be the first child of its parent.";
const ISLAND_STYLE = '<style>astro-island,';
function isAstroIslandStyle({ message, lastLine, lastColumn }: VnuMessage, html: string): boolean {
  if (message !== STYLE_IN_BODY || lastLine === undefined || lastColumn === undefined) return false;
  const tagEnd = offsetIn(html, lastLine, lastColumn);
  return html.startsWith(ISLAND_STYLE, tagEnd - '<style'.length);
}

// vnu's CSS grammar predates CSS Anchor Positioning (the home page's business menus,
// placed under their cards without script): it knows neither its properties nor its
// functions. Every other CSS error still fails.
const ANCHOR_POSITIONING_CSS =
  /^CSS: '[\w-]+': (Property '(anchor-name|position-anchor|position-try-fallbacks)' doesn't exist|'anchor(-size)?\([\w-]+\)' is not a '[\w-]+' value)\.$/;
function isAnchorPositioningCss({ message }: VnuMessage): boolean {
  return ANCHOR_POSITIONING_CSS.test(message);
}

// A page's critical CSS (scripts/lib/critical-css.mjs) is a copy of rules of the site
// stylesheet, Tailwind's modern CSS (`@property`, scroll timelines, `in oklab`), whose
// grammar vnu's predates; vnu does not check the linked stylesheet either. CSS errors
// inside it are allowed; an HTML error there, or a CSS error anywhere else, still fails.
const CRITICAL_CSS = /<style data-critical>[\s\S]*?<\/style>/;

/** Whether `message` is a CSS error inside the critical CSS of `html`, the page it is about. */
export function isInCriticalCss(message: VnuMessage, html: string): boolean {
  const found = CRITICAL_CSS.exec(html);
  const line = message.firstLine ?? message.lastLine;
  const column = message.firstColumn ?? message.lastColumn;
  if (!found || !message.message.startsWith('CSS: ') || line === undefined || column === undefined) return false;
  const offset = offsetIn(html, line, column);
  return offset >= found.index && offset < found.index + found[0].length;
}

/** One line per error, `file:line:column: message`, with the file relative to `root`. */
export function formatErrors(errors: VnuMessage[], root: string): string {
  return errors
    .map(({ url, firstLine, lastLine, firstColumn, message }) => {
      const file = url?.startsWith('file:') ? relative(root, fileURLToPath(url)) : (url ?? 'vnu');
      return `${file}:${firstLine ?? lastLine ?? 0}:${firstColumn ?? 0}: ${message}`;
    })
    .join('\n');
}
