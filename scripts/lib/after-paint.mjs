// After the first paint (docs/PERFORMANCE.md, 'Targets and what it took'): once the
// critical CSS is inlined, nothing else is needed to paint a public page. So the site
// stylesheet, the components' module scripts and Astro's idle and visible directives
// (which start the islands) move into one inert <template id="after-paint">, and a
// small inline script adds them to the page once it has loaded and painted a frame.
// Their requests then no longer compete with the document and the hero image, and
// Lighthouse no longer counts them into LCP. Without JavaScript the stylesheet still
// applies: its <link> is also in a <noscript>.
import { fileURLToPath } from 'node:url';
import { rewritePublicPages } from './public-pages.mjs';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';

export const AFTER_PAINT_ID = 'after-paint';

/**
 * Inline at the start of <body> on every public page, so netlify.toml's CSP allows it by its
 * hash (tests/unit/csp.test.ts). It defines the `Astro` object that Astro's islands look up
 * while they wait for their directive. After the first contentful paint (its timing entry is
 * written once the frame is shown; the observer is `buffered`, since a test's fake clock hides
 * the page's own entries) and `load`, two more frames: the loaded page is on screen. `load`
 * waits for every image in view; on a slow connection that can be seconds after the first
 * paint, so a second after it the page goes on without it: the menus should not stay dead
 * while a hero photograph downloads. Then the stylesheet is added, and once it has loaded (or
 * failed) the scripts, so that, as when the stylesheet blocked them, no script changes the
 * page before all its rules apply. Cloned, not moved: a script cloned out of a template runs
 * when added. A tab opened in the background does all this once it is shown.
 */
export const AFTER_PAINT_SCRIPT =
  '(function(){var P=window.PerformanceObserver;self.Astro||(self.Astro={});' +
  `function run(){var t=document.getElementById("${AFTER_PAINT_ID}");if(t){t.remove();` +
  'var f=document.importNode(t.content,!0),l=f.querySelectorAll("link"),n=l.length,b=document.body;' +
  'function rest(){--n<1&&b.append(f)}' +
  'l.forEach(function(k){k.onload=k.onerror=rest;b.append(k)});n||b.append(f)}}' +
  'var d,loaded,painted;function later(){d||(d=1,requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run)})}))}' +
  'function go(){loaded&&painted&&later()}' +
  'function paint(){painted||(painted=1,go(),setTimeout(function(){loaded=1;go()},1e3))}' +
  'addEventListener("load",function(){loaded=1;go()});' +
  'if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)addEventListener("load",paint);' +
  'else new P(function(e,o){e.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),paint())}).observe({type:"paint",buffered:!0})' +
  '})();';

const MODULE_SCRIPT = /<script type="module" src="\/_astro\/[^"]+"><\/script>/g;
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"[^>]*>/g;
const DIRECTIVES = [idleDirective, visibleDirective].map((code) => `<script>${code}</script>`);

/** One page's HTML with what its first paint does not need moved after it; unchanged if there is nothing to move. */
export function deferAfterPaint(/** @type {string} */ html) {
  const bodyStart = html.indexOf('<body');
  if (bodyStart < 0) return html;
  /** @type {string[]} */
  const later = [];
  const take = (/** @type {string} */ tag) => {
    later.push(tag);
    return '';
  };
  let page = html.replace(MODULE_SCRIPT, take);
  for (const directive of DIRECTIVES) page = page.replace(directive, take);
  // The stylesheet's link is at the end of <body> (critical-css.mjs); one in <head> would be needed to paint.
  const head = page.slice(0, page.indexOf('<body'));
  const body = page.slice(head.length).replace(STYLESHEET, (_, href) => {
    later.push(`<link rel="stylesheet" href="${href}">`);
    return `<noscript><link rel="stylesheet" href="${href}"></noscript>`;
  });
  if (later.length === 0) return html;
  const withLoader = body.replace(/^<body[^>]*>/, (tag) => `${tag}<script>${AFTER_PAINT_SCRIPT}</script>`);
  return head + withLoader.replace('</body>', `<template id="${AFTER_PAINT_ID}">${later.join('')}</template></body>`);
}

/** @returns {import('astro').AstroIntegration} */
export function afterPaint() {
  return {
    name: 'after-paint',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const changed = rewritePublicPages(fileURLToPath(dir), deferAfterPaint);
        logger.info(`${changed} pages load their stylesheet, scripts and islands after the first paint`);
      },
    },
  };
}
