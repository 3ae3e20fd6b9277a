/**
 * One site request -> one page response. The cache-hit path is short and synchronous up to the
 * lookup: route, base context, layout (memory), experiments, page key, peek. A miss composes under
 * single flight; a failing critical upstream call serves the last good copy of the page, or the
 * spec's 302 to /us/500 (storefront.md §8).
 */

import type { ContentStore } from '@waypoint/cms-adapter';
import {
  type CookieInstruction,
  isLoggedIn,
  referralCookies,
  SERVER_ERROR_PATH,
  salesSiteRedirect,
  siteFromHost,
} from '@waypoint/config';
import {
  type BlockType,
  type Market,
  type PageTree,
  type PublishedLayout,
  SCHEMA_VERSION,
} from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Counter } from 'prom-client';
import type { RequestInput } from '../context/request-input.ts';
import { baseContext, completeContext } from '../context/resolve-context.ts';
import { type Route, routeFor } from '../context/route.ts';
import { Errors } from '../errors.ts';
import type { Translator } from '../i18n/index.ts';
import { createDataSources, type DataSources, type SourceSettings } from '../sources/data-sources.ts';
import type { UpstreamClient } from '../sources/upstream-client.ts';
import { audienceExperiments, scheduleState } from './audience.ts';
import { layoutRef, pageCacheKey } from './cache-keys.ts';
import { BypassCache, type CacheLike } from './cache-like.ts';
import { type ComposeDeps, composeRegions } from './compose-page.ts';
import { errorMeta, homeMeta, landingMeta, wireContext } from './page-meta.ts';
import type { AdvisorProfile, RequestContext, ResolverRegistry } from './types.ts';

export type PageResponse =
  | {
      kind: 'redirect';
      status: 302;
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
  checkContract: boolean;
  now: () => Date;
  random: () => number;
  metrics?: { pages: Counter<'kind' | 'source'> } & Pick<ComposeDeps, 'blockDuration'>;
}

/** Experiments the home page reads besides those in audience rules and resolver dimensions. */
const PAGE_EXPERIMENTS: Record<string, readonly string[]> = {
  home: ['ABShowChatbot', 'headerWithSearch', 'ABPhoneHeader', 'ABMultilanguage', 'ABPayLaterPromoMessage'],
};

/** Error pages must render while the upstream is down: a fixed layout, no upstream data. */
const errorLayout = (status: 404 | 500): PublishedLayout => ({
  layoutId: `builtin-error-${status}`,
  version: 1,
  scope: { pageKey: `error-${status}`, market: null, affiliateId: null, siteKind: null },
  placements: [
    {
      id: `error-${status}`,
      blockType: 'ErrorPage',
      config: { statusCode: status },
      audience: {},
      schedule: { from: null, until: null },
    },
  ],
  publishedAt: '1970-01-01T00:00:00.000Z',
});

const LAST_GOOD_TTL_MS = 24 * 3600_000;

export interface HandleOptions {
  /** `?explain=1` from a signed-in studio user: composed fresh, never cached, blocks tagged. */
  explain?: boolean;
}

/** A studio preview: a draft layout, composed for any audience at any moment, never cached. */
export interface PreviewOptions {
  layout: PublishedLayout;
  now: Date;
  /** Said in the explain section: e.g. that travellers with this audience are served another layout. */
  note?: string;
}

export class PageService {
  readonly #deps: PageServiceDeps;
  readonly #compose: ComposeDeps;

  constructor(deps: PageServiceDeps) {
    this.#deps = deps;
    this.#compose = {
      resolvers: deps.resolvers,
      cache: deps.cache,
      ttlMs: deps.ttlMs,
      staleMs: deps.staleMs,
      deadlineMs: deps.deadlineMs,
      checkContract: deps.checkContract,
      ...(deps.metrics?.blockDuration ? { blockDuration: deps.metrics.blockDuration } : {}),
    };
  }

  async handle(
    input: RequestInput,
    log: FastifyBaseLogger,
    options: HandleOptions = {},
  ): Promise<PageResponse> {
    // 1. Route
    let route = routeFor(input.path, input.query['lang']);
    if (route.kind === 'redirect') {
      log.info({ err: new Errors.INVALID_MARKET(route.reason) }, 'redirect to the not-found page');
      return {
        kind: 'redirect',
        status: 302,
        location: route.location,
        headers: { 'X-error': 'generic' },
        cookies: [],
      };
    }
    if (route.kind === 'error' && route.missing)
      log.info({ err: new Errors.PAGE_NOT_FOUND(route.missing) }, 'no page');
    // 2. Context, layout, experiments
    const base = baseContext(input, route.market, route.path);
    const host = siteFromHost(input.host, this.#deps.baseDomain);
    if (host.kind === 'sales') {
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
        return { kind: 'redirect', status: 302, location: gate.location, headers: {}, cookies: [] };
      }
    }
    base.cookies.push(
      ...referralCookies({
        mgm: input.query['MGM'],
        referralToken: input.query['referralToken'],
        promocode: input.query['promocode'],
        showSales: host.kind === 'sales',
        cookies: input.cookies,
      }),
    );
    const scope = { market: base.market, locale: base.locale, site: host };
    const layoutKey = `layout:${route.pageKey}:${base.market}:${host.affiliateId}:${host.kind}`;
    let sources: DataSources | undefined;
    if (route.kind === 'home' && this.#deps.cache.peek(layoutKey) === undefined) {
      // Cold path (the layout is not even in memory): start the page-data calls while the layout is
      // read; the composition below awaits the same calls (the sources memoise per request).
      sources = this.#sources(scope, log);
      this.#prefetch(sources).catch((err) => log.debug({ err }, 'early page-data call failed'));
    }
    let layout: PublishedLayout;
    try {
      layout =
        route.kind === 'error'
          ? errorLayout(route.status)
          : await this.#layout(layoutKey, route.pageKey, base.market, host.affiliateId, host.kind);
    } catch (err) {
      if (route.kind === 'landing' && err instanceof Errors.LAYOUT_NOT_FOUND) {
        // An unpublished (or unknown) landing page is a plain not-found page.
        log.info({ err: new Errors.PAGE_NOT_FOUND(input.path) }, 'no published landing page');
        route = {
          kind: 'error',
          market: route.market,
          pageKey: 'error-404',
          status: 404,
          path: `/${route.market}/404`,
          missing: input.path,
        };
        layout = errorLayout(404);
      } else {
        // No layout, no page key and so no last good copy: the spec's error redirect.
        return this.#fallback(err, route.kind, null, {}, [], log);
      }
    }
    let advisor: AdvisorProfile | null = null;
    if (base.advisorToken) {
      sources ??= this.#sources(scope, log);
      advisor = await this.#advisor(base.advisorToken, sources, log);
    }
    const now = this.#deps.now();
    const { ctx, cookies } = completeContext(base, input, {
      baseDomain: this.#deps.baseDomain,
      advisor,
      experimentNames: this.#experimentNames(route.pageKey, layout),
      now,
      random: this.#deps.random,
      pageKind: route.kind === 'home' ? 'home' : 'other',
    });
    const headers = responseHeaders(ctx);
    const status = route.kind === 'error' ? route.status : 200;
    if (options.explain) {
      const body = await this.#composeJson(
        route,
        layout,
        ctx,
        null,
        sources ?? this.#sources(ctx, log),
        log,
        {
          now,
          explain: true,
        },
      );
      return {
        kind: 'page',
        status,
        body,
        headers: { ...headers, 'Cache-Control': 'private, no-store' },
        cookies,
      };
    }
    // 3. Cache, then compose
    const key = pageCacheKey(route.pageKey, this.#layoutRef(layout, now), ctx);
    const hit = this.#deps.cache.peek<string>(key);
    if (hit !== undefined) {
      this.#deps.metrics?.pages.inc({ kind: route.kind, source: 'memory' });
      return { kind: 'page', status, body: hit, headers, cookies };
    }
    const composeRoute = route;
    try {
      const body = await this.#deps.cache.wrap(
        key,
        { ttlMs: this.#deps.ttlMs, staleMs: this.#deps.staleMs, tags: ['pages', `layout:${route.pageKey}`] },
        () =>
          this.#composeJson(composeRoute, layout, ctx, key, sources ?? this.#sources(ctx, log), log, { now }),
      );
      this.#deps.metrics?.pages.inc({ kind: route.kind, source: 'composed' });
      return { kind: 'page', status, body, headers, cookies };
    } catch (err) {
      return this.#fallback(err, route.kind, key, headers, cookies, log);
    }
  }

  /**
   * The studio's preview: `options.layout` (a draft) composed for the request's audience at
   * `options.now`, with explain, never cached; the sales sign-in gate does not apply.
   */
  async preview(input: RequestInput, options: PreviewOptions, log: FastifyBaseLogger): Promise<PageResponse> {
    const route = routeFor(input.path, input.query['lang']);
    if (route.kind !== 'home' && route.kind !== 'landing') {
      throw new TypeError(`preview needs a home or landing path, got ${input.path}`);
    }
    const base = baseContext(input, route.market, route.path);
    const sources = this.#sources(
      { market: base.market, locale: base.locale, site: siteFromHost(input.host, this.#deps.baseDomain) },
      log,
    );
    const advisor = base.advisorToken ? await this.#advisor(base.advisorToken, sources, log) : null;
    const { ctx } = completeContext(base, input, {
      baseDomain: this.#deps.baseDomain,
      advisor,
      experimentNames: this.#experimentNames(route.pageKey, options.layout),
      now: options.now,
      random: this.#deps.random,
      pageKind: route.kind === 'home' ? 'home' : 'other',
    });
    const body = await this.#composeJson(route, options.layout, ctx, null, sources, log, {
      now: options.now,
      explain: true,
      uncachedBlocks: true,
      ...(options.note ? { note: options.note } : {}),
    });
    return {
      kind: 'page',
      status: 200,
      body,
      headers: { ...responseHeaders(ctx), 'Cache-Control': 'private, no-store' },
      cookies: [],
    };
  }

  /** The layout's version plus which of its scheduled placements are live now (page cache key part). */
  #layoutRef(layout: PublishedLayout, now: Date): string {
    const ref = layoutRef(layout);
    const schedules = layout.placements.map((p) => p.schedule);
    const state = scheduleState(schedules, now);
    return state === '' ? ref : `${ref}~${state}`;
  }

  async #composeJson(
    route: Exclude<Route, { kind: 'redirect' }>,
    layout: PublishedLayout,
    ctx: RequestContext,
    key: string | null,
    sources: DataSources,
    log: FastifyBaseLogger,
    options: {
      now: Date;
      explain?: boolean;
      uncachedBlocks?: boolean;
      note?: string;
    },
  ): Promise<string> {
    const t = this.#deps.translator.t(ctx.locale, ctx.translatorMode);
    // storefront.md §7 Server-side page load: the page-data calls; a failure here fails the page.
    // The resolvers start at once, beside the page-data calls: every upstream call of the page is in
    // flight together, and each data key is read once (the sources memoise per request).
    const explain = options.explain
      ? {
          layoutId: layout.layoutId,
          ...(layout.name ? { layoutName: layout.name } : {}),
          version: layout.version,
        }
      : undefined;
    const [home, composed] = await Promise.all([
      route.kind === 'home' ? this.#prefetch(sources) : null,
      composeRegions(
        options.uncachedBlocks ? { ...this.#compose, cache: new BypassCache() } : this.#compose,
        {
          ctx,
          placements: layout.placements,
          layoutTag: `layout:${layout.layoutId}`,
          sources,
          t,
          log,
          now: options.now,
          ...(explain ? { explain } : {}),
        },
      ),
    ]);
    const page =
      route.kind === 'home'
        ? homeMeta(ctx, t, [...(home?.topSales.cards ?? []), ...(home?.flashSales.cards ?? [])])
        : route.kind === 'landing'
          ? landingMeta(ctx, t, route.slug, layout.name ?? route.slug)
          : errorMeta(ctx, t, route.status);
    const tree: PageTree = {
      schemaVersion: SCHEMA_VERSION,
      page,
      context: wireContext(ctx),
      regions: composed.regions,
    };
    if (explain) {
      tree.explain = {
        ...explain,
        scope: layout.scope,
        asOf: options.now.toISOString(),
        excluded: composed.excluded,
        ...(options.note ? { note: options.note } : {}),
      };
    }
    const body = JSON.stringify(tree);
    if (key !== null)
      await this.#deps.cache.set(`last:${key}`, body, { ttlMs: LAST_GOOD_TTL_MS, tags: ['last-good'] });
    return body;
  }

  async #prefetch(sources: DataSources) {
    const [home] = await Promise.all([
      sources.home(),
      sources.siteContext(),
      sources.affiliate(),
      sources.promotion(),
      sources.header(),
      sources.footer(),
    ]);
    return home;
  }

  async #fallback(
    err: unknown,
    kind: Route['kind'],
    key: string | null,
    headers: Record<string, string>,
    cookies: CookieInstruction[],
    log: FastifyBaseLogger,
  ): Promise<PageResponse> {
    const lastGood = key === null ? undefined : this.#deps.cache.peek<string>(`last:${key}`);
    if (lastGood !== undefined) {
      log.warn({ err }, 'page composition failed: serving the last good page');
      this.#deps.metrics?.pages.inc({ kind, source: 'last-good' });
      return {
        kind: 'page',
        status: 200,
        body: lastGood,
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
      (await this.#deps.cache.wrap(
        key,
        { ttlMs: this.#deps.ttlMs, staleMs: this.#deps.staleMs, tags: ['layout', `layout:${pageKey}`] },
        async () => {
          try {
            return {
              v: await this.#deps.content.getPublishedLayout({
                pageKey,
                market,
                affiliateId,
                siteKind,
              }),
            };
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

  readonly #experimentsByLayout = new Map<string, ReadonlySet<string>>();

  #experimentNames(pageKey: string, layout: PublishedLayout): ReadonlySet<string> {
    const ref = layoutRef(layout);
    const known = this.#experimentsByLayout.get(ref);
    if (known) return known;
    const placements = layout.placements;
    const names = new Set(PAGE_EXPERIMENTS[pageKey] ?? []);
    for (const name of audienceExperiments(placements.map((p) => p.audience))) names.add(name);
    for (const p of placements) {
      for (const d of this.#deps.resolvers[p.blockType as BlockType].dimensions) {
        if (d.startsWith('experiment:')) names.add(d.slice('experiment:'.length));
      }
    }
    if (this.#experimentsByLayout.size > 1000) this.#experimentsByLayout.clear();
    this.#experimentsByLayout.set(ref, names);
    return names;
  }
}

/** storefront.md §7: the server response sets X-Locale, X-utm-reseller, X-advisor-token and Cache-Control. */
function responseHeaders(ctx: RequestContext): Record<string, string> {
  return {
    'X-Locale': ctx.locale,
    'X-utm-reseller': ctx.site.reseller ?? '',
    'X-advisor-token': ctx.advisorToken ?? '',
    'Cache-Control': 'private, max-age=600',
  };
}

/** The request's query string, without '?', as the site URL carried it. */
function searchOf(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, value);
  return params.toString();
}
