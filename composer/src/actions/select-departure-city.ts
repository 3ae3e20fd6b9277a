/**
 * A departure city (or land only) on the trip page. The category goes back to the first the city offers
 * (buying-flow.md §4 "Changing the departure city resets the selected category index to 0").
 */
import { categoriesForCity, categoryAfterCityChange } from '@waypoint/config';
import { LAND_ONLY_DEPARTURE_ID } from '@waypoint/schemas';
import { z } from 'zod';
import { tripHref } from '../trip/selection.ts';
import { cityRefusal, tripFor } from '../trip/trip-actions.ts';
import { departurePointsOf } from '../trip/trip-data.ts';
import { defineAction } from './define-action.ts';

export const selectDepartureCity = defineAction({
  name: 'selectDepartureCity',
  page: 'product',
  input: z.strictObject({ city: z.string().min(1).max(16) }),
  async run(args) {
    const trip = await tripFor(args);
    const { product, params } = trip;
    const { city } = args.input;
    const { category } = categoryAfterCityChange(product.categories, city);
    if (city === LAND_ONLY_DEPARTURE_ID) {
      if (!product.isLandOnly && !product.hasLandOnlyOption) return { errors: [cityRefusal(args)] };
    } else {
      // A land-only product departs from no city.
      const offered = (await departurePointsOf({ product, category }, args)).some(
        (d) => d.id === city && categoriesForCity([category], d.id).length > 0,
      );
      if (!offered) return { errors: [cityRefusal(args)] };
    }
    return { url: tripHref(product.url, params, { city, category: category.categoryId }) };
  },
});
