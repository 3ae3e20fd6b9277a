/**
 * The trip search (storefront.md §7 "Leads, content and search": /api/product/card/v2/search): trip cards
 * for a text query with filters (destination, duration, departure month, price range), a sort and a page,
 * plus the facets of the result (destinations with counts, duration buckets, months with departures, the
 * price range in the market's currency). Every facet counts the trips that match all the other filters.
 */
import { z } from 'zod';
import { UpstreamProductCard } from './product-card.ts';

/** Duration buckets in days, as `{min}-{max}` (both included): what `duration=` takes. */
export const SEARCH_DURATIONS = ['1-7', '8-14', '15-21', '22-99'] as const;
export const SearchDuration = z.enum(SEARCH_DURATIONS);
export type SearchDuration = z.infer<typeof SearchDuration>;

/** Sort orders; relevance is the text score, or popularity without a text query. */
export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc', 'duration'] as const;
export const SearchSort = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof SearchSort>;

/** The most cards a page may ask for. */
export const SEARCH_MAX_PAGE_SIZE = 48;
/** The longest text query taken (longer is a 400 upstream; the composer cuts it before asking). */
export const SEARCH_MAX_QUERY_LENGTH = 100;

/** The request, as query parameters: all optional. */
export const UpstreamSearchQuery = z.object({
  q: z.string().max(SEARCH_MAX_QUERY_LENGTH).default(''),
  destination: z.coerce.number().int().positive().optional(),
  duration: SearchDuration.optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .describe("'YYYY-MM': trips with a departure in that month"),
  priceMin: z.coerce.number().int().nonnegative().optional(),
  priceMax: z.coerce.number().int().nonnegative().optional(),
  sort: SearchSort.default('relevance'),
  page: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(12),
});
export type UpstreamSearchQuery = z.infer<typeof UpstreamSearchQuery>;

export const UpstreamSearchFacets = z.object({
  /** Countries, by number of trips, then name. */
  destinations: z.array(
    z.object({ id: z.number().int(), name: z.string(), count: z.number().int().nonnegative() }),
  ),
  /** Every bucket, in order, with its count (0 included). */
  durations: z.array(
    z.object({
      id: SearchDuration,
      min: z.number().int(),
      max: z.number().int(),
      count: z.number().int().nonnegative(),
    }),
  ),
  /** The twelve months from this one, in order, with the number of trips departing in each. */
  months: z.array(z.object({ id: z.string(), count: z.number().int().nonnegative() })),
  /** The lowest and highest from-price of the matching trips; null without any. */
  price: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export type UpstreamSearchFacets = z.infer<typeof UpstreamSearchFacets>;

export const UpstreamSearchResults = z.object({
  cards: z.array(UpstreamProductCard),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
  /** ISO code of the prices' currency (the market's). */
  currency: z.string(),
  facets: UpstreamSearchFacets,
});
export type UpstreamSearchResults = z.infer<typeof UpstreamSearchResults>;
