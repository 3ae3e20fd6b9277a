/**
 * Prices of a category (buying-flow.md §7): its departure airports with their from-prices, its leading
 * price, and its departure days. Every price comes from catalogue/pricing.ts, so the three agree.
 */
import type {
  UpstreamCategoryAirports,
  UpstreamDayPrice,
  UpstreamDayPrices,
  UpstreamLeadingPrice,
} from '@waypoint/schemas';
import type { z } from 'zod';
import { monthRange } from '../catalogue/calendar.ts';
import { categoryDepartures, type DeparturePoint, productDepartures } from '../catalogue/departures.ts';
import type { CategoryRef } from '../catalogue/index.ts';
import { type Pax, quoteDays, leadingPrice as seriesLeadingPrice } from '../catalogue/pricing.ts';
import { formatPrice } from '../money.ts';
import type { BuildContext } from './context.ts';
import { departureName } from './product-copy.ts';

export const TWO_ADULTS: Pax = { adults: 2, children: 0, babies: 0 };

/** The lowest price per person over the twelve months from today; null without departures. */
export function lowestPrice(ctx: BuildContext, ref: CategoryRef, departure: DeparturePoint, pax: Pax) {
  return seriesLeadingPrice({
    seed: ctx.catalogue.seed,
    trip: ref.trip,
    category: ref.category,
    market: ctx.market,
    departure,
    pax,
    today: ctx.today,
  });
}

const departuresOf = (ctx: BuildContext, ref: CategoryRef) =>
  categoryDepartures(ctx.catalogue.seed, ref.trip, ref.offers, ref.category, ctx.market);

/** GET /api/category/{categoryId}/airports: empty for land-only trips; land only last when optional. */
export function categoryAirports(
  ctx: BuildContext,
  categoryId: number,
): z.infer<typeof UpstreamCategoryAirports> | undefined {
  const ref = ctx.catalogue.categoryById(categoryId);
  if (!ref) return undefined;
  if (ref.offers.isLandOnly) return { content: { availableAirports: [] } };
  const availableAirports = departuresOf(ctx, ref).map((point, order) => {
    const price = lowestPrice(ctx, ref, point, TWO_ADULTS) ?? 0;
    return {
      id: point.id,
      name: departureName(point, ctx.pdpCopy),
      code: point.id,
      fromPrice: price,
      fromPriceBeauty: formatPrice(price, ctx.market),
      order,
    };
  });
  return { content: { availableAirports } };
}

/**
 * GET /api/category/{categoryId}/leading-prices: for `adults` adults from `cityId` (default: the
 * product's default departure). No departures (a city the category does not serve, an adult count it
 * does not take): fromPrice 0, fromPriceBeauty '0'.
 */
export function categoryLeadingPrice(
  ctx: BuildContext,
  categoryId: number,
  adults: number,
  cityId: string | undefined,
): UpstreamLeadingPrice | undefined {
  const ref = ctx.catalogue.categoryById(categoryId);
  if (!ref) return undefined;
  const id = cityId || productDepartures(ref.trip, ref.offers, ctx.market)[0]?.id;
  const departure = departuresOf(ctx, ref).find((point) => point.id === id);
  const price = departure ? lowestPrice(ctx, ref, departure, { adults, children: 0, babies: 0 }) : null;
  return {
    categoryId,
    fromPrice: price ?? 0,
    fromPriceBeauty: price === null ? '0' : formatPrice(price, ctx.market),
  };
}

/**
 * GET /api/category/{categoryId}/{departureCityId}/prices: the departure days of a month, or of the
 * twelve months from today. A departure the category does not serve: no days.
 */
export function dayPrices(
  ctx: BuildContext,
  categoryId: number,
  departureId: string,
  pax: Pax,
  month?: { year: number; month: number },
): UpstreamDayPrices | undefined {
  const ref = ctx.catalogue.categoryById(categoryId);
  if (!ref) return undefined;
  const departure = departuresOf(ctx, ref).find((point) => point.id === departureId);
  if (!departure) return { days: [] };
  const { market } = ctx;
  const input = { seed: ctx.catalogue.seed, trip: ref.trip, category: ref.category, market, departure, pax };
  const range = month ? monthRange(month.year, month.month) : undefined;
  const days = quoteDays({ ...input, today: ctx.today }, range).map(
    (quote): UpstreamDayPrice => ({
      date: quote.date,
      price: quote.price,
      priceBeauty: formatPrice(quote.price, market),
      oldPrice: quote.oldPrice,
      oldPriceBeauty: quote.oldPrice === null ? null : formatPrice(quote.oldPrice, market),
      isPrivateGroup: quote.kind === 'private',
      isSoloGroup: quote.kind === 'solo',
      isRelatedCategory: false,
    }),
  );
  return { days };
}
