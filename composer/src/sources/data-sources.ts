/**
 * Typed loaders for the seller's API, bound to one request's market, locale, affiliate and deadline: one
 * method per descriptor of upstream-reads.ts, typed from it. Every call is cached under its data key
 * (path + language) with single-flight loading, so concurrent cold requests make one upstream call per
 * key; data is validated against its upstream schema before it is cached. A failing critical source
 * fails the page (storefront.md §8); others hide their block.
 *
 * A 404 is remembered briefly (`notFoundTtlMs`, 30 s by default) in a bounded in-process LRU, not in the
 * shared cache: a missing resource is not asked for on every request, and visitor-chosen paths (an
 * unknown advisor token, product id or reseller) never become Redis keys.
 */
import { type FlightSearchForm, type Market, upstreamEnvelope } from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { CacheLike } from '../cache/cache-like.ts';
import { Errors } from '../errors.ts';
import { CheckoutApi } from './checkout-api.ts';
import type { Deadline } from './deadline.ts';
import { DocumentsApi } from './documents-api.ts';
import { type FlightListAnswer, FlightSearches } from './flight-searches.ts';
import { LeadsApi } from './leads-api.ts';
import { type PaymentProviders, paymentProviders } from './payment-providers.ts';
import type { UpstreamClient } from './upstream-client.ts';
import { type ReadDescriptors, UPSTREAM_READS, type UpstreamRead } from './upstream-reads.ts';

export interface SourceScope {
  market: Market;
  locale: string;
  subdomain: string;
  affiliateId: number;
}

export interface SourceSettings {
  ttlMs: number;
  staleMs: number;
  /** How long a 404 is remembered (negative caching); default NOT_FOUND_TTL_MS. */
  notFoundTtlMs?: number;
}

/** How long an upstream 404 is remembered by default. */
export const NOT_FOUND_TTL_MS = 30_000;
/** The most 404s remembered per cache: an LRU, so a flood of unknown paths only evicts older ones. */
export const NOT_FOUND_MAX_ENTRIES = 10_000;

/** Cancels a call at the page deadline. */
export interface CallOptions {
  signal?: AbortSignal;
}

type AnyRead = UpstreamRead<unknown[], z.ZodType, boolean, object>;

/** Where a request's read methods find the request (see READ_METHODS). */
const REQUEST = Symbol('the request reads');

/**
 * The method of a read: the path's arguments, then the call's options; a nullable read may answer null.
 * Call it on its sources (`sources.home()`), never detached: it reads for the sources it is called on.
 */
type ReadMethod<D> =
  D extends UpstreamRead<infer A, infer S, infer N, infer O>
    ? (
        this: { readonly [REQUEST]: RequestReads },
        ...args: [...A, options?: CallOptions & O]
      ) => Promise<z.infer<S> | (N extends true ? null : never)>
    : never;

export type UpstreamMethods = { [K in keyof ReadDescriptors]: ReadMethod<ReadDescriptors[K]> };

export interface DataSources extends UpstreamMethods {
  readonly [REQUEST]: RequestReads;
  /** The lead form (leads-api.ts): visitor data, never cached. */
  leads: LeadsApi;
  /** The order attempt v2: never cached, read fresh for every request (checkout-api.ts). */
  checkout: CheckoutApi;
  /** The payment providers (payment-providers.ts): visitor data, never cached. */
  payments: PaymentProviders;
  /** Budgets and tickets (documents-api.ts): visitor data, never cached. */
  documents: DocumentsApi;
  /** Flight searches, shared 15 minutes in the cache (flight-searches.ts). */
  flights: {
    cached(form: FlightSearchForm): FlightListAnswer | null;
    search(form: FlightSearchForm, signal: AbortSignal): Promise<FlightListAnswer>;
  };
}

/** A request's upstream reads by key (path and language), as promises: each key is read once. */
export type UpstreamReads = Map<string, Promise<unknown>>;

/** One flight-search registry per cache (its in-flight searches are shared by every request). */
const flightSearchRegistries = new WeakMap<CacheLike, FlightSearches>();

/** The 404s remembered, per cache and so per app instance (by data key). */
const notFoundMemos = new WeakMap<CacheLike, LRUCache<string, true>>();

function notFoundMemo(cache: CacheLike, ttlMs: number): LRUCache<string, true> {
  let memo = notFoundMemos.get(cache);
  if (!memo) {
    memo = new LRUCache<string, true>({ max: NOT_FOUND_MAX_ENTRIES, ttl: ttlMs });
    notFoundMemos.set(cache, memo);
  }
  return memo;
}

const isNotFound = (err: unknown): boolean => (err as { code?: string }).code === 'WP_UPSTREAM_NOT_FOUND';

/** A nullable read's 404 is its null. */
const nullIfNotFound = (err: unknown): null => {
  if (isNotFound(err)) return null;
  throw err;
};

interface ReaderDeps {
  client: UpstreamClient;
  cache: CacheLike;
  scope: SourceScope;
  settings: SourceSettings;
  log: FastifyBaseLogger;
  /** Reads shared with another composition of the same request; a new set by default. */
  reads?: UpstreamReads;
  /** The request's deadline: cancels its calls when it passes, and bounds their retries. */
  deadline?: Deadline;
}

/** One request's cached reads: its market, language, deadline and the keys it has read. */
class RequestReads {
  readonly #deps: ReaderDeps;
  readonly #notFound: LRUCache<string, true>;
  readonly #market: string;
  /** One request reads each data key once, whatever the cache does (it may be off). */
  readonly memo: UpstreamReads;

  constructor(deps: ReaderDeps) {
    this.#deps = deps;
    this.#notFound = notFoundMemo(deps.cache, deps.settings.notFoundTtlMs ?? NOT_FOUND_TTL_MS);
    this.#market = `/${deps.scope.market}`;
    this.memo = deps.reads ?? new Map();
  }

  /** The request's site: `this` of the reads' paths. */
  get site(): SourceScope {
    return this.#deps.scope;
  }

  /** A call of `read`'s method, for `pathInMarket` (its path without the market) and the call's options. */
  call(
    read: AnyRead,
    source: string,
    pathInMarket: string,
    options: CallOptions | undefined,
  ): Promise<unknown> {
    let path = this.#market + pathInMarket;
    if (read.query) path += read.query(options ?? {});
    const key = `up:${path}:${this.#deps.scope.locale}`;
    let answer = this.memo.get(key);
    if (!answer) {
      answer = this.#load(key, read, source, path, options);
      this.memo.set(key, answer);
    }
    return read.nullable ? answer.then(undefined, nullIfNotFound) : answer;
  }

  async #load(
    key: string,
    read: AnyRead,
    source: string,
    path: string,
    options: CallOptions | undefined,
  ): Promise<unknown> {
    const { client, cache, scope, settings, log, deadline } = this.#deps;
    const lang = scope.locale;
    const envelope = upstreamEnvelope(read.schema);
    const critical = read.critical === true;
    const { ttlMs, staleMs } = read.fresh ?? settings;
    const signal = options?.signal ?? deadline?.signal;
    const deadlineAt = deadline && Number.isFinite(deadline.at) ? deadline.at : undefined;
    if (this.#notFound.has(key)) {
      throw Object.assign(new Errors.UPSTREAM_NOT_FOUND(`GET ${path} (remembered)`), { critical, source });
    }
    try {
      const tier = read.local ? { local: true } : {};
      return await cache.wrap(key, { ttlMs, staleMs, tags: ['upstream'], ...tier }, async () => {
        const body = await client.getJson(
          `${path}${path.includes('?') ? '&' : '?'}locale=${lang}`,
          {
            source,
            acceptLanguage: lang,
            ...(signal ? { signal } : {}),
            ...(deadlineAt !== undefined ? { deadlineAt } : {}),
          },
          log,
        );
        const parsed = envelope.safeParse(body);
        if (!parsed.success) {
          log.error(
            { upstream: { source, path }, issues: parsed.error.issues.slice(0, 5) },
            'upstream data breaks its schema',
          );
          throw new Errors.UPSTREAM_BAD_DATA(`GET ${path}`);
        }
        return parsed.data.data;
      });
    } catch (err) {
      if (isNotFound(err)) this.#notFound.set(key, true);
      if (err instanceof Error) Object.assign(err, { critical, source });
      throw err;
    }
  }
}

/** The method of one read, made once for every request: it reads for the sources it is called on. */
function readMethod(read: AnyRead, source: string) {
  const arity = read.path.length;
  return function readUpstream(this: { readonly [REQUEST]: RequestReads }): Promise<unknown> {
    const reads = this[REQUEST];
    // biome-ignore lint/complexity/noArguments: read in place, no array per call (a rest parameter makes one)
    const options = arguments.length > arity ? (arguments[arity] as CallOptions & object) : undefined;
    // biome-ignore lint/complexity/noArguments: as above
    const path = read.path.apply(reads.site, arguments as unknown as unknown[]);
    return reads.call(read, source, path, options);
  };
}

/**
 * Every read's method, made once at start-up (a request adds no function of its own): each is an own
 * property of the request's sources, so a copy of them (`{ ...sources, home }`) keeps working.
 */
const READ_METHODS = Object.fromEntries(
  Object.entries(UPSTREAM_READS).map(([name, read]) => [
    name,
    readMethod(read as AnyRead, read.source ?? name),
  ]),
) as unknown as UpstreamMethods;

export function createDataSources(deps: ReaderDeps): DataSources {
  const { client, cache, scope, log } = deps;
  const lang = scope.locale;
  const reads = new RequestReads(deps);
  let searches = flightSearchRegistries.get(cache);
  if (!searches) {
    searches = new FlightSearches({ client, cache });
    flightSearchRegistries.set(cache, searches);
  }
  const registry = searches;
  let checkout: CheckoutApi | undefined;
  let payments: PaymentProviders | undefined;
  let documents: DocumentsApi | undefined;
  let leads: LeadsApi | undefined;
  return {
    ...READ_METHODS,
    [REQUEST]: reads,
    get checkout() {
      checkout ??= new CheckoutApi(client, { market: scope.market, locale: lang }, log, reads.memo);
      return checkout;
    },
    get payments() {
      payments ??= paymentProviders({ client, market: scope.market, locale: lang, log });
      return payments;
    },
    get leads() {
      leads ??= new LeadsApi(client, { market: scope.market, locale: lang }, log);
      return leads;
    },
    get documents() {
      documents ??= new DocumentsApi(client, { market: scope.market, locale: lang }, log);
      return documents;
    },
    flights: {
      cached: (form) => registry.cached(scope.market, form),
      search: (form, signal) => registry.search({ market: scope.market, locale: lang }, form, signal, log),
    },
  };
}
