// A session's device as people recognise it (docs/API.md, 'Sessions'): browser
// and operating system from the user agent, never the raw header.
import { UAParser } from 'ua-parser-js';

const MAX_LENGTH = 80;

/** 'Chrome 131 · Windows 10'; 'unknown' when the header says nothing recognisable. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'unknown';
  const { browser, os } = new UAParser(userAgent.slice(0, 512)).getResult();
  const parts = [[browser.name, browser.major].filter(Boolean).join(' '), [os.name, os.version].filter(Boolean).join(' ')].filter(
    (part) => part !== '',
  );
  return parts.length === 0 ? 'unknown' : parts.join(' · ').slice(0, MAX_LENGTH);
}
