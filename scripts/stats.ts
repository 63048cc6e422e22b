// Figures the benchmarks share (scripts/audit.ts, floor-ratio.ts, repeat-visit.ts): one median for all.

/** Median (the mean of the middle two for an even count), runs without a figure (NaN) left out; NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
