// Axis ranges for the disclosure charts: round tick values that cover the data.

export interface Scale {
  lo: number;
  hi: number;
  /** Tick values from the top of the axis down. */
  ticks: number[];
}

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** `divisions` equal steps of a round size from `lo` (0 for columns) up past `max`. */
export function niceScale(min: number, max: number, divisions = 4, fromZero = true): Scale {
  const start = fromZero ? 0 : min;
  const raw = (max - start) / divisions || 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = (NICE_STEPS.find((s) => s * magnitude >= raw) ?? 10) * magnitude;
  let lo = fromZero ? 0 : Math.floor(min / step) * step;
  // A line's range may start above zero; widen it until the data fits.
  while (lo + step * divisions < max) lo += step;
  const hi = lo + step * divisions;
  const ticks = Array.from({ length: divisions + 1 }, (_, i) => round(hi - i * step));
  return { lo, hi, ticks };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Where a value sits on the axis, 0 (bottom) to 100 (top). */
export function position(value: number, { lo, hi }: Scale): number {
  return ((value - lo) / (hi - lo)) * 100;
}
