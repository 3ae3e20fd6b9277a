/**
 * The trip page's data as the seller's API sends it (buying-flow.md §3 "Campaign", "Category",
 * "Occupancy rules", "Departure point"; §7 "Product, calendar and flights"). Every body is `{ data: T }`.
 * Paths are relative to the market's API base, e.g. `/us/api/nextjs/pdp/12`.
 */
import { z } from 'zod';
import { UpstreamImage } from './product-card.ts';

/** buying-flow.md §3 "Departure point": the special departure id that means land only (no flights). */
export const LAND_ONLY_DEPARTURE_ID = 'land-only';

/** `YYYY-MM-DD`: a calendar day, no time zone. */
export const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** `YYYY-MM`. */
export const IsoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/**
 * buying-flow.md §3 "Occupancy rules": a map from an adult count to an availability number, 0 meaning
 * not available (a count absent from the map is not available either).
 */
export const UpstreamAdultOccupancy = z
  .record(z.string().regex(/^\d+$/), z.number().int().nonnegative())
  .describe('Adult count -> availability (0: that count cannot be booked)');

export const UpstreamCategoryTab = z.object({
  title: z.string(),
  /** Sanitised by the composer before it is shown. */
  html: z.string(),
});

/** A category (a room or price level) as listed on a campaign, with its detail. */
export const UpstreamCategory = z
  .object({
    categoryId: z.number().int().positive(),
    title: z.string(),
    fromPrice: z.number().nonnegative().describe('Per person, for two adults, in the market currency'),
    fromPriceWithCurrency: z.string(),
    tabs: z.array(UpstreamCategoryTab),
    adultOccupancy: UpstreamAdultOccupancy,
    childOccupancy: z.number().int().nonnegative().default(0),
    babyOccupancy: z.number().int().nonnegative().default(0),
    childMaxAge: z.number().int().positive(),
    babyMaxAge: z.number().int().nonnegative(),
    /** buying-flow.md §3: a category with no cities is offered from every city. */
    cities: z.array(z.object({ id: z.string() })).default([]),
    /** The category whose prices the calendar shows on days this one has none (§7 Flight day prices). */
    relatedCategoryId: z.number().int().positive().nullable().default(null),
    /** Length of the trip in this category: the return is the departure plus these days. */
    days: z.number().int().positive(),
    /** Id of the conditions content block (`/api/content-block/{id}`). */
    conditionsBlockId: z.number().int().positive(),
  })
  .meta({ id: 'UpstreamCategory' });
export type UpstreamCategory = z.infer<typeof UpstreamCategory>;

/** `GET /api/nextjs/pdp/{id}[?type=preview|offline]`: the campaign as the trip page reads it. */
export const UpstreamProductDetail = z
  .object({
    campaignId: z.number().int().positive(),
    name: z.string(),
    /** The canonical site path: /{market}/{continent}/{country}/{id}-{slug}. */
    url: z.string().startsWith('/'),
    days: z.number().int().positive(),
    destination: z.string(),
    /** HTML; sanitised by the composer. */
    description: z.string(),
    images: z.array(UpstreamImage),
    heroImages: z.array(z.object({ mobile: z.string(), tablet: z.string(), desktop: z.string() })),
    fromPrice: z.number().nonnegative(),
    fromPriceWithCurrency: z.string(),
    oldPrice: z.number().nonnegative().nullable().default(null),
    categories: z.array(UpstreamCategory).min(1),
    /** buying-flow.md §3: selectedDepartureCityId is initialised from it. */
    defaultCityId: z.string(),
    /** Offline products list `cities` as departure points; the others, each category's airports. */
    isOffline: z.boolean(),
    /** Sold without flights only. */
    isLandOnly: z.boolean(),
    /** Land only is offered as a choice beside the departure cities. */
    hasLandOnlyOption: z.boolean(),
    cities: z.array(z.object({ id: z.string(), name: z.string() })).default([]),
    breadcrumb: z.array(z.object({ title: z.string(), link: z.string() })),
    isDealOfTheWeek: z.boolean().default(false),
    hasCabinClassFilter: z.boolean().default(true),
    tags: z.array(z.object({ name: z.string() })),
    countryDestinationList: z.array(z.string()),
    mainCategory: z.object({
      itinerary: z.object({ totalDays: z.number().int().positive(), nights: z.number().int().nonnegative() }),
      maxAvailableExtraNights: z.number().int().nonnegative(),
    }),
    /** The campaign's PDP header text (buying-flow.md §2), or null without a campaign. */
    pdpHeader: z.object({ mobile: z.string(), tabletUp: z.string() }).nullable().default(null),
    relatedProductIds: z.array(z.number().int().positive()).default([]),
  })
  .meta({ id: 'UpstreamProductDetail' });
export type UpstreamProductDetail = z.infer<typeof UpstreamProductDetail>;

/** `GET /api/seo/product/{id}`. */
export const UpstreamProductSeo = z
  .object({ title: z.string(), description: z.string(), canonicalPath: z.string().startsWith('/') })
  .meta({ id: 'UpstreamProductSeo' });
export type UpstreamProductSeo = z.infer<typeof UpstreamProductSeo>;

/** A departure airport (buying-flow.md §3 "Departure point"): `id` and `code` are its IATA code. */
export const UpstreamAirport = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  fromPrice: z.number().nonnegative(),
  fromPriceBeauty: z.string(),
  order: z.number().int(),
});
export type UpstreamAirport = z.infer<typeof UpstreamAirport>;

/** `GET /api/category/{categoryId}/airports`: the product reads content.availableAirports. */
export const UpstreamCategoryAirports = z
  .object({ content: z.object({ availableAirports: z.array(UpstreamAirport) }) })
  .meta({ id: 'UpstreamCategoryAirports' });

/** `GET /api/category/{categoryId}/itinerary/{departureCityId}`: the trip day by day. */
export const UpstreamItinerary = z
  .object({
    days: z.array(
      z.object({
        day: z.number().int().positive(),
        title: z.string(),
        /** HTML; sanitised by the composer. */
        description: z.string(),
        meals: z.array(z.string()),
        accommodation: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'UpstreamItinerary' });
export type UpstreamItinerary = z.infer<typeof UpstreamItinerary>;

/** `GET /api/content-block/{id}`: the offer conditions of a category. */
export const UpstreamContentBlock = z
  .object({ id: z.number().int().positive(), title: z.string(), html: z.string() })
  .meta({ id: 'UpstreamContentBlock' });
export type UpstreamContentBlock = z.infer<typeof UpstreamContentBlock>;

/** `GET /api/category/{categoryId}/leading-prices?numPassengers=&cityIataCode=`. */
export const UpstreamLeadingPrice = z
  .object({
    categoryId: z.number().int().positive(),
    fromPrice: z.number().nonnegative(),
    fromPriceBeauty: z.string(),
  })
  .meta({ id: 'UpstreamLeadingPrice' });
export type UpstreamLeadingPrice = z.infer<typeof UpstreamLeadingPrice>;

/**
 * One departure day (buying-flow.md §3 "Flight search": days flagged isPrivateGroup, isSoloGroup or
 * isRelatedCategory). Prices are per person, in the market currency.
 */
export const UpstreamDayPrice = z.object({
  date: IsoDay,
  price: z.number().nonnegative(),
  priceBeauty: z.string(),
  oldPrice: z.number().nonnegative().nullable(),
  oldPriceBeauty: z.string().nullable(),
  isPrivateGroup: z.boolean(),
  isSoloGroup: z.boolean(),
  isRelatedCategory: z.boolean(),
});
export type UpstreamDayPrice = z.infer<typeof UpstreamDayPrice>;

/**
 * `GET /api/category/{categoryId}/{departureCityId}/prices?adults=&children=&babies=[&month=&year=]`:
 * the departure days of a month (every day from today for twelve months without month and year).
 */
export const UpstreamDayPrices = z
  .object({ days: z.array(UpstreamDayPrice) })
  .meta({ id: 'UpstreamDayPrices' });
export type UpstreamDayPrices = z.infer<typeof UpstreamDayPrices>;
