/**
 * Every cached read of the seller's API (storefront.md §7, buying-flow.md §7), one descriptor each: its
 * path under the market, the schema of its `data`, and how it is cached and what its failure means.
 * `DataSources` (data-sources.ts) has one method per descriptor, typed from it: the call's arguments are
 * the path's parameters, then optional CallOptions.
 */
import {
  UpstreamAdvisorConfig,
  UpstreamAffiliate,
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
} from '@waypoint/schemas';
import type { z } from 'zod';

/** The site a request reads for (the affiliate's context is read per subdomain and affiliate). */
export interface ReadSite {
  subdomain: string;
  affiliateId: number;
}

export interface Freshness {
  ttlMs: number;
  staleMs: number;
}

export interface UpstreamRead<A extends unknown[], S extends z.ZodType, N extends boolean, O> {
  schema: S;
  /**
   * The path after `/<market>`, from the call's arguments (`this` is the request's site). Its declared
   * parameters are the call's arguments before the options: none may be optional or defaulted.
   */
  path: (this: ReadSite, ...args: A) => string;
  /** Its name in metrics and logs, when not the method's. */
  source?: string;
  /** A failure fails the page (storefront.md §8) instead of hiding one block. */
  critical?: boolean;
  /** A 404 answers null (remembered briefly) instead of failing. */
  nullable?: N;
  /** Its own freshness instead of the configured one. */
  fresh?: Freshness;
  /** The in-process tier only: its key holds visitor-typed text, never a shared-cache key. */
  local?: boolean;
  /** What the call's own options add to the path (after the path's own query, if any). */
  query?: (options: O) => string;
}

const read = <A extends unknown[], S extends z.ZodType, N extends boolean = false, O = unknown>(
  descriptor: UpstreamRead<A, S, N, O>,
) => descriptor;

/**
 * Day prices change through the day: fresh for a short time, then served stale while they are
 * revalidated, per (category, city, passengers, month).
 */
export const DAY_PRICES_CACHE = { ttlMs: 30_000, staleMs: 300_000 } as const;

/** storefront.md §7: the country's landing data is the v2 call. */
const DESTINATION_LANDING_PATHS = {
  continent: 'continent',
  country: 'v2/country',
  region: 'region',
} as const;

const segment = encodeURIComponent;

export const UPSTREAM_READS = {
  siteContext: read({ schema: UpstreamSiteContext, critical: true, path: () => '/api/site/context/guest' }),
  affiliate: read({
    schema: UpstreamAffiliate,
    critical: true,
    path(this: ReadSite) {
      return `/v1/${this.subdomain}/${this.affiliateId}/site/context/affiliate`;
    },
  }),
  home: read({ schema: UpstreamHome, critical: true, path: () => '/api/home' }),
  promotion: read({ schema: UpstreamPromotion, critical: true, path: () => '/api/promotion' }),
  header: read({ schema: UpstreamHeader, critical: true, path: () => '/api/header' }),
  footer: read({ schema: UpstreamFooter, critical: true, path: () => '/api/footer' }),
  deals: read({ schema: UpstreamDeals, path: () => '/api/header/deals' }),
  /** Every indexable site path of the market (the sitemaps). */
  sitemap: read({ schema: UpstreamSitemap, critical: true, path: () => '/api/seo/sitemap' }),
  referral: read({ schema: UpstreamReferral, path: () => '/api/site/context/referral' }),
  /** The best price guarantee's named content block (storefront.md §7 /api/cms/{name}/content-block). */
  guaranteeBlock: read({
    schema: UpstreamGuaranteeBlock,
    critical: true,
    path: () => '/api/cms/best-price-guarantee/content-block',
  }),
  suggestedDestinations: read({
    schema: UpstreamSuggestedDestinations,
    path: () => '/api/searcher/suggested/destinations',
  }),
  reviews: read({ schema: UpstreamReviews, path: () => '/api/reviews' }),
  familyCollection: read({ schema: UpstreamFamilyCollection, path: () => '/api/home/family-collection' }),
  campaignComponents: read({ schema: UpstreamCampaignComponents, path: () => '/api/campaign-components' }),
  resellerLogo: read({
    schema: UpstreamResellerLogo,
    nullable: true,
    path: (reseller: string) => `/api/affiliate/logo/${segment(reseller)}`,
  }),
  advisorConfig: read({
    schema: UpstreamAdvisorConfig,
    nullable: true,
    path: (token: string) => `/api/advisor/epl-config-presenter/${segment(token)}`,
  }),
  productCards: read({
    schema: UpstreamProductCards,
    path: (ids: readonly number[], limit: number) =>
      `/api/product/card/search?id=${ids.join(',')}&limit=${limit}`,
  }),
  // buying-flow.md §7 "Product, calendar and flights"
  /** The campaign; `type` asks for preview or offline data. A missing product is null. */
  product: read({
    schema: UpstreamProductDetail,
    nullable: true,
    path: (id: number) => `/api/nextjs/pdp/${id}`,
    query: (options: { type?: 'preview' | 'offline' }) => (options.type ? `?type=${options.type}` : ''),
  }),
  productSeo: read({ schema: UpstreamProductSeo, path: (id: number) => `/api/seo/product/${id}` }),
  categoryAirports: read({
    schema: UpstreamCategoryAirports,
    source: 'airports',
    path: (categoryId: number) => `/api/category/${categoryId}/airports`,
  }),
  itinerary: read({
    schema: UpstreamItinerary,
    path: (categoryId: number, departureCityId: string) =>
      `/api/category/${categoryId}/itinerary/${segment(departureCityId)}`,
  }),
  contentBlock: read({ schema: UpstreamContentBlock, path: (id: number) => `/api/content-block/${id}` }),
  /**
   * A generic content page by slug (storefront.md §7 /api/generic/{slug}); `path` is a slug or
   * `landing/<slug>`. An unknown slug is null (remembered briefly, never a shared-cache key).
   */
  genericPage: read({
    schema: UpstreamGenericPage,
    nullable: true,
    path: (path: string) => `/api/generic/${path.split('/').map(segment).join('/')}`,
  }),
  /** The terms as blocks (/api/generic/terms/blocks), the 2022 version for `year` 2022 (§2). */
  termsBlocks: read({
    schema: UpstreamTermsBlocks,
    path: (year: 2022 | null) => `/api/generic/terms/blocks${year ? `?year=${year}` : ''}`,
  }),
  leadingPrice: read({
    schema: UpstreamLeadingPrice,
    path: (categoryId: number, query: { numPassengers: number; cityIataCode: string }) =>
      `/api/category/${categoryId}/leading-prices?numPassengers=${query.numPassengers}&cityIataCode=${segment(query.cityIataCode)}`,
  }),
  /**
   * The trip search (storefront.md §7 "Search"), for an upstream query (search/search-params.ts). Its
   * key holds visitor-typed text: kept in the in-process tier only.
   */
  search: read({
    schema: UpstreamSearchResults,
    local: true,
    path: (query: Readonly<Record<string, string | number>>) =>
      `/api/product/card/v2/search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  }),
  /** A month of prices per day; `month` is 'YYYY-MM'. */
  dayPrices: read({
    schema: UpstreamDayPrices,
    fresh: DAY_PRICES_CACHE,
    path: (
      categoryId: number,
      departureCityId: string,
      passengers: { adults: number; children: number; babies: number },
      month: string,
    ) => {
      const [year, mm] = month.split('-');
      return `/api/category/${categoryId}/${segment(departureCityId)}/prices?adults=${passengers.adults}&children=${passengers.children}&babies=${passengers.babies}&month=${Number(mm)}&year=${year}`;
    },
  }),
  // storefront.md §2 destination pages, §7 "Leads, content and search"
  /** Every continent, country and region with its friendly URL (memoised data: page routing reads it). */
  destinations: read({
    schema: UpstreamDestinationDirectory,
    critical: true,
    path: () => '/api/landing/destinations',
  }),
  /** A continent's, country's or region's landing data; an unknown id is null. */
  destinationLanding: read({
    schema: UpstreamDestinationLanding,
    critical: true,
    nullable: true,
    path: (kind: UpstreamDestinationKind, id: number) =>
      `/api/landing/${DESTINATION_LANDING_PATHS[kind]}/${id}`,
  }),
  /** A country's travel facts; an unknown id is null. */
  countryFacts: read({
    schema: UpstreamCountryFacts,
    nullable: true,
    path: (id: number) => `/v1/destinations/countries/${id}`,
  }),
};

export type ReadDescriptors = typeof UPSTREAM_READS;
