/** The category choices of the trip page (the selector, and the calendar's variant of it). */
import { categoriesForCity, currencyForMarket, formatPrice } from '@waypoint/config';
import type { BlockType } from '@waypoint/schemas';
import { type CategoryOption, LAND_ONLY_DEPARTURE_ID } from '@waypoint/schemas';
import { submitOf } from '../actions/define-action.ts';
import { selectCategory } from '../actions/select-category.ts';
import type { ResolveArgs } from '../compose/types.ts';
import { choice, type Trip } from './trip-data.ts';

type Option = import('zod').infer<typeof CategoryOption>;

export async function categoryOptions(
  trip: Trip,
  args: Pick<ResolveArgs<BlockType>, 'sources' | 'signal' | 'ctx' | 'log'>,
): Promise<Option[]> {
  const { product, params } = trip;
  const currency = currencyForMarket(args.ctx.market);
  const shown = categoriesForCity(product.categories, params.city);
  return Promise.all(
    shown.map(async (category) => {
      // §7 Leading prices: from this city for this many adults; the category's own from-price otherwise.
      let fromPrice = category.fromPriceWithCurrency;
      if (params.city !== LAND_ONLY_DEPARTURE_ID) {
        try {
          const leading = await args.sources.leadingPrice(
            category.categoryId,
            { numPassengers: params.adults, cityIataCode: params.city },
            { signal: args.signal },
          );
          fromPrice = formatPrice(leading.fromPrice, currency);
        } catch (err) {
          args.log.warn(
            { err, category: category.categoryId },
            'leading price unavailable: showing the from-price',
          );
        }
      }
      return {
        id: category.categoryId,
        title: category.title,
        fromPrice,
        selected: category.categoryId === params.category,
        ...choice(
          trip,
          { category: category.categoryId },
          submitOf(selectCategory, { category: category.categoryId }),
        ),
      };
    }),
  );
}
