// Calendar arithmetic in Asia/Shanghai, which has been UTC+8 without daylight saving since 1991.
const OFFSET_MS = 8 * 60 * 60 * 1000;

/** The current calendar month in China as [start, end) in epoch milliseconds. */
export function shanghaiMonth(now: Date): { start: number; end: number } {
  const local = new Date(now.getTime() + OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return { start: Date.UTC(year, month, 1) - OFFSET_MS, end: Date.UTC(year, month + 1, 1) - OFFSET_MS };
}

/** YYYY-MM-DD of `now` in China. */
export function shanghaiDate(now: Date): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}
