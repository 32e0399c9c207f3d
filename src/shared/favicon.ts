// The site icon, written into each page as a data: address: a browser shows it
// without a request of its own (docs/PERFORMANCE.md). public/favicon.svg stays the
// file that structured data and other sites link to.
import svg from '../../public/favicon.svg?raw';

// Only what a URL or the attribute cannot hold is escaped: the page carries fewer bytes than with encodeURIComponent.
export const FAVICON_DATA_URL = `data:image/svg+xml,${svg
  .trim()
  .replaceAll('"', "'")
  .replace(/[<>#%\s]/g, encodeURIComponent)}`;
