/**
 * A value a loader hands back for a short life only: a page or block composed while an upstream call
 * failed is served to this request and to every waiter of the flight, then kept for a few seconds without
 * a stale window, so a failing upstream is not called by every request, yet the next try comes soon
 * instead of the degraded copy lasting the whole TTL.
 */
export class ShortLived<T> {
  constructor(
    readonly value: T,
    readonly ttlMs: number,
    /** Kept in the in-process tier only (a value under a visitor-chosen key: never a Redis key). */
    readonly local = false,
  ) {}
}

/** How long a degraded block or page is kept (CACHE_DEGRADED_TTL_SECONDS): briefly, to recover soon. */
export const DEGRADED_TTL_MS = 5_000;

export const shortLived = <T>(value: T, ttlMs = DEGRADED_TTL_MS, options: { local?: boolean } = {}) =>
  new ShortLived(value, ttlMs, options.local ?? false);

/** The value of a loader's result, and the life to store it for (undefined: the caller's options). */
export function unwrap<T>(result: T | ShortLived<T>): { value: T; ttlMs?: number; local?: boolean } {
  return result instanceof ShortLived
    ? { value: result.value, ttlMs: result.ttlMs, local: result.local }
    : { value: result };
}
