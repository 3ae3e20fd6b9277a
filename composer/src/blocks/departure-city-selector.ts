/**
 * Where the trip starts (buying-flow.md §3 "Departure point", §4): the category's airports (the product's
 * cities when it is offline) and land only as its own choice. Choosing a city resets the category to the
 * first the city offers (§4 "resets the selected category index to 0"). A failing airports call hides
 * this block only, logged as ERROR_AIRPORTS (§8).
 */
import { categoriesForCity, categoryAfterCityChange, type DeparturePoint } from '@waypoint/config';
import { LAND_ONLY_DEPARTURE_ID } from '@waypoint/schemas';
import { submitOf } from '../actions/define-action.ts';
import { selectDepartureCity } from '../actions/select-departure-city.ts';
import { defineResolver } from '../compose/types.ts';
import { Errors } from '../errors.ts';
import { adjustmentsOf, notices } from '../trip/notices.ts';
import { choice, departurePointsOf, SELECTION, TRIP, type Trip, tripOf } from '../trip/trip-data.ts';

/** The choice of a departure id: that city, with the first category it offers. */
function cityChoice(trip: Trip, cityId: string) {
  const { category } = categoryAfterCityChange(trip.product.categories, cityId);
  return choice(
    trip,
    { city: cityId, category: category.categoryId },
    submitOf(selectDepartureCity, { city: cityId }),
  );
}

export const departureCitySelector = defineResolver({
  type: 'DepartureCitySelector',
  dimensions: [...TRIP, ...SELECTION],
  async resolve(args) {
    const { t } = args;
    const trip = await tripOf(args);
    const { product, params, category } = trip;
    let all: DeparturePoint[];
    try {
      all = await departurePointsOf(trip, args);
    } catch (cause) {
      throw new Errors.ERROR_AIRPORTS(category.categoryId, { cause });
    }
    // Land only is its own choice; the airports list may carry it too (with its price).
    const landPoint = all.find((d) => d.id === LAND_ONLY_DEPARTURE_ID);
    const points = all.filter(
      (d) => d.id !== LAND_ONLY_DEPARTURE_ID && categoriesForCity([category], d.id).length > 0,
    );
    const landOffered = product.isLandOnly || product.hasLandOnlyOption;
    if (points.length === 0 && !landOffered) return null;
    const chosen = points.find((p) => p.id === params.city);
    return {
      title: t('trip.city.title'),
      fromLabel: t('tripCard.from'),
      kind: product.isOffline ? 'cities' : 'airports',
      options: points.map((p) => ({
        id: p.id,
        name: p.name,
        code: p.code,
        fromPrice: product.isOffline ? null : p.fromPriceBeauty,
        selected: p.id === params.city,
        ...cityChoice(trip, p.id),
      })),
      landOnly: landOffered
        ? {
            id: LAND_ONLY_DEPARTURE_ID,
            name: t('trip.city.landOnly'),
            code: LAND_ONLY_DEPARTURE_ID,
            fromPrice: landPoint && landPoint.fromPrice > 0 ? landPoint.fromPriceBeauty : null,
            selected: params.city === LAND_ONLY_DEPARTURE_ID,
            description: t('trip.city.landOnlyDescription'),
            ...cityChoice(trip, LAND_ONLY_DEPARTURE_ID),
          }
        : null,
      notice:
        notices(t, adjustmentsOf(params, 'city'), {
          city: chosen?.name ?? t('trip.city.landOnly'),
        })[0] ?? null,
    };
  },
});
