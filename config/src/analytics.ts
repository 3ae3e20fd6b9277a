/**
 * The buying flow's analytics entities (buying-flow.md §3 "Analytics entities of the buying flow"): `product`
 * from the campaign's catalogue fields, `sku` from the traveller's choice on the trip page. Values that cannot be
 * read are null (or 0 for counts), never a throw.
 */
import { LAND_ONLY_DEPARTURE_ID, type UpstreamProductDetail } from '@waypoint/schemas';
import { isIsoDay, leadTimeDays } from './calendar-dates.ts';
import { PASSENGER_TYPES, type Passengers } from './occupancy.ts';
import type { DeparturePoint } from './trip-selection.ts';

const count = (x: unknown): number => (typeof x === 'number' && Number.isInteger(x) && x >= 0 ? x : 0);
const numberOrNull = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);
const joined = (items: unknown): string =>
  (Array.isArray(items) ? items : [])
    .filter((s): s is string => typeof s === 'string' && s !== '')
    .join(', ');

export type ProductEntity = {
  product_id: number | null;
  product_days: number | null;
  product_nights: number | null;
  product_destination_country: string;
  product_leading_price: number | null;
  product_tags: string;
  product_has_extra_nights: boolean;
};

export type ProductEntityInput = Pick<
  UpstreamProductDetail,
  'campaignId' | 'fromPrice' | 'tags' | 'countryDestinationList' | 'mainCategory'
>;

/**
 * buying-flow.md §3: from the catalogue fields (§3 "Campaign"): days and nights of the main category's itinerary,
 * the leading (from) price, countries and tag names joined with ', ', and whether any extra night is available.
 */
export function productEntity(product: ProductEntityInput): ProductEntity {
  const p: Partial<ProductEntityInput> = product && typeof product === 'object' ? product : {};
  const main = p.mainCategory;
  return {
    product_id: numberOrNull(p.campaignId),
    product_days: numberOrNull(main?.itinerary?.totalDays),
    product_nights: numberOrNull(main?.itinerary?.nights),
    product_destination_country: joined(p.countryDestinationList),
    product_leading_price: numberOrNull(p.fromPrice),
    product_tags: joined((Array.isArray(p.tags) ? p.tags : []).map((t) => t?.name)),
    product_has_extra_nights: count(main?.maxAvailableExtraNights) > 0,
  };
}

export type SkuEntity = {
  product_id: number | null;
  is_land_only: boolean;
  departure_city: string | null;
  departure_iata: string | null;
  travel_passengers: number;
  travel_adults: number;
  travel_children: number;
  travel_babies: number;
  extra_nights_available: number;
  category_id: number | null;
  category_position: number | null;
  lead_time: number | null;
  departure_date: string | null;
};

export type SkuEntityInput = {
  product: Pick<UpstreamProductDetail, 'campaignId' | 'isLandOnly' | 'mainCategory'>;
  /** The categories as the traveller sees them (those shown for the city): category_position is 1-based in it. */
  categories: readonly { categoryId: number }[];
  categoryId: number;
  /** The chosen departure point; land only is LAND_ONLY_DEPARTURE_ID; null before one is chosen. */
  departure: Pick<DeparturePoint, 'id' | 'name' | 'code'> | null;
  passengers: Passengers;
  /** 'YYYY-MM-DD', or null before a day is chosen. */
  departureDate: string | null;
  /** 'YYYY-MM-DD' in the market (`isoDayIn`), for lead_time (buying-flow.md §5: days from now to departure). */
  today: string;
};

/**
 * buying-flow.md §3 sku. Readings: a land-only trip (the product sells no flights, or land only was chosen) has
 * no departure city or IATA code; departure_city is the point's name and departure_iata its code;
 * extra_nights_available is the number of extra nights the main category allows (the product entity has the
 * boolean); category_position is 1-based among the categories shown, null when the category is not among them.
 */
export function skuEntity(input: SkuEntityInput): SkuEntity {
  const { product, departure, passengers } = input ?? ({} as SkuEntityInput);
  const landOnly = product?.isLandOnly === true || departure?.id === LAND_ONLY_DEPARTURE_ID;
  const position = (Array.isArray(input?.categories) ? input.categories : []).findIndex(
    (c) => c?.categoryId === input.categoryId,
  );
  const travellers = PASSENGER_TYPES.map((type) => count(passengers?.[type]));
  const departureDate = isIsoDay(input?.departureDate) ? input.departureDate : null;
  return {
    product_id: numberOrNull(product?.campaignId),
    is_land_only: landOnly,
    departure_city: landOnly ? null : (departure?.name ?? null),
    departure_iata: landOnly ? null : (departure?.code ?? null),
    travel_passengers: travellers.reduce((a, b) => a + b, 0),
    travel_adults: travellers[0]!,
    travel_children: travellers[1]!,
    travel_babies: travellers[2]!,
    extra_nights_available: count(product?.mainCategory?.maxAvailableExtraNights),
    category_id: numberOrNull(input?.categoryId),
    category_position: position >= 0 ? position + 1 : null,
    lead_time: departureDate ? leadTimeDays(input.today, departureDate) : null,
    departure_date: departureDate,
  };
}
