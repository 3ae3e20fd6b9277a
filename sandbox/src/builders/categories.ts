/** A trip's categories as the PDP lists them (buying-flow.md §3 "Category", "Occupancy rules"). */
import type { UpstreamCategory } from '@waypoint/schemas';
import { categoryDepartures, productDepartures, restrictedCityIds } from '../catalogue/departures.ts';
import type { CategoryRef } from '../catalogue/index.ts';
import { formatPrice } from '../money.ts';
import { categoryTabs } from './conditions.ts';
import type { BuildContext } from './context.ts';
import { lowestPrice, TWO_ADULTS } from './prices.ts';

/**
 * fromPrice: the lowest price per person for two adults from the product's default departure, or from
 * the category's first departure when it does not serve the default one.
 */
export function categoryView(ctx: BuildContext, ref: CategoryRef): UpstreamCategory {
  const { catalogue, market, pdpCopy } = ctx;
  const { trip, offers, category } = ref;
  const points = categoryDepartures(catalogue.seed, trip, offers, category, market);
  const defaultId = productDepartures(trip, offers, market)[0]?.id;
  const from = points.find((point) => point.id === defaultId) ?? points[0];
  const fromPrice = (from && lowestPrice(ctx, ref, from, TWO_ADULTS)) ?? 0;
  return {
    categoryId: category.id,
    title: pdpCopy.tiers[category.tier],
    fromPrice,
    fromPriceWithCurrency: formatPrice(fromPrice, market),
    tabs: categoryTabs(ctx, ref),
    adultOccupancy: { ...category.adultOccupancy },
    childOccupancy: category.childOccupancy,
    babyOccupancy: category.babyOccupancy,
    childMaxAge: offers.childMaxAge,
    babyMaxAge: offers.babyMaxAge,
    cities: restrictedCityIds(catalogue.seed, trip, category, market).map((id) => ({ id })),
    relatedCategoryId: category.relatedCategoryId,
    days: category.days,
    conditionsBlockId: category.conditionsBlockId,
  };
}
