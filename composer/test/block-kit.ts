/**
 * Shared harness of the resolver tests: one real sandbox per test file, reached over HTTP through the
 * real UpstreamClient and createDataSources with a memory-only TieredCache, and a RequestContext built
 * from a few overrides with the defaults that @waypoint/config derives. Not used outside tests.
 */
import {
  currencyForMarket,
  featureFlags,
  marketMainLocale,
  type PageKind,
  resolveSite,
} from '@waypoint/config';
import { buildSandbox } from '@waypoint/sandbox';
import {
  BLOCK_CONFIG_SCHEMAS,
  BLOCK_PROPS_SCHEMAS,
  type BlockType,
  type Device,
  type Locale,
  type Market,
  type PropsOf,
  type Site,
  type UpstreamSiteContext,
} from '@waypoint/schemas';
import pino from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { TieredCache } from '../src/cache/index.ts';
import {
  type AdvisorProfile,
  type BlockResolver,
  type HomeFlags,
  type RequestContext,
  type ResolveResult,
  undegraded,
} from '../src/compose/types.ts';
import { createTranslator } from '../src/i18n/index.ts';
import type { PageParams } from '../src/pages/define-page.ts';
import { createDataSources, type DataSources } from '../src/sources/data-sources.ts';
import { UpstreamClient } from '../src/sources/upstream-client.ts';

export const BASE_DOMAIN = 'waypoint.test';
export const ORIGIN = `https://www.${BASE_DOMAIN}`;

/** Hosts of each site kind (config `siteFromHost`); partners: viajes (2, B2B2C), agents (40, B2B). */
export const HOSTS = {
  main: `www.${BASE_DOMAIN}`,
  advisors: `advisors.${BASE_DOMAIN}`,
  sales: `sales.${BASE_DOMAIN}`,
  partner: `viajes.${BASE_DOMAIN}`,
  tradePartner: `agents.${BASE_DOMAIN}`,
  whiteLabel: 'travel.partner-one.test',
} as const;

export interface CtxOverrides {
  market?: Market;
  locale?: Locale;
  device?: Device;
  site?: keyof typeof HOSTS;
  /** Fields of the resolved site to force (e.g. an excluded affiliate id). */
  siteFields?: Partial<Site>;
  advisor?: AdvisorProfile | null;
  advisorToken?: string | null;
  reseller?: string | null;
  hasResellerCookie?: boolean;
  resellerKnown?: boolean;
  isAdvisor?: boolean;
  errorCode?: string | null;
  hidePromotion?: boolean;
  translatorMode?: boolean;
  path?: string;
  pageKind?: PageKind;
  flags?: Partial<HomeFlags>;
}

/** A RequestContext as the composer builds it, from a few overrides. */
export function buildCtx(o: CtxOverrides = {}): RequestContext {
  const market = o.market ?? 'us';
  const locale = o.locale ?? marketMainLocale(market);
  const advisor = o.advisor ?? null;
  const advisorToken = o.advisorToken ?? (advisor ? `token-${advisor.id}` : null);
  const resolved = resolveSite({
    host: HOSTS[o.site ?? 'main'],
    baseDomain: BASE_DOMAIN,
    advisorToken,
    reseller: o.reseller ?? null,
    privateLabel: advisor !== null,
  });
  const site: Site = { ...resolved, ...o.siteFields };
  const flags = featureFlags({ site, market, pageKind: o.pageKind ?? 'home', experiments: {}, locale });
  return {
    market,
    locale,
    currency: currencyForMarket(market),
    device: o.device ?? 'desktop',
    site,
    experiments: {},
    path: o.path ?? `/${market}`,
    origin: ORIGIN,
    hidePromotion: o.hidePromotion ?? false,
    errorCode: o.errorCode ?? null,
    translatorMode: o.translatorMode ?? false,
    advisorToken,
    advisor,
    hasResellerCookie: o.hasResellerCookie ?? site.reseller !== null,
    resellerKnown: o.resellerKnown ?? site.reseller !== null,
    isAdvisor: o.isAdvisor ?? (advisorToken !== null || site.kind === 'advisors'),
    flags: { ...flags, ...o.flags },
    visitor: null,
  };
}

export interface LogRecord {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

export interface RunOptions {
  ctx?: CtxOverrides | RequestContext;
  /** CMS config input of the placement; parsed with the block's config schema (defaults applied). */
  config?: Record<string, unknown>;
  /** The page's params (the trip page's selection); `{ market: ctx.market }` by default. */
  params?: Omit<PageParams, 'market'>;
  /** The page deadline's signal; never fires by default. */
  signal?: AbortSignal;
  /** Replaces some loaders, e.g. to vary real sandbox data: `(real) => ({ home: async () => ... })`. */
  sources?: (real: DataSources) => Partial<DataSources>;
}

export interface RunOutcome<T extends BlockType> {
  result: ResolveResult<T>;
  /** The result as a list of props (empty when hidden), each validated against the block's props schema. */
  props: PropsOf<T>[];
  /** The resolver returned a degraded form (a call it needs failed). */
  degraded: boolean;
  ctx: RequestContext;
  logs: LogRecord[];
  sources: DataSources;
}

export interface Kit {
  run<T extends BlockType>(resolver: BlockResolver<T>, options?: RunOptions): Promise<RunOutcome<T>>;
  /** Data sources of a context, for reading what the sandbox serves. */
  sourcesFor(ctx: RequestContext): DataSources;
  sandbox(): Awaited<ReturnType<typeof buildSandbox>>;
  /** The private-label profile the sandbox serves for an advisor_token (sandbox tokens: adv-demo-1...). */
  advisor(token: string, market?: Market): Promise<AdvisorProfile>;
}

const silentCacheLogger = { debug() {}, info() {}, warn() {}, error() {} };
const translator = createTranslator();

/** Asserts that props match the block's schema, showing the issues when they do not. */
export function expectValidProps<T extends BlockType>(type: T, props: unknown): PropsOf<T> {
  const parsed = BLOCK_PROPS_SCHEMAS[type].safeParse(props);
  expect(parsed.success ? [] : parsed.error.issues, `${type} props match their schema`).toEqual([]);
  return props as PropsOf<T>;
}

/** Starts the sandbox before the file's tests and stops it after them. */
export function useKit(): Kit {
  let app: Awaited<ReturnType<typeof buildSandbox>> | undefined;
  let client: UpstreamClient | undefined;

  beforeAll(async () => {
    app = await buildSandbox({ faults: true });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    client = new UpstreamClient({ baseUrl: address, timeoutMs: 5_000 });
  });
  afterAll(async () => {
    await client?.close();
    await app?.close();
  });

  function sourcesFor(ctx: RequestContext, log: pino.Logger = pino({ level: 'silent' })): DataSources {
    if (!client) throw new Error('useKit(): the sandbox is not started yet (call run() inside a test)');
    return createDataSources({
      client,
      // A fresh memory-only cache per run, so that fault rules are never hidden by earlier answers.
      cache: new TieredCache({ namespace: 'test', logger: silentCacheLogger }),
      scope: {
        market: ctx.market,
        locale: ctx.locale,
        subdomain: ctx.site.subdomain,
        affiliateId: ctx.site.affiliateId,
      },
      settings: { ttlMs: 60_000, staleMs: 60_000 },
      log,
    });
  }

  return {
    sourcesFor: (ctx) => sourcesFor(ctx),
    sandbox() {
      if (!app) throw new Error('useKit(): the sandbox is not started yet');
      return app;
    },
    async advisor(token, market = 'us') {
      const config = await sourcesFor(buildCtx({ market })).advisorConfig(token);
      if (!config) throw new Error(`the sandbox has no advisor config for ${token}`);
      // storefront.md §3 Advisor private-label config: agentId -> id, logo -> agency logo.
      const { agentId, name, email, photo, phone, logo } = config;
      return { id: agentId, name, email, photo, phone, agencyLogo: logo };
    },
    async run<T extends BlockType>(resolver: BlockResolver<T>, options: RunOptions = {}) {
      const ctx = options.ctx && 'currency' in options.ctx ? options.ctx : buildCtx(options.ctx);
      const logs: LogRecord[] = [];
      const log = pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
      const real = sourcesFor(ctx, log);
      const sources = { ...real, ...options.sources?.(real) };
      const config = BLOCK_CONFIG_SCHEMAS[resolver.type].parse(options.config ?? {}) as never;
      const t = translator.t(ctx.locale, ctx.translatorMode);
      const result = await resolver.resolve({
        ctx,
        config,
        placementId: `test-${resolver.type}`,
        t,
        sources,
        log,
        params: { ...options.params, market: ctx.market },
        signal: options.signal ?? new AbortController().signal,
      });
      const { value, degraded } = undegraded(result);
      const list: PropsOf<T>[] = value === null ? [] : Array.isArray(value) ? value : [value];
      const props = list.map((p) => expectValidProps(resolver.type, p));
      return { result, props, degraded, ctx, logs, sources };
    },
  };
}

/** pino's numeric level of warnings. */
export const WARN = 40;

/** A `sources` override: the real site context with these site configuration fields changed. */
export const withSite =
  (site: Partial<UpstreamSiteContext['site']>) =>
  (real: DataSources): Partial<DataSources> => ({
    siteContext: async (): Promise<UpstreamSiteContext> => {
      const sc = await real.siteContext();
      return { ...sc, site: { ...sc.site, ...site } };
    },
  });
