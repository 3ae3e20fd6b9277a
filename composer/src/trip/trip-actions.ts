/**
 * What the trip page's actions share: the trip they act on, the day check, and refusals in the
 * visitor's language with stable codes (docs/errors.md "Actions").
 */
import {
  categoriesForCity,
  type Passengers,
  type PassengerType,
  passengerErrors,
  passengerInfo,
} from '@waypoint/config';
import type { ActionFieldErrorCode, UpstreamCategory } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import type { ActionArgs, FieldError } from '../actions/define-action.ts';
import { longDate } from './dates.ts';
import { passengersOf, type TripParams } from './selection.ts';
import { type Trip, tripOf } from './trip-data.ts';

export const tripFor = (args: ActionArgs<unknown>): Promise<Trip> =>
  tripOf({ params: args.page.params, sources: args.sources, signal: args.signal });

const refused = (field: string, code: ActionFieldErrorCode, message: string): FieldError => ({
  field,
  code,
  message,
});

/** The category of an id, or why not: unknown to the trip, or not offered from the city (§4). */
export function categoryRefusal(trip: Trip, id: number, city: string, t: TFunction): FieldError | null {
  const category = trip.product.categories.find((c) => c.categoryId === id);
  if (!category) return refused('category', 'CATEGORY_UNKNOWN', t('trip.errors.categoryUnknown'));
  if (categoriesForCity([category], city).length === 0) {
    return refused('category', 'CATEGORY_NOT_OFFERED', t('trip.errors.categoryNotOffered'));
  }
  return null;
}

/** A chosen count refused by the category's occupancy (buying-flow.md §5 "Passenger counts"). */
export function passengerRefusals(category: UpstreamCategory, p: Passengers, t: TFunction): FieldError[] {
  return passengerErrors(p, passengerInfo(category)).map((e) => {
    const label = t(`trip.passengers.${e.type as PassengerType}.label`);
    switch (e.code) {
      case 'OCCUPANCY_UNAVAILABLE':
        return refused(e.type, e.code, t('trip.errors.occupancyUnavailable', { label, value: p[e.type] }));
      case 'OCCUPANCY_OUT_OF_RANGE':
        return refused(
          e.type,
          e.code,
          t('trip.errors.occupancyOutOfRange', { label, min: e.min, max: e.max }),
        );
      default:
        return refused(e.type, e.code, t('trip.errors.occupancyInvalid', { label }));
    }
  });
}

/** Whether the selection departs on `date` (its own days: a related day belongs to another selection). */
export async function departsOn(args: ActionArgs<unknown>, selection: TripParams, date: string) {
  const days = await args.sources.dayPrices(
    selection.category,
    selection.city,
    passengersOf(selection),
    date.slice(0, 7),
    { signal: args.signal },
  );
  return days.days.some((d) => d.date === date);
}

export const dateRefusal = (date: string, args: ActionArgs<unknown>): FieldError =>
  refused(
    'date',
    'DATE_UNAVAILABLE',
    args.t('trip.errors.dateUnavailable', { date: longDate(date, args.locale) }),
  );

/** The bookable months of the page: twelve from its first (the calendar offers no other). */
export const monthRefusal = (args: ActionArgs<unknown>): FieldError =>
  refused('month', 'MONTH_OUT_OF_RANGE', args.t('trip.errors.monthOutOfRange'));

export const cityRefusal = (args: ActionArgs<unknown>): FieldError =>
  refused('city', 'CITY_UNAVAILABLE', args.t('trip.errors.cityUnavailable'));
