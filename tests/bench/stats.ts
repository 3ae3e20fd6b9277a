/** Small numeric and formatting helpers of the benchmarks. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nearest-rank percentile (p in 0..100) of the samples. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A verdict string for the report: the target, and MISSED when it was not met. */
export function verdict(met: boolean, target: string): string {
  return met ? `ok (target ${target})` : `MISSED (target ${target})`;
}

export type Row = [label: string, value: string, note?: string];

/** A plain aligned table with a title line. */
export function table(title: string, rows: readonly Row[]): string {
  const w0 = Math.max(...rows.map((r) => r[0].length), 10);
  const w1 = Math.max(...rows.map((r) => r[1].length), 8);
  const line = '-'.repeat(w0 + w1 + 7 + Math.max(0, ...rows.map((r) => (r[2] ?? '').length)));
  const body = rows.map((r) => `  ${r[0].padEnd(w0)}  ${r[1].padStart(w1)}  ${r[2] ?? ''}`.trimEnd());
  return [``, title, line, ...body].join('\n');
}

export function fmt(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

/** The `{ 'GET /us/api/home': n }` map of `GET /__stats`, top level or one level down. */
export function callCounts(stats: unknown): Record<string, number> {
  const isKey = (k: string) => /^[A-Z]+ \//.test(k);
  const pick = (o: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(o).filter(([k, v]) => isKey(k) && typeof v === 'number')) as Record<
      string,
      number
    >;
  if (!stats || typeof stats !== 'object') throw new Error('GET /__stats did not answer an object');
  const top = pick(stats as Record<string, unknown>);
  if (Object.keys(top).length > 0) return top;
  for (const value of Object.values(stats)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const nested = pick(value as Record<string, unknown>);
      if (Object.keys(nested).length > 0) return nested;
    }
  }
  return {};
}
