/**
 * One site request -> one page response, for any page definition (composer/src/pages): route, context,
 * data-dependent routing, layout, experiments, page key, peek. The cache-hit path of a page without
 * `resolve` is short and synchronous up to the lookup. A miss composes under single flight; a failing
 * critical upstream call serves the last good copy of the page, or the spec's 302 to /us/500
 * (storefront.md §8). A shared page's visitor blocks are holes in the cached copy, filled per request;
 * a visitor page is never cached (ARCHITECTURE.md "Visitor data").
 *
 * One deadline (COMPOSE_DEADLINE_MS) bounds the whole request (issue 12, defect 9): routing, the advisor
 * and reseller lookups, the page's critical and site data and its blocks all run under it, and an answer
 * is given at the latest HARD_STOP_GRACE_MS after it (the last good copy, else the spec's 302).
 */

import type { ContentStore } from '@waypoint/cms-adapter';
import {
  type CookieInstruction,
  isLoggedIn,
  referralCookies,
  resellerTheme,
  SERVER_ERROR_PATH,
  salesSiteRedirect,
  siteFromHost,
} from '@waypoint/config';
import { type Market, type PageTree, type PublishedLayout, SCHEMA_VERSION } from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Counter } from 'prom-client';
import { type ShortLived, shortLived } from '../cache/short-lived.ts';
import { type RequestInput, splitSitePath } from '../context/request-input.ts';
import { type BaseContext, baseContext, completeContext } from '../context/resolve-context.ts';
import { Errors } from '../errors.ts';
import type { Translator } from '../i18n/index.ts';
import { matchPage, notFound, type PageMatch, type Redirect } from '../pages/index.ts';
import {
  createDataSources,
  type DataSources,
  type SourceSettings,
  type UpstreamReads,
} from '../sources/data-sources.ts';
import { type Deadline, NO_DEADLINE, RequestDeadline } from '../sources/deadline.ts';
import type { UpstreamClient } from '../sources/upstream-client.ts';
import { audienceExperiments, scheduleState } from './audience.ts';
import { boundedPage, LAST_GOOD_PREFIX, layoutRef, pageCacheKey } from './cache-keys.ts';
import { BypassCache, type CacheLike, LocalOnlyCache } from './cache-like.ts';
import { type ComposeDeps, composeRegions, resolveVisitorSlots } from './compose-page.ts';
import { wireContext } from './page-meta.ts';
import { fillTemplate, type PageTemplate, toTemplate } from './page-template.ts';
import {
  hasCookies,
  headerSafeLocation,
  responseHeaders,
  VISITOR_DATA,
  withCachingHeaders,
} from './response-headers.ts';
import type { AdvisorProfile, RequestContext, ResolverRegistry } from './types.ts';

export type PageResponse =
  | {
      kind: 'redirect';
      status: 301 | 302 | 303;
      location: string;
      headers: Record<string, string>;
      cookies: CookieInstruction[];
    }
  | {
      kind: 'page';
      status: 200 | 404 | 500;
      body: string;
      headers: Record<string, string>;
      cookies: CookieInstruction[];
    };

export interface PageServiceDeps {
  cache: CacheLike;
  content: ContentStore;
  client: UpstreamClient;
  translator: Translator;
  resolvers: ResolverRegistry;
  baseDomain: string;
  sources: SourceSettings;
  ttlMs: number;
  staleMs: number;
  deadlineMs: number;
  /** How long a degraded page or block is kept (CACHE_DEGRADED_TTL_SECONDS); DEGRADED_TTL_MS by default. */
  degradedTtlMs?: number;
  checkContract: boolean;
  now: () => Date;
  random: () => number;
  metrics?: { pages: Counter<'kind' | 'source'> } & Pick<ComposeDeps, 'blockDuration'>;
}

const LAST_GOOD_TTL_MS = 24 * 3600_000;

/**
 * How long after the deadline a request is answered at the latest, whatever is still running (the
 * content store, Redis): the blocks still pending are dropped at the deadline itself, so this only
 * covers serialising the page.
 */
export const HARD_STOP_GRACE_MS = 250;

/** What a cached page holds: its JSON, or its shared part with holes for visitor blocks. */
type Cached = string | PageTemplate;

export interface HandleOptions {
  /** `?explain=1` from a signed-in studio user: composed fresh, never cached, blocks tagged. */
  explain?: boolean;
  /** A signed-in studio user asks (the trip page's preview data). */
  studio?: boolean;
  /**
   * Everything of the request that the answer can depend on (URL, Host, cookies, user agent, headers
   * read), as one string: the answer is remembered under it. The caller asks `remembered` first, so that
   * a repeat is answered without a promise (`handle` does not ask again).
   */
  fingerprint?: string;
  /**
   * The upstream reads of this request, shared with another composition of the same request (an
   * action's answer composes the page on screen and the page it leads to): each read is made once.
   */
  reads?: UpstreamReads;
}

/**
 * How long a remembered answer is served without going through the steps again: anything that depends
 * on the clock (a scheduled placement going live, the month a trip page opens on, a slug changed
 * upstream) is seen within this time. Invalidations apply at once: every use checks the page cache.
 */
export const ANSWER_MEMO_TTL_MS = 1000;
const ANSWER_MEMO_MAX = 10_000;

interface Remembered {
  /** The page cache key the answer's body is stored under. */
  key: string;
  kind: PageMatch['page']['kind'];
  response: Extract<PageResponse, { kind: 'page' }>;
}

/** A studio preview: a draft layout, composed for any audience at any moment, never cached. */
export interface PreviewOptions {
  layout: PublishedLayout;
  now: Date;
  /** Said in the explain section: e.g. that travellers with this audience are served another layout. */
  note?: string;
}

/** Everything one composition reads. */
interface Composition extends PageMatch {
  layout: PublishedLayout;
  ctx: RequestContext;
  sources: DataSources;
  log: FastifyBaseLogger;
  now: Date;
  /** The page-data calls, when they were started early. */
  prefetched?: Promise<unknown> | undefined;
  explain?: boolean;
  uncachedBlocks?: boolean;
  note?: string;
  /** The request's deadline. */
  deadline: Deadline;
  /** Its page key holds only bounded values: it may live in Redis and keep a last good copy. */
  bounded: boolean;
  /** Its params hold visitor-typed values (boundedParams): its blocks stay in the in-process tier too. */
  localBlocks?: boolean;
}

/** A page located for an action: its definition, canonical params, the visitor's locale and sources. */
export interface Located extends PageMatch {
  locale: BaseContext['locale'];
  sources: DataSources;
  /** The site's public origin (absolute return addresses for a payment provider). */
  origin: string;
  /** The site the host names (its kind: sales and advisors key in cards as mail-or-telephone orders). */
  site: { kind: string; subdomain: string };
  /** Agent identification present (advisor_token, advisorId or externalAgentId): storefront.md §6. */
  isAgent: boolean;
}

/** A routed page with its context and layout, ready to compose; or an answer already. */
type Prepared =
  | {
      kind: 'ready';
      composition: Composition;
      cookies: CookieInstruction[];
      /** No random draw (an experiment assigned now): the same request gets the same answer. */
      repeatable: boolean;
    }
  | { kind: 'answer'; response: PageResponse };

export class PageService {
  readonly #deps: PageServiceDeps;
  readonly #compose: ComposeDeps;
  /**
   * The answer memo: a shared page answered from the page cache, by request fingerprint. A hit costs a
   * map lookup and a page cache peek (which must still hold the very same body) instead of routing,
   * data-dependent routing, context, experiments and the page key: on a trip page, most of the time
   * a cache hit takes. Never visitor data (visitor pages and pages with visitor blocks are not kept).
   */
  readonly #answers = new LRUCache<string, Remembered>({ max: ANSWER_MEMO_MAX, ttl: ANSWER_MEMO_TTL_MS });

  constructor(deps: PageServiceDeps) {
    this.#deps = deps;
    this.#compose = {
      resolvers: deps.resolvers,
      cache: deps.cache,
      ttlMs: deps.ttlMs,
      staleMs: deps.staleMs,
      deadlineMs: deps.deadlineMs,
      ...(deps.degradedTtlMs !== undefined ? { degradedTtlMs: deps.degradedTtlMs } : {}),
      checkContract: deps.checkContract,
      ...(deps.metrics?.blockDuration ? { blockDuration: deps.metrics.blockDuration } : {}),
    };
  }

  /**
   * The answer given a moment ago to a request with this fingerprint, while the page cache still holds
   * the same page; synchronous, so that a route can answer a repeat without a promise.
   */
  remembered(fingerprint: string): PageResponse | undefined {
    const remembered = this.#answers.get(fingerprint);
    if (remembered === undefined || this.#deps.cache.peek(remembered.key) !== remembered.response.body) {
      return undefined;
    }
    this.#deps.metrics?.pages.inc({ kind: remembered.kind, source: 'memo' });
    return remembered.response;
  }

  async handle(
    input: RequestInput,
    log: FastifyBaseLogger,
    options: HandleOptions = {},
  ): Promise<PageResponse> {
    const deadline = new RequestDeadline(
      this.#deps.deadlineMs,
      () => new Errors.COMPOSE_DEADLINE(input.path, this.#deps.deadlineMs),
    );
    const progress: Progress = { kind: 'unknown', key: null };
    const cookiesIn = hasCookies(input.cookies);
    try {
      const answered = this.#handle(input, log, options, deadline, progress, cookiesIn);
      // The hard stop: HARD_STOP_GRACE_MS after the deadline, an answer whatever is still running.
      const stop = deadline.passed.then(
        () => new Promise<'stop'>((resolve) => setTimeout(resolve, HARD_STOP_GRACE_MS, 'stop')),
      );
      const first = await Promise.race([answered, stop]);
      if (first !== 'stop') return withCachingHeaders(first, cookiesIn);
      answered.catch((err) => log.warn({ err }, 'page composition failed after its deadline'));
      const err = new Errors.COMPOSE_DEADLINE(input.path, this.#deps.deadlineMs);
      return withCachingHeaders(
        await this.#fallback(err, progress.kind, progress.key, {}, [], log),
        cookiesIn,
      );
    } finally {
      deadline.dispose();
    }
  }

  async #handle(
    input: RequestInput,
    log: FastifyBaseLogger,
    options: HandleOptions,
    deadline: Deadline,
    progress: Progress,
    cookiesIn: boolean,
  ): Promise<PageResponse> {
    const { fingerprint } = options;
    const prepared = await this.#prepare(input, log, {
      gate: true,
      studio: options.studio ?? false,
      deadline,
      ...(options.reads ? { reads: options.reads } : {}),
    });
    if (prepared.kind === 'answer') return prepared.response;
    const { composition: c, cookies } = prepared;
    progress.kind = c.page.kind;
    const remember = (key: string, given: PageResponse) => {
      const response = withCachingHeaders(given, cookiesIn);
      if (
        fingerprint !== undefined &&
        prepared.repeatable &&
        !options.explain &&
        !options.studio &&
        response.kind === 'page' &&
        response.status === 200 &&
        this.#deps.cache.peek(key) === response.body
      ) {
        this.#answers.set(fingerprint, { key, kind: c.page.kind, response });
      }
      return response;
    };
    const headers = responseHeaders(c.ctx);
    const status = c.page.status?.(c.params) ?? 200;
    // A studio user's explain, and visitor pages: composed for this request only, never cached.
    if (options.explain || c.page.scope === 'visitor') {
      try {
        // A visitor page's blocks are not cached either: whatever they read is this visitor's.
        const body = await this.#composeNow({
          ...c,
          explain: options.explain ?? false,
          uncachedBlocks: c.page.scope === 'visitor',
        });
        return { kind: 'page', status, body, headers: { ...headers, ...PRIVATE }, cookies };
      } catch (err) {
        return this.#fallback(err, c.page.kind, null, headers, cookies, log);
      }
    }
    // Cache, then compose
    const key = pageCacheKey(
      c.page.layoutKey(c.params),
      this.#layoutRef(c.layout, c.now),
      c.ctx,
      c.page.cacheParams?.(c.params) ?? c.params,
    );
    progress.key = c.bounded ? key : null;
    const hit = this.#deps.cache.peek<Cached>(key);
    if (hit !== undefined) {
      this.#deps.metrics?.pages.inc({ kind: c.page.kind, source: 'memory' });
      return remember(key, await this.#serve(c, hit, status, headers, cookies));
    }
    try {
      const cached = await this.#deps.cache.wrap<Cached>(
        key,
        {
          ttlMs: this.#deps.ttlMs,
          staleMs: this.#deps.staleMs,
          tags: ['pages', `layout:${c.page.layoutKey(c.params)}`],
          // Issue 12, defect 1: a page under an unbounded key stays in the bounded in-process tier.
          ...(c.bounded ? {} : { local: true }),
        },
        () => this.#composeShared(c, key),
      );
      this.#deps.metrics?.pages.inc({ kind: c.page.kind, source: 'composed' });
      return remember(key, await this.#serve(c, cached, status, headers, cookies));
    } catch (err) {
      return this.#fallback(err, c.page.kind, c.bounded ? key : null, headers, cookies, log);
    }
  }

  /**
   * The studio's preview: `options.layout` (a draft) composed for the request's audience at
   * `options.now`, with explain, never cached; the sales sign-in gate does not apply.
   */
  async preview(input: RequestInput, options: PreviewOptions, log: FastifyBaseLogger): Promise<PageResponse> {
    const deadline = new RequestDeadline(
      this.#deps.deadlineMs,
      () => new Errors.COMPOSE_DEADLINE(input.path, this.#deps.deadlineMs),
    );
    try {
      return await this.#preview(input, options, log, deadline);
    } finally {
      deadline.dispose();
    }
  }

  async #preview(
    input: RequestInput,
    options: PreviewOptions,
    log: FastifyBaseLogger,
    deadline: Deadline,
  ): Promise<PageResponse> {
    const prepare = (request: RequestInput) =>
      this.#prepare(request, log, {
        gate: false,
        studio: true,
        layout: options.layout,
        now: options.now,
        deadline,
      });
    let prepared = await prepare(input);
    // A trip layout is previewed at /{market}/product/{id}: follow its 301 to the trip's own address once.
    if (
      prepared.kind === 'answer' &&
      prepared.response.kind === 'redirect' &&
      prepared.response.status === 301
    ) {
      const moved = splitSitePath(prepared.response.location);
      prepared = await prepare({ ...input, path: moved.path, query: { ...input.query, ...moved.query } });
    }
    if (prepared.kind === 'answer') return prepared.response;
    const { composition: c } = prepared;
    const body = await this.#composeNow({
      ...c,
      explain: true,
      uncachedBlocks: true,
      ...(options.note ? { note: options.note } : {}),
    });
    return {
      kind: 'page',
      status: 200,
      body,
      headers: { ...responseHeaders(c.ctx), ...PRIVATE },
      cookies: [],
    };
  }

  /**
   * The page a site path names, after data-dependent routing, with the visitor's locale: what an action
   * posted from that path works on. Anything but a page (a redirect, the sales gate) is null.
   */
  async locate(input: RequestInput, log: FastifyBaseLogger): Promise<Located | null> {
    // The action that asks goes on using these sources under its own bounds: no page deadline here.
    const routed = await this.#route(input, log, { gate: false, studio: false, deadline: NO_DEADLINE });
    if (routed.kind === 'answer') return null;
    const { matched, base, host, sourcesNow } = routed;
    return {
      ...matched,
      locale: base.locale,
      sources: sourcesNow(),
      origin: base.origin,
      site: { kind: host.kind, subdomain: host.subdomain },
      isAgent: base.isAgent,
    };
  }

  /** Steps 1 and 2: route, the sales gate, data-dependent routing (a trip that does not exist, a wrong slug). */
  async #route(
    input: RequestInput,
    log: FastifyBaseLogger,
    options: { gate: boolean; studio: boolean; reads?: UpstreamReads; deadline: Deadline },
  ): Promise<
    | { kind: 'answer'; response: PageResponse }
    | {
        kind: 'routed';
        matched: PageMatch;
        base: BaseContext;
        host: ReturnType<typeof siteFromHost>;
        referral: CookieInstruction[];
        sourcesNow: () => DataSources;
        sources: () => DataSources | undefined;
      }
  > {
    // 1. Route
    let matched = matchPage(input.path, input.query);
    if ('redirect' in matched) return this.#redirect(matched.redirect, log);
    if (matched.page.kind === 'error' && matched.params['missing'])
      log.info({ err: new Errors.PAGE_NOT_FOUND(String(matched.params['missing'])) }, 'no page');
    let base = baseContext(input, matched.params.market, matched.sitePath);
    const host = siteFromHost(input.host, this.#deps.baseDomain);
    if (options.gate && host.kind === 'sales') {
      const gate = salesSiteRedirect({
        host: input.host,
        protocol: input.protocol,
        path: input.path,
        search: searchOf(input.query),
        isAgent: base.isAgent,
        loggedIn: isLoggedIn(input.cookies),
      });
      if (gate) {
        log.info({ err: new Errors.SALES_AUTH(), reason: gate.reason }, 'sales site: redirect');
        const location = headerSafeLocation(gate.location);
        return answer({ kind: 'redirect', status: 302, location, headers: {}, cookies: [] });
      }
    }
    const referral = referralCookies({
      mgm: input.query['MGM'],
      referralToken: input.query['referralToken'],
      promocode: input.query['promocode'],
      showSales: host.kind === 'sales',
      cookies: input.cookies,
    });
    const scope = { market: base.market, locale: base.locale, site: host };
    let sources: DataSources | undefined;
    const sourcesNow = () => {
      sources ??= this.#sources(scope, log, options.reads, options.deadline);
      return sources;
    };
    // 2. Data-dependent routing: does the page exist, where does it live, what does it select; a
    // definition that answers 'next' passes the path on to the definitions after it.
    while (matched.page.resolve) {
      let resolved: Awaited<ReturnType<NonNullable<typeof matched.page.resolve>>>;
      try {
        resolved = await matched.page.resolve({
          params: matched.params,
          path: input.path,
          query: input.query,
          sources: sourcesNow(),
          signal: options.deadline.signal,
          log,
          studio: options.studio,
          now: this.#deps.now(),
          locale: base.locale,
          forAction: !options.gate,
        });
      } catch (err) {
        return answer(await this.#fallback(err, matched.page.kind, null, {}, [], log));
      }
      if (resolved.kind === 'redirect') return this.#redirect(resolved.redirect, log);
      if (resolved.kind === 'next') {
        log.debug({ reason: resolved.reason, kind: matched.page.kind }, 'not this page: next definition');
        const next = matchPage(input.path, input.query, matched.page);
        if ('redirect' in next) return this.#redirect(next.redirect, log);
        matched = next;
        base = baseContext(input, matched.params.market, matched.sitePath);
        continue;
      }
      if (resolved.kind === 'notFound') {
        log.info({ err: new Errors.PAGE_NOT_FOUND(input.path), reason: resolved.reason }, 'no page');
        matched = notFound(matched.params.market, input.path);
      } else {
        matched = { ...matched, params: resolved.params, sitePath: resolved.sitePath ?? matched.sitePath };
      }
      if (matched.sitePath !== base.path) base = baseContext(input, matched.params.market, matched.sitePath);
      break;
    }
    return {
      kind: 'routed',
      matched,
      base,
      host,
      referral,
      sourcesNow,
      sources: () => sources,
    };
  }

  /**
   * Steps 1 to 3 of composition for any page: route (#route), the layout (a missing one is the not-found
   * page where the page says so), the advisor's private label, and the context with its experiments.
   */
  async #prepare(
    input: RequestInput,
    log: FastifyBaseLogger,
    options: {
      gate: boolean;
      studio: boolean;
      layout?: PublishedLayout;
      now?: Date;
      reads?: UpstreamReads;
      deadline: Deadline;
    },
  ): Promise<Prepared> {
    const routed = await this.#route(input, log, options);
    if (routed.kind === 'answer') return routed;
    let { matched, base } = routed;
    const { host, referral, sourcesNow } = routed;
    base.cookies.push(...referral);
    // 3. Layout; when even the layout is cold, the page-data calls start beside it
    const { page, params } = matched;
    const layoutKey = page.layoutKey(params);
    const layoutCacheKey = `layout:${layoutKey}:${base.market}:${host.affiliateId}:${host.kind}`;
    let prefetched: Promise<unknown> | undefined;
    if (page.prefetch && !options.layout && this.#deps.cache.peek(layoutCacheKey) === undefined) {
      prefetched = page.prefetch({ params, sources: sourcesNow(), signal: options.deadline.signal });
      prefetched.catch((err) => log.debug({ err }, 'early page-data call failed'));
    }
    let layout: PublishedLayout;
    try {
      layout =
        options.layout ??
        page.builtinLayout?.(params) ??
        (await this.#layout(layoutCacheKey, layoutKey, base.market, host.affiliateId, host.kind));
    } catch (err) {
      if (!(err instanceof Errors.LAYOUT_NOT_FOUND && page.missingLayout === 'notFound')) {
        // No layout, no page key and so no last good copy: the spec's error redirect.
        return answer(await this.#fallback(err, page.kind, null, {}, [], log));
      }
      // An unpublished (or unknown) landing page is a plain not-found page.
      log.info({ err: new Errors.PAGE_NOT_FOUND(input.path) }, `no published ${page.kind} page`);
      matched = notFound(params.market, input.path);
      base = baseContext(input, matched.params.market, matched.sitePath);
      base.cookies.push(...referral);
      layout = matched.page.builtinLayout!(matched.params);
      prefetched = undefined;
    }
    // 4. Advisor, reseller and context: is the token's advisor, is the reseller, known upstream?
    const [advisor, resellerKnown] = await Promise.all([
      base.advisorToken ? this.#advisor(base.advisorToken, sourcesNow(), log) : null,
      base.reseller && !base.advisorToken
        ? this.#resellerKnown(base.reseller, base.market, sourcesNow(), log)
        : false,
    ]);
    const now = options.now ?? this.#deps.now();
    let repeatable = true;
    const { ctx, cookies } = completeContext(base, input, {
      baseDomain: this.#deps.baseDomain,
      advisor,
      resellerKnown,
      experimentNames: this.#experimentNames(matched.page, layout),
      now,
      random: () => {
        repeatable = false;
        return this.#deps.random();
      },
      pageKind: matched.page.kind,
    });
    return {
      kind: 'ready',
      composition: {
        ...matched,
        layout,
        ctx,
        sources: routed.sources() ?? this.#sources(ctx, log, options.reads, options.deadline),
        log,
        now,
        prefetched,
        deadline: options.deadline,
        // "invalid host" and "unknown host" alike: a Host that names no site of ours.
        bounded:
          boundedPage(ctx, host.reason === undefined || host.reason === 'no host') &&
          (matched.page.boundedParams?.(matched.params) ?? true),
        localBlocks: !(matched.page.boundedParams?.(matched.params) ?? true),
      },
      cookies,
      repeatable,
    };
  }

  #redirect(redirect: Redirect, log: FastifyBaseLogger) {
    if (redirect.status === 302 && redirect.headers?.['X-error'])
      log.info({ err: new Errors.INVALID_MARKET(redirect.reason) }, 'redirect to the not-found page');
    else log.info({ location: redirect.location, reason: redirect.reason }, 'redirect');
    return answer({
      kind: 'redirect',
      status: redirect.status,
      location: headerSafeLocation(redirect.location),
      headers: redirect.headers ?? {},
      cookies: [],
    });
  }

  /** A cached page as this request gets it: as it is, or with its visitor blocks resolved now. */
  async #serve(
    c: Composition,
    cached: Cached,
    status: 200 | 404 | 500,
    headers: Record<string, string>,
    cookies: CookieInstruction[],
  ): Promise<PageResponse> {
    if (typeof cached === 'string') return { kind: 'page', status, body: cached, headers, cookies };
    const body = await this.#fill(c, cached);
    return { kind: 'page', status, body, headers: { ...headers, ...PRIVATE }, cookies };
  }

  async #fill(c: Composition, template: PageTemplate): Promise<string> {
    const placements = template.slots.map((id) => c.layout.placements.find((p) => p.id === id)!);
    const blocks = await resolveVisitorSlots(this.#compose, this.#composeInput(c), placements);
    return fillTemplate(template, blocks);
  }

  /** The layout's version plus which of its scheduled placements are live now (page cache key part). */
  #layoutRef(layout: PublishedLayout, now: Date): string {
    const ref = layoutRef(layout);
    const schedules = layout.placements.map((p) => p.schedule);
    const state = scheduleState(schedules, now);
    return state === '' ? ref : `${ref}~${state}`;
  }

  #composeInput(c: Composition) {
    return {
      ctx: c.ctx,
      layoutTag: `layout:${c.layout.layoutId}`,
      sources: c.sources,
      t: this.#deps.translator.t(c.ctx.locale, c.ctx.translatorMode),
      log: c.log,
      now: c.now,
      params: c.params,
      deadline: c.deadline,
    };
  }

  /**
   * The shared part of a page, as cached (and kept as its last good copy): visitor blocks are holes. A
   * page with a failed or degraded block lives a few seconds only (CACHE_DEGRADED_TTL_SECONDS), and is
   * never kept as the last good copy; nor is a page under an unbounded key (issue 12, defect 1: last good
   * copies live 24 h, so only pages of bounded variants have one).
   */
  async #composeShared(c: Composition, key: string): Promise<Cached | ShortLived<Cached>> {
    const { json, slots, degraded } = await this.#composeJson(c, 'defer');
    const cached: Cached = slots.length === 0 ? json : toTemplate(json, slots);
    if (degraded) {
      c.log.info({ page: c.page.kind }, 'page kept briefly: a block failed or is degraded');
      return shortLived(cached, this.#deps.degradedTtlMs, { local: !c.bounded });
    }
    if (c.bounded) {
      await this.#deps.cache.set(`${LAST_GOOD_PREFIX}${key}`, cached, {
        ttlMs: LAST_GOOD_TTL_MS,
        tags: ['last-good'],
      });
    }
    return cached;
  }

  /** Uncached blocks (visitor pages, explain), in-process only (unbounded params), or the block cache. */
  #composeDepsFor(c: Composition): ComposeDeps {
    if (c.uncachedBlocks) return { ...this.#compose, cache: new BypassCache() };
    if (c.localBlocks) return { ...this.#compose, cache: new LocalOnlyCache(this.#compose.cache) };
    return this.#compose;
  }

  /** The whole page for this request, visitor blocks included; nothing of it is cached. */
  async #composeNow(c: Composition): Promise<string> {
    return (await this.#composeJson(c, 'inline')).json;
  }

  async #composeJson(
    c: Composition,
    visitor: 'inline' | 'defer',
  ): Promise<{ json: string; slots: string[]; degraded: boolean }> {
    const input = this.#composeInput(c);
    const explain = c.explain
      ? {
          layoutId: c.layout.layoutId,
          ...(c.layout.name ? { layoutName: c.layout.name } : {}),
          version: c.layout.version,
        }
      : undefined;
    // storefront.md §7 Server-side page load: the page-data calls; a failure here fails the page.
    // The resolvers start at once, beside them: every upstream call of the page is in flight together,
    // and each data key is read once (the sources memoise per request).
    const [data, composed] = await Promise.all([
      c.prefetched ?? c.page.prefetch?.({ params: c.params, sources: c.sources, signal: c.deadline.signal }),
      composeRegions(this.#composeDepsFor(c), {
        ...input,
        placements: c.layout.placements,
        visitor,
        ...(explain ? { explain } : {}),
      }),
    ]);
    const tree: PageTree = {
      schemaVersion: SCHEMA_VERSION,
      page: c.page.meta({ ctx: c.ctx, t: input.t, params: c.params, data, layout: c.layout }),
      context: wireContext(c.ctx),
      regions: composed.regions,
    };
    if (explain) {
      tree.explain = {
        ...explain,
        scope: c.layout.scope,
        asOf: c.now.toISOString(),
        excluded: composed.excluded,
        ...(c.note ? { note: c.note } : {}),
      };
    }
    return {
      json: JSON.stringify(tree),
      slots: composed.slots.map((p) => p.id),
      degraded: composed.degraded,
    };
  }

  async #fallback(
    err: unknown,
    kind: string,
    key: string | null,
    headers: Record<string, string>,
    cookies: CookieInstruction[],
    log: FastifyBaseLogger,
  ): Promise<PageResponse> {
    const lastGood = key === null ? undefined : this.#deps.cache.peek<Cached>(`${LAST_GOOD_PREFIX}${key}`);
    if (lastGood !== undefined) {
      log.warn({ err }, 'page composition failed: serving the last good page');
      this.#deps.metrics?.pages.inc({ kind, source: 'last-good' });
      // A last good copy holds no visitor data: its visitor blocks stay out while the page is failing.
      const body = typeof lastGood === 'string' ? lastGood : fillTemplate(lastGood, []);
      return {
        kind: 'page',
        status: 200,
        body,
        headers: { ...headers, 'X-Waypoint-Served': 'last-good' },
        cookies,
      };
    }
    // storefront.md §8: any failing page-data call is logged, then a 302 to /us/500 with X-error: generic.
    log.error({ err }, 'page composition failed: redirecting to the error page');
    this.#deps.metrics?.pages.inc({ kind, source: 'error' });
    return {
      kind: 'redirect',
      status: 302,
      location: SERVER_ERROR_PATH,
      headers: { 'X-error': 'generic' },
      cookies: [],
    };
  }
  #sources(
    ctx: Pick<RequestContext, 'market' | 'locale'> & { site: { subdomain: string; affiliateId: number } },
    log: FastifyBaseLogger,
    reads: UpstreamReads | undefined,
    deadline: Deadline,
  ): DataSources {
    return createDataSources({
      client: this.#deps.client,
      cache: this.#deps.cache,
      scope: {
        market: ctx.market,
        locale: ctx.locale,
        subdomain: ctx.site.subdomain,
        affiliateId: ctx.site.affiliateId,
      },
      settings: this.#deps.sources,
      log,
      ...(reads ? { reads } : {}),
      ...(deadline !== NO_DEADLINE ? { deadline } : {}),
    });
  }

  async #layout(
    key: string,
    pageKey: string,
    market: Market,
    affiliateId: number,
    siteKind: PublishedLayout['scope']['siteKind'] & string,
  ): Promise<PublishedLayout> {
    const cached = this.#deps.cache.peek<{ v: PublishedLayout | null }>(key);
    const entry =
      cached ??
      (await this.#deps.cache.wrap<{ v: PublishedLayout | null }>(
        key,
        { ttlMs: this.#deps.ttlMs, staleMs: this.#deps.staleMs, tags: ['layout', `layout:${pageKey}`] },
        async () => {
          try {
            const v = await this.#deps.content.getPublishedLayout({ pageKey, market, affiliateId, siteKind });
            // No layout under a page key that can come from the URL (a landing slug): remembered in the
            // bounded in-process tier only, never as a Redis key (issue 12, defect 1).
            return v ? { v } : shortLived({ v: null }, this.#deps.ttlMs, { local: true });
          } catch (cause) {
            throw new Errors.CONTENT_STORE_UNAVAILABLE((cause as Error).message, { cause });
          }
        },
      ));
    if (!entry.v) throw new Errors.LAYOUT_NOT_FOUND(pageKey, market);
    return entry.v;
  }

  async #advisor(
    token: string,
    sources: DataSources,
    log: FastifyBaseLogger,
  ): Promise<AdvisorProfile | null> {
    try {
      const config = await sources.advisorConfig(token);
      if (!config) return null;
      return {
        id: config.agentId,
        name: config.name,
        email: config.email,
        photo: config.photo,
        phone: config.phone,
        agencyLogo: config.logo,
      };
    } catch (err) {
      log.warn({ err }, 'advisor private-label config unavailable: serving the site without private label');
      return null;
    }
  }

  /**
   * Whether a reseller is known: it has a theme (storefront.md §4, last_minute), or the upstream has its
   * logo (§7: /api/affiliate/logo/{utm_reseller}). Only a known reseller's name enters a Redis key.
   */
  async #resellerKnown(
    reseller: string,
    market: Market,
    sources: DataSources,
    log: FastifyBaseLogger,
  ): Promise<boolean> {
    if (resellerTheme(reseller, market) !== null) return true;
    try {
      return (await sources.resellerLogo(reseller)) !== null;
    } catch (err) {
      log.warn({ err }, 'reseller logo unavailable: the reseller counts as unknown');
      return false;
    }
  }

  readonly #experimentsByLayout = new Map<string, ReadonlySet<string>>();

  #experimentNames(page: PageMatch['page'], layout: PublishedLayout): ReadonlySet<string> {
    const ref = `${page.kind}:${layoutRef(layout)}`;
    const known = this.#experimentsByLayout.get(ref);
    if (known) return known;
    const placements = layout.placements;
    const names = new Set(page.experiments ?? []);
    for (const name of audienceExperiments(placements.map((p) => p.audience))) names.add(name);
    for (const p of placements) {
      for (const d of this.#deps.resolvers[p.blockType].dimensions) {
        if (d.startsWith('experiment:')) names.add(d.slice('experiment:'.length));
      }
    }
    if (this.#experimentsByLayout.size > 1000) this.#experimentsByLayout.clear();
    this.#experimentsByLayout.set(ref, names);
    return names;
  }
}

const answer = (response: PageResponse) => ({ kind: 'answer', response }) as const;

/** Never in a shared cache: the response carries visitor data (response-headers.ts). */
const PRIVATE = { 'Cache-Control': VISITOR_DATA } as const;

/** What the hard stop knows of a request still running: its page kind and its (bounded) page key. */
interface Progress {
  kind: string;
  key: string | null;
}

/** The request's query string, without '?', as the site URL carried it. */
function searchOf(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, value);
  return params.toString();
}
