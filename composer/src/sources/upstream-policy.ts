/**
 * The rules of storefront.md §7 "Shared request behaviour" and §9 "Retry" for reads of the seller's API,
 * as pure functions: when a failed call is tried again, after how long, whether the wait still fits in
 * the request's deadline, and which dependency (circuit breaker) a path belongs to.
 */
import { isMarket } from '@waypoint/config';

/** storefront.md §9 Retry: the first retry of a status >= 500 waits 1 s, every later one 3 s. */
export const RETRY_DELAYS_MS = { first: 1_000, later: 3_000 } as const;

/** storefront.md §9 Retry: calls failing with a status >= 500 are retried until more than 3 failures. */
export const MAX_FAILURES = 3;

/**
 * How long to wait before trying again after the `failures`-th failure (counted from 1) with `status`,
 * or null to give up (storefront.md §7, both readings):
 * - a 503 is retried once, at once;
 * - another status >= 500 is retried after 1 s, then after 3 s each time, until more than 3 failures;
 * - anything else (a 4xx, a timeout or a refused connection, which have no status) is not retried.
 */
export function retryDelayMs(status: number | undefined, failures: number): number | null {
  if (status === undefined || status < 500) return null;
  if (status === 503) return failures === 1 ? 0 : null;
  if (failures > MAX_FAILURES) return null;
  return failures === 1 ? RETRY_DELAYS_MS.first : RETRY_DELAYS_MS.later;
}

/** A retry is not started unless it has at least this long before the deadline to get an answer. */
export const MIN_ATTEMPT_MS = 100;

/**
 * Whether waiting `delayMs` and trying again still fits before `deadlineAt` (same clock as `now`):
 * a retry never sleeps past the request's deadline. Without a deadline it always fits.
 */
export function retryFitsDeadline(now: number, delayMs: number, deadlineAt: number | undefined): boolean {
  return deadlineAt === undefined || now + delayMs + MIN_ATTEMPT_MS <= deadlineAt;
}

/**
 * The upstream dependency a path belongs to: one circuit breaker each. The seller's API is several
 * services behind one base URL, told apart by the path after the market: `/api/<service>` (home,
 * header, product, category, nextjs, advisor, ...) or the configuration service `/v1`. The market is
 * not part of it: a dead service is dead for every market.
 * `/us/api/category/7/airports?locale=en-US` -> `/api/category`; `/es/v1/www/1/site/context/affiliate` -> `/v1`.
 */
export function dependencyOf(path: string): string {
  const q = path.indexOf('?');
  const segments = (q === -1 ? path : path.slice(0, q)).split('/').filter((s) => s !== '');
  const rest = segments.length > 0 && isMarket(segments[0]!) ? segments.slice(1) : segments;
  const [first = '', second] = rest;
  if (first === 'api' && second !== undefined) return `/api/${second}`;
  return `/${first}`;
}
