/**
 * A map that keeps at most `capacity` entries: past it, the oldest (first inserted) go, as in the
 * attempts' store. The sandbox's in-memory stores use it so a long run never grows without bound.
 */
export class BoundedMap<K, V> {
  private readonly map = new Map<K, V>();

  constructor(
    private readonly capacity: number,
    private readonly onEvict?: (key: K, value: V) => void,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  /** Stores (or replaces) an entry; a new one first makes room by dropping the oldest. */
  set(key: K, value: V): void {
    if (!this.map.has(key)) {
      for (const [oldKey, oldValue] of this.map) {
        if (this.map.size < this.capacity) break;
        this.map.delete(oldKey);
        this.onEvict?.(oldKey, oldValue);
      }
    }
    this.map.set(key, value);
  }

  delete(key: K): boolean {
    return this.map.delete(key);
  }

  values(): IterableIterator<V> {
    return this.map.values();
  }

  clear(): void {
    this.map.clear();
  }
}
