/**
 * Flight searches (buying-flow.md §3 "Flight search", §4 "Flights", §7 `POST {voyages}/getFlights`),
 * kept 15 minutes in the shared cache per search (§9 "Session page cache: 15 minutes for flight
 * searches"): a search is not personal (the same trip, day, city and travellers give the same flights),
 * so every visitor asking the same one shares it. A cached answer reports `searchTime` 0 (§4).
 *
 * Concurrent askers of one search share one upstream call; the call is aborted when the last of them
 * goes away (the traveller cancelled, or a newer search superseded it), and not before: one visitor's
 * cancel never fails another's search.
 */
import { FLIGHT_SEARCH_CACHE_MS } from '@waypoint/config';
import { type FlightSearchForm, UpstreamFlightList, upstreamEnvelope } from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheLike } from '../cache/cache-like.ts';
import { Errors } from '../errors.ts';
import type { UpstreamClient } from './upstream-client.ts';

export const FLIGHTS_CACHE_PREFIX = 'flights:';

/** The search's cache key: every field of the form, in a fixed order. */
export function flightSearchKey(market: string, form: FlightSearchForm): string {
  const fields = Object.keys(form)
    .sort()
    .map((name) => `${name}=${form[name as keyof FlightSearchForm] ?? ''}`);
  return `${FLIGHTS_CACHE_PREFIX}${market}:${fields.join('&')}`;
}

export type FlightListAnswer = UpstreamFlightList & { cached: boolean };

interface InFlight {
  promise: Promise<UpstreamFlightList>;
  controller: AbortController;
  waiters: number;
}

const envelope = upstreamEnvelope(UpstreamFlightList);

export class FlightSearches {
  readonly #inflight = new Map<string, InFlight>();

  constructor(private readonly deps: { client: UpstreamClient; cache: CacheLike }) {}

  /** The search's list when it is in the cache (searchTime 0), without searching. */
  cached(market: string, form: FlightSearchForm): FlightListAnswer | null {
    const hit = this.deps.cache.peek<UpstreamFlightList>(flightSearchKey(market, form));
    return hit === undefined ? null : { ...hit, searchTime: 0, cached: true };
  }

  /** Searches (or joins the running search); `signal` withdraws this asker only. */
  async search(
    scope: { market: string; locale: string },
    form: FlightSearchForm,
    signal: AbortSignal,
    log: FastifyBaseLogger,
  ): Promise<FlightListAnswer> {
    const key = flightSearchKey(scope.market, form);
    const hit = this.deps.cache.peek<UpstreamFlightList>(key);
    if (hit !== undefined) return { ...hit, searchTime: 0, cached: true };
    let entry = this.#inflight.get(key);
    if (!entry) {
      const controller = new AbortController();
      const promise = this.#fetch(scope, form, controller.signal, log).then(async (list) => {
        await this.deps.cache.set(key, list, { ttlMs: FLIGHT_SEARCH_CACHE_MS, tags: ['flights'] });
        return list;
      });
      entry = { promise, controller, waiters: 0 };
      const mine = entry;
      this.#inflight.set(key, mine);
      promise.then(
        () => this.#inflight.get(key) === mine && this.#inflight.delete(key),
        () => this.#inflight.get(key) === mine && this.#inflight.delete(key),
      );
    }
    const running = entry;
    running.waiters++;
    const withdraw = () => {
      running.waiters--;
      if (running.waiters === 0) {
        running.controller.abort();
        if (this.#inflight.get(key) === running) this.#inflight.delete(key);
      }
    };
    if (signal.aborted) {
      withdraw();
      throw new Errors.UPSTREAM_CANCELLED('POST getFlights');
    }
    return new Promise<FlightListAnswer>((resolve, reject) => {
      const onAbort = () => {
        withdraw();
        reject(new Errors.UPSTREAM_CANCELLED('POST getFlights'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      running.promise.then(
        (list) => {
          signal.removeEventListener('abort', onAbort);
          running.waiters--;
          resolve({ ...list, cached: false });
        },
        (err) => {
          signal.removeEventListener('abort', onAbort);
          running.waiters--;
          reject(err);
        },
      );
    });
  }

  async #fetch(
    scope: { market: string; locale: string },
    form: FlightSearchForm,
    signal: AbortSignal,
    log: FastifyBaseLogger,
  ): Promise<UpstreamFlightList> {
    const path = `/${scope.market}/api/product/getFlights`;
    const { status, body } = await this.deps.client.send(
      { method: 'POST', path, form: { ...form } as Record<string, string> },
      { source: 'flights', acceptLanguage: scope.locale, signal },
      log,
    );
    if (status !== 200) {
      throw Object.assign(new Errors.UPSTREAM_UNAVAILABLE(`POST ${path}`, `status ${status}`), {
        upstreamStatus: status,
      });
    }
    const parsed = envelope.safeParse(body);
    if (!parsed.success) {
      log.error({ issues: parsed.error.issues.slice(0, 5) }, 'flight list breaks its schema');
      throw new Errors.UPSTREAM_BAD_DATA(`POST ${path}`);
    }
    return parsed.data.data;
  }
}
