/**
 * Typed loaders for the seller's API, bound to one request's market, locale, affiliate and deadline.
 * Every call is cached under its data key (path + language) with single-flight loading, so concurrent
 * cold requests make one upstream call per key; data is validated against its upstream schema before it
 * is cached. A failing critical source fails the page (storefront.md §8); others hide their block.
 *
 * A 404 is remembered briefly (`notFoundTtlMs`, 30 s by default) in a bounded in-process LRU, not in the
 * shared cache: a missing resource is not asked for on every request, and visitor-chosen paths (an
 * unknown advisor token, product id or reseller) never become Redis keys (issue 12, defects 1 and 10).
 */
import {
  UpstreamAdvisorConfig as AdvisorSchema,
  UpstreamAffiliate as AffiliateSchema,
  type FlightSearchForm,
  type Market,
  type UpstreamAdvisorConfig,
  type UpstreamAffiliate,
  UpstreamCampaignComponents,
  UpstreamCategoryAirports,
  UpstreamContentBlock,
  UpstreamCountryFacts,
  UpstreamDayPrices,
  UpstreamDeals,
  UpstreamDestinationDirectory,
  type UpstreamDestinationKind,
  UpstreamDestinationLanding,
  UpstreamFamilyCollection,
  UpstreamFooter,
  UpstreamGenericPage,
  UpstreamGuaranteeBlock,
  UpstreamHeader,
  UpstreamHome,
  UpstreamItinerary,
  UpstreamLeadingPrice,
  UpstreamProductCards,
  UpstreamProductDetail,
  UpstreamProductSeo,
  UpstreamPromotion,
  UpstreamReferral,
  UpstreamResellerLogo,
  UpstreamReviews,
  UpstreamSearchResults,
  UpstreamSiteContext,
  UpstreamSitemap,
  UpstreamSuggestedDestinations,
  UpstreamTermsBlocks,
  upstreamEnvelope,
} from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { CacheLike } from '../compose/cache-like.ts';
import { Errors } from '../errors.ts';
import { CheckoutApi } from './checkout-api.ts';
import type { Deadline } from './deadline.ts';
import { DocumentsApi } from './documents-api.ts';
import { type FlightListAnswer, FlightSearches } from './flight-searches.ts';
import { LeadsApi } from './leads-api.ts';
import { type PaymentProviders, paymentProviders } from './payment-providers.ts';
import type { UpstreamClient } from './upstream-client.ts';

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

/** Issue 12, defect 10: upstream 404s are cached briefly. */
export const NOT_FOUND_TTL_MS = 30_000;
/** The most 404s remembered per cache: an LRU, so a flood of unknown paths only evicts older ones. */
export const NOT_FOUND_MAX_ENTRIES = 10_000;

/**
 * Day prices change through the day: fresh for a short time, then served stale while they are
 * revalidated (issue 9 "Caching"), per (category, city, passengers, month).
 */
export const DAY_PRICES_CACHE = { ttlMs: 30_000, staleMs: 300_000 } as const;

/** Cancels a call at the page deadline. */
export interface CallOptions {
  signal?: AbortSignal;
}

type Loader<T> = () => Promise<T>;

export interface DataSources {
  siteContext: Loader<UpstreamSiteContext>;
  affiliate: Loader<UpstreamAffiliate>;
  home: Loader<UpstreamHome>;
  promotion: Loader<UpstreamPromotion>;
  header: Loader<UpstreamHeader>;
  footer: Loader<UpstreamFooter>;
  deals: Loader<z.infer<typeof UpstreamDeals>>;
  /** Every indexable site path of the market (issue 13: sitemaps). */
  sitemap: Loader<UpstreamSitemap>;
  referral: Loader<UpstreamReferral>;
  /** The best price guarantee's named content block (storefront.md §7 /api/cms/{name}/content-block). */
  guaranteeBlock: Loader<UpstreamGuaranteeBlock>;
  /** The lead form (leads-api.ts): visitor data, never cached. */
  leads: LeadsApi;
  suggestedDestinations: Loader<UpstreamSuggestedDestinations>;
  reviews: Loader<UpstreamReviews>;
  familyCollection: Loader<z.infer<typeof UpstreamFamilyCollection>>;
  campaignComponents: Loader<z.infer<typeof UpstreamCampaignComponents>>;
  resellerLogo: (reseller: string) => Promise<z.infer<typeof UpstreamResellerLogo> | null>;
  advisorConfig: (token: string) => Promise<UpstreamAdvisorConfig | null>;
  productCards: (ids: readonly number[], limit: number) => Promise<z.infer<typeof UpstreamProductCards>>;
  // buying-flow.md §7 "Product, calendar and flights"
  /** The campaign; `type` asks for preview or offline data. A missing product is null. */
  product: (
    id: number,
    options?: CallOptions & { type?: 'preview' | 'offline' },
  ) => Promise<z.infer<typeof UpstreamProductDetail> | null>;
  productSeo: (id: number, options?: CallOptions) => Promise<z.infer<typeof UpstreamProductSeo>>;
  categoryAirports: (
    categoryId: number,
    options?: CallOptions,
  ) => Promise<z.infer<typeof UpstreamCategoryAirports>>;
  itinerary: (
    categoryId: number,
    departureCityId: string,
    options?: CallOptions,
  ) => Promise<z.infer<typeof UpstreamItinerary>>;
  contentBlock: (id: number, options?: CallOptions) => Promise<z.infer<typeof UpstreamContentBlock>>;
  /**
   * A generic content page by slug (storefront.md §7 /api/generic/{slug}); `path` is a slug or
   * `landing/<slug>`. An unknown slug is null (remembered briefly, never a shared-cache key).
   */
  genericPage: (path: string, options?: CallOptions) => Promise<z.infer<typeof UpstreamGenericPage> | null>;
  /** The terms as blocks (/api/generic/terms/blocks), the 2022 version for `year` 2022 (§2). */
  termsBlocks: (year: 2022 | null, options?: CallOptions) => Promise<z.infer<typeof UpstreamTermsBlocks>>;
  leadingPrice: (
    categoryId: number,
    query: { numPassengers: number; cityIataCode: string },
    options?: CallOptions,
  ) => Promise<z.infer<typeof UpstreamLeadingPrice>>;
  /**
   * The trip search (storefront.md §7 "Search"), for an upstream query (search/search-params.ts). Its
   * key holds visitor-typed text: kept in the in-process tier only (issue 12, defect 1).
   */
  search: (
    query: Readonly<Record<string, string | number>>,
    options?: CallOptions,
  ) => Promise<UpstreamSearchResults>;
  dayPrices: (
    categoryId: number,
    departureCityId: string,
    passengers: { adults: number; children: number; babies: number },
    /** 'YYYY-MM' */
    month: string,
    options?: CallOptions,
  ) => Promise<z.infer<typeof UpstreamDayPrices>>;
  // storefront.md §2 destination pages, §7 "Leads, content and search"
  /** Every continent, country and region with its friendly URL (memoised data: page routing reads it). */
  destinations: Loader<z.infer<typeof UpstreamDestinationDirectory>>;
  /** A continent's, country's or region's landing data; an unknown id is null. */
  destinationLanding: (
    kind: UpstreamDestinationKind,
    id: number,
    options?: CallOptions,
  ) => Promise<z.infer<typeof UpstreamDestinationLanding> | null>;
  /** A country's travel facts; an unknown id is null. */
  countryFacts: (id: number, options?: CallOptions) => Promise<z.infer<typeof UpstreamCountryFacts> | null>;
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

/** storefront.md §7: the country's landing data is the v2 call. */
const DESTINATION_LANDING_PATHS = {
  continent: 'continent',
  country: 'v2/country',
  region: 'region',
} as const;

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

export function createDataSources(deps: {
  client: UpstreamClient;
  cache: CacheLike;
  scope: SourceScope;
  settings: SourceSettings;
  log: FastifyBaseLogger;
  /** Reads shared with another composition of the same request; a new set by default. */
  reads?: UpstreamReads;
  /** The request's deadline: cancels its calls when it passes, and bounds their retries. */
  deadline?: Deadline;
}): DataSources {
  const { client, cache, scope, settings, log, deadline } = deps;
  const notFound = notFoundMemo(cache, settings.notFoundTtlMs ?? NOT_FOUND_TTL_MS);
  const m = `/${scope.market}`;
  const lang = scope.locale;

  // One request reads each data key once, whatever the cache does (it may be off).
  const memo: UpstreamReads = deps.reads ?? new Map();

  function load<S extends z.ZodType>(
    source: string,
    path: string,
    schema: S,
    critical: boolean,
    options: CallOptions & { fresh?: { ttlMs: number; staleMs: number }; local?: boolean } = {},
  ): Promise<z.infer<S>> {
    const key = `up:${path}:${lang}`;
    let promise = memo.get(key) as Promise<z.infer<S>> | undefined;
    if (!promise) {
      promise = loadUncached(key, source, path, schema, critical, options);
      memo.set(key, promise);
    }
    return promise;
  }

  async function loadUncached<S extends z.ZodType>(
    key: string,
    source: string,
    path: string,
    schema: S,
    critical: boolean,
    options: CallOptions & { fresh?: { ttlMs: number; staleMs: number }; local?: boolean },
  ): Promise<z.infer<S>> {
    const envelope = upstreamEnvelope(schema);
    const { ttlMs, staleMs } = options.fresh ?? settings;
    const signal = options.signal ?? deadline?.signal;
    const deadlineAt = deadline && Number.isFinite(deadline.at) ? deadline.at : undefined;
    if (notFound.has(key)) {
      throw Object.assign(new Errors.UPSTREAM_NOT_FOUND(`GET ${path} (remembered)`), { critical, source });
    }
    try {
      const tier = options.local ? { local: true } : {};
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
        return (parsed.data as { data: z.infer<S> }).data;
      });
    } catch (err) {
      if (isNotFound(err)) notFound.set(key, true);
      if (err instanceof Error) Object.assign(err, { critical, source });
      throw err;
    }
  }

  async function optional<T>(promise: Promise<T>): Promise<T | null> {
    try {
      return await promise;
    } catch (err) {
      if ((err as { code?: string }).code === 'WP_UPSTREAM_NOT_FOUND') return null;
      throw err;
    }
  }

  const site = `/v1/${scope.subdomain}/${scope.affiliateId}`;
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
    get checkout() {
      checkout ??= new CheckoutApi(client, { market: scope.market, locale: lang }, log, memo);
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
    siteContext: () => load('siteContext', `${m}/api/site/context/guest`, UpstreamSiteContext, true),
    affiliate: () => load('affiliate', `${m}${site}/site/context/affiliate`, AffiliateSchema, true),
    home: () => load('home', `${m}/api/home`, UpstreamHome, true),
    promotion: () => load('promotion', `${m}/api/promotion`, UpstreamPromotion, true),
    header: () => load('header', `${m}/api/header`, UpstreamHeader, true),
    footer: () => load('footer', `${m}/api/footer`, UpstreamFooter, true),
    deals: () => load('deals', `${m}/api/header/deals`, UpstreamDeals, false),
    sitemap: () => load('sitemap', `${m}/api/seo/sitemap`, UpstreamSitemap, true),
    referral: () => load('referral', `${m}/api/site/context/referral`, UpstreamReferral, false),
    guaranteeBlock: () =>
      load('guaranteeBlock', `${m}/api/cms/best-price-guarantee/content-block`, UpstreamGuaranteeBlock, true),
    suggestedDestinations: () =>
      load(
        'suggestedDestinations',
        `${m}/api/searcher/suggested/destinations`,
        UpstreamSuggestedDestinations,
        false,
      ),
    reviews: () => load('reviews', `${m}/api/reviews`, UpstreamReviews, false),
    familyCollection: () =>
      load('familyCollection', `${m}/api/home/family-collection`, UpstreamFamilyCollection, false),
    campaignComponents: () =>
      load('campaignComponents', `${m}/api/campaign-components`, UpstreamCampaignComponents, false),
    resellerLogo: (reseller) =>
      optional(
        load(
          'resellerLogo',
          `${m}/api/affiliate/logo/${encodeURIComponent(reseller)}`,
          UpstreamResellerLogo,
          false,
        ),
      ),
    advisorConfig: (token) =>
      optional(
        load(
          'advisorConfig',
          `${m}/api/advisor/epl-config-presenter/${encodeURIComponent(token)}`,
          AdvisorSchema,
          false,
        ),
      ),
    productCards: (ids, limit) =>
      load(
        'productCards',
        `${m}/api/product/card/search?id=${ids.join(',')}&limit=${limit}`,
        UpstreamProductCards,
        false,
      ),
    product: (id, options = {}) =>
      optional(
        load(
          'product',
          `${m}/api/nextjs/pdp/${id}${options.type ? `?type=${options.type}` : ''}`,
          UpstreamProductDetail,
          false,
          options,
        ),
      ),
    productSeo: (id, options) =>
      load('productSeo', `${m}/api/seo/product/${id}`, UpstreamProductSeo, false, options),
    categoryAirports: (categoryId, options) =>
      load('airports', `${m}/api/category/${categoryId}/airports`, UpstreamCategoryAirports, false, options),
    itinerary: (categoryId, cityId, options) =>
      load(
        'itinerary',
        `${m}/api/category/${categoryId}/itinerary/${encodeURIComponent(cityId)}`,
        UpstreamItinerary,
        false,
        options,
      ),
    contentBlock: (id, options) =>
      load('contentBlock', `${m}/api/content-block/${id}`, UpstreamContentBlock, false, options),
    genericPage: (path, options) =>
      optional(
        load(
          'genericPage',
          `${m}/api/generic/${path.split('/').map(encodeURIComponent).join('/')}`,
          UpstreamGenericPage,
          false,
          options,
        ),
      ),
    termsBlocks: (year, options) =>
      load(
        'termsBlocks',
        `${m}/api/generic/terms/blocks${year ? `?year=${year}` : ''}`,
        UpstreamTermsBlocks,
        false,
        options,
      ),
    leadingPrice: (categoryId, query, options) =>
      load(
        'leadingPrice',
        `${m}/api/category/${categoryId}/leading-prices?numPassengers=${query.numPassengers}&cityIataCode=${encodeURIComponent(query.cityIataCode)}`,
        UpstreamLeadingPrice,
        false,
        options,
      ),
    destinations: () =>
      load('destinations', `${m}/api/landing/destinations`, UpstreamDestinationDirectory, true),
    destinationLanding: (kind, id, options) =>
      optional(
        load(
          'destinationLanding',
          `${m}/api/landing/${DESTINATION_LANDING_PATHS[kind]}/${id}`,
          UpstreamDestinationLanding,
          true,
          options,
        ),
      ),
    countryFacts: (id, options) =>
      optional(
        load('countryFacts', `${m}/v1/destinations/countries/${id}`, UpstreamCountryFacts, false, options),
      ),
    search: (query, options = {}) =>
      load(
        'search',
        `${m}/api/product/card/v2/search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
        UpstreamSearchResults,
        false,
        { ...options, local: true },
      ),
    dayPrices: (categoryId, cityId, pax, month, options = {}) => {
      const [year, mm] = month.split('-');
      return load(
        'dayPrices',
        `${m}/api/category/${categoryId}/${encodeURIComponent(cityId)}/prices?adults=${pax.adults}&children=${pax.children}&babies=${pax.babies}&month=${Number(mm)}&year=${year}`,
        UpstreamDayPrices,
        false,
        { ...options, fresh: DAY_PRICES_CACHE },
      );
    },
  };
}
