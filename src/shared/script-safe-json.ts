// Structured data (JSON-LD) goes into pages as the text of a <script> element.

/**
 * JSON for the text of a <script> data block: `<` is escaped (so no text, such
 * as a title, can close the script), and so are the line separators JavaScript
 * once refused in strings.
 */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}
