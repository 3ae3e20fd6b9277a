/**
 * The trip page's flight search (buying-flow.md §1: "the product then searches flights for that
 * choice"; §3 "Flight search"; §7 `POST {voyages}/getFlights`, form-encoded): the search a selection
 * with a day makes, unless the choice is land only.
 */
import { returnDate } from '@waypoint/config';
import {
  type FlightSearchForm,
  LAND_ONLY_DEPARTURE_ID,
  type TrackAction,
  type UpstreamProductDetail,
} from '@waypoint/schemas';
import type { TripParams } from '../trip/selection.ts';

/** The search of a selection; null without a day or for land only (no flights to search). */
export function tripFlightSearch(
  product: Pick<UpstreamProductDetail, 'campaignId' | 'categories'>,
  params: TripParams,
): FlightSearchForm | null {
  if (params.date === null || params.city === LAND_ONLY_DEPARTURE_ID || !/^[A-Z]{3}$/.test(params.city)) {
    return null;
  }
  const category = product.categories.find((c) => c.categoryId === params.category);
  if (!category) return null;
  const back = returnDate(params.date, category.days);
  return {
    productId: String(product.campaignId),
    categoryId: String(category.categoryId),
    departureCity: params.city,
    departureDate: params.date,
    ...(back ? { returnDate: back } : {}),
    adults: String(params.adults),
    children: String(params.children),
    babies: String(params.babies),
  };
}

/** The cancel_simulation event of a search (buying-flow.md §3 events; §4 "A cancel is tracked"). */
export const cancelledSearch = (form: FlightSearchForm): TrackAction => ({
  kind: 'track',
  event: 'cancel_simulation',
  entities: {
    search: {
      product_id: Number(form.productId),
      category_id: Number(form.categoryId),
      departure_iata: form.departureCity,
      departure_date: form.departureDate,
      travel_adults: Number(form.adults),
      travel_children: Number(form.children),
      travel_babies: Number(form.babies),
    },
  },
});
