/**
 * Call counts per `{method} {path}` with the market ('GET /us/api/home'), so tests can assert that the
 * composer makes exactly one upstream call per data key.
 */
export class CallStats {
  private readonly counts = new Map<string, number>();

  record(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** Counts by key, keys sorted. */
  list(): Record<string, number> {
    return Object.fromEntries([...this.counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  total(): number {
    let sum = 0;
    for (const count of this.counts.values()) sum += count;
    return sum;
  }

  clear(): void {
    this.counts.clear();
  }
}
