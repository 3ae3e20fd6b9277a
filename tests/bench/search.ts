/**
 * The search results page: a text search with two filters (a duration and a
 * departure month), server time of its composition with every cache tier off and the sandbox at no added
 * latency, so that each page runs the sandbox's search index (p50 ≤ 20 ms, medians over rounds). Reuses
 * cold.ts.
 */
import type { Server } from './children.ts';
import { benchCold, type ColdResult } from './cold.ts';
import { pageApiPath } from './pages.ts';

export const SEARCH_TARGET_P50_MS = 20;

/** Next month (UTC) as 'YYYY-MM': one of the twelve the search offers, whatever the day. */
function nextMonth(now = new Date()): string {
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'beach' typed with one typo, 8 to 14 days, leaving next month: text, fuzzy matching and two filters. */
export const searchSitePath = (): string =>
  `/us/search-results/search-results?q=beahc&duration=8-14&month=${nextMonth()}`;

export function benchSearch(sandbox: Server): Promise<ColdResult> {
  return benchCold(sandbox, pageApiPath(searchSitePath()), SEARCH_TARGET_P50_MS);
}
