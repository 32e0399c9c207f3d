// CSV that Excel opens with Chinese intact: a UTF-8 byte order mark, CRLF rows,
// RFC 4180 quoting, and cells that a spreadsheet would run as a formula defused.

const FORMULA_START = /^[=+\-@]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
