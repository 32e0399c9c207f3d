// The site stylesheet arrives as `media="print"`, its rules for the first paint inlined
// (scripts/lib/critical-css.mjs): give it the media beasties noted, now or once it loads.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-beasties-media]')) {
  link.media = link.dataset.beastiesMedia ?? 'all';
  link.removeAttribute('data-beasties-media');
}
