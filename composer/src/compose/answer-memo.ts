/**
 * The answer memo: a shared page answered from the page cache, by request fingerprint. A hit costs a map
 * lookup and a page cache peek (which must still hold the very same body) instead of routing,
 * data-dependent routing, context, experiments and the page key: on a trip page, most of the time a
 * cache hit takes. Never visitor data: visitor pages and pages with visitor blocks are not kept.
 */
import { LRUCache } from 'lru-cache';
import type { CacheLike } from './cache-like.ts';
import type { CountPage } from './page-cache.ts';
import type { PageResponse } from './page-response.ts';

/**
 * How long a remembered answer is served without going through the steps again: anything that depends
 * on the clock (a scheduled placement going live, the month a trip page opens on, a slug changed
 * upstream) is seen within this time. Invalidations apply at once: every use checks the page cache.
 */
export const ANSWER_MEMO_TTL_MS = 1000;
const ANSWER_MEMO_MAX = 10_000;

type PageAnswer = Extract<PageResponse, { kind: 'page' }>;

interface Remembered {
  /** The page cache key the answer's body is stored under. */
  key: string;
  kind: string;
  response: PageAnswer;
}

export class AnswerMemo {
  readonly #answers = new LRUCache<string, Remembered>({ max: ANSWER_MEMO_MAX, ttl: ANSWER_MEMO_TTL_MS });
  readonly #cache: CacheLike;
  readonly #count: CountPage;

  constructor(cache: CacheLike, count: CountPage) {
    this.#cache = cache;
    this.#count = count;
  }

  /**
   * The answer given a moment ago to a request with this fingerprint, while the page cache still holds
   * the same page; synchronous, so that a route can answer a repeat without a promise.
   */
  get(fingerprint: string): PageResponse | undefined {
    const remembered = this.#answers.get(fingerprint);
    if (remembered === undefined || this.#cache.peek(remembered.key) !== remembered.response.body) {
      return undefined;
    }
    this.#count(remembered.kind, 'memo');
    return remembered.response;
  }

  /** Keeps a 200 page answer that is exactly what the page cache holds under `key`. */
  keep(fingerprint: string, key: string, kind: string, response: PageResponse): void {
    if (response.kind === 'page' && response.status === 200 && this.#cache.peek(key) === response.body) {
      this.#answers.set(fingerprint, { key, kind, response });
    }
  }
}
