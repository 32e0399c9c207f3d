// A path of this site, as fields that take one (an article's image) accept it.
// Browsers read `//host`, `/\host` and their look-alikes as another site.

/** Control characters, white space, backslashes and percent-encoded slashes or backslashes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const UNSAFE = /[\u0000-\u0020\u007f\\]|%(?:2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i;

/** One leading `/`, then no second `/` at the start and nothing a browser could read as another host. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE.test(value);
}
