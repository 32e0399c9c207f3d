// The visitor's language choice: stored by the language menu ($language store),
// applied before first paint by the inline script below on every public page.

/** localStorage key holding `zh` or `en`. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Inline, render-blocking on purpose: when a stored preference differs from the
 * page's language (read from its /en prefix), replace the location with the same
 * page in the preferred language before anything is painted. No preference: stay.
 * The target starts with exactly one slash (`/en//evil.example` becomes
 * `/evil.example`, never `//evil.example`), so it always stays on this site.
 * It is the same on every page, so one CSP hash covers it (netlify.toml; a unit
 * test keeps the two in step).
 */
export const LANGUAGE_REDIRECT_SCRIPT =
  '(function(){try{var s=localStorage.getItem("language"),p=location.pathname,e=/^\\/en(\\/|$)/.test(p),r=location.search+location.hash;' +
  'if(s==="en"&&!e)location.replace("/en"+p+r);else if(s==="zh"&&e)location.replace(p.slice(3).replace(/^[\\/\\\\]*/,"/")+r)}catch(x){}})()';
