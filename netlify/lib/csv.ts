// CSV that Excel opens with Chinese intact: a UTF-8 byte order mark, CRLF rows,
// RFC 4180 quoting, and cells that a spreadsheet would run as a formula defused.

const FORMULA_START = /^[=+\-@]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (row: string[]) => `${row.map(csvCell).join(',')}\r\n`;

export function toCsv(rows: string[][]): string {
  return `\uFEFF${rows.map(csvLine).join('')}`;
}

/**
 * The same CSV as a stream: the header line, then one chunk per batch of rows,
 * each pulled only when the reader wants more, so memory holds one batch at a time.
 */
export function csvStream(header: string[], batches: AsyncIterator<string[][]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
        return;
      }
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvLine).join('')));
    },
    async cancel() {
      await batches.return?.(undefined);
    },
  });
}
