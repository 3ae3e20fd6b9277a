/**
 * Serialised bodies, computed once per key and then served as strings: a response costs a map lookup
 * (the composer's 5 ms composition budget covers ~15 upstream calls). Bounded so that arbitrary
 * parameters (unknown sites, affiliate ids, tokens) cannot grow it without limit.
 */
export class BodyMemo {
  private readonly bodies = new Map<string, string | null>();

  constructor(private readonly capacity = 20_000) {}

  /** The memoised body for `key`, computing it on the first call; `null` means "no such resource". */
  get(key: string, compute: () => unknown): string | null {
    const cached = this.bodies.get(key);
    if (cached !== undefined) return cached;
    const data = compute();
    const body = data === undefined ? null : JSON.stringify({ data });
    if (this.bodies.size >= this.capacity) this.bodies.clear();
    this.bodies.set(key, body);
    return body;
  }

  /** A raw JSON fragment (e.g. one product card), memoised the same way. */
  fragment(key: string, compute: () => unknown): string {
    const cached = this.bodies.get(key);
    if (cached != null) return cached;
    const json = JSON.stringify(compute());
    if (this.bodies.size >= this.capacity) this.bodies.clear();
    this.bodies.set(key, json);
    return json;
  }

  get size(): number {
    return this.bodies.size;
  }
}
