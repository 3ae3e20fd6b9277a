/**
 * Adults, children and babies within the chosen category's occupancy (buying-flow.md §3 "Occupancy
 * rules": min, max, age bands and the counts that cannot be chosen, §5). Every step is a link to the
 * page with that count, skipping counts that cannot be booked; counts of the address that the page
 * changed are said; one traveller gets the solo note (§5 "Solo traveller").
 */
import { isSoloTraveller, passengerInfo, stepPassengers } from '@waypoint/config';
import type { PassengerCount } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { submitOf } from '../actions/define-action.ts';
import { setPassengers } from '../actions/set-passengers.ts';
import { defineResolver } from '../compose/types.ts';
import { adjustmentsOf, notices } from '../trip/notices.ts';
import { passengersOf } from '../trip/selection.ts';
import { choice, SELECTION, TRIP, type Trip, tripOf } from '../trip/trip-data.ts';

const TYPES = ['adults', 'children', 'babies'] as const;
type PaxType = (typeof TYPES)[number];

function ageLabel(t: TFunction, minAge: number, maxAge: number | null): string {
  if (maxAge === null) return t('trip.passengers.agesFrom', { min: minAge });
  return minAge === 0
    ? t('trip.passengers.agesUnder', { max: maxAge, count: maxAge })
    : t('trip.passengers.agesBetween', { min: minAge, max: maxAge });
}

function count(
  t: TFunction,
  trip: Trip,
  type: PaxType,
  info: ReturnType<typeof passengerInfo>,
): PassengerCount {
  const current = passengersOf(trip.params);
  const i = info[type];
  const step = (direction: 1 | -1) => {
    const value = stepPassengers(type, current, direction, info);
    if (value === null) return null;
    const next = { ...current, [type]: value };
    return {
      value,
      label: t(`trip.passengers.${type}.${direction === 1 ? 'add' : 'remove'}`),
      ...choice(trip, { [type]: value }, submitOf(setPassengers, next)),
    };
  };
  const unavailable = i.notAvailableNumbersArray.filter((n) => n >= i.minOccupancy && n <= i.maxOccupancy);
  return {
    label: t(`trip.passengers.${type}.label`),
    ageLabel: ageLabel(t, i.minAge, i.maxAge),
    value: current[type],
    min: i.minOccupancy,
    max: i.maxOccupancy,
    minAge: i.minAge,
    maxAge: i.maxAge,
    unavailable: i.notAvailableNumbersArray,
    unavailableLabel:
      unavailable.length === 0
        ? null
        : t(`trip.passengers.${type}.unavailable`, {
            counts: unavailable.join(', '),
            count: unavailable.length,
          }),
    stepLabels: {
      decrement: t(`trip.passengers.${type}.remove`),
      increment: t(`trip.passengers.${type}.add`),
    },
    decrement: step(-1),
    increment: step(1),
  };
}

export const passengerSelector = defineResolver({
  type: 'PassengerSelector',
  dimensions: [...TRIP, ...SELECTION],
  async resolve(args) {
    const { t } = args;
    const trip = await tripOf(args);
    const info = passengerInfo(trip.category);
    const { params } = trip;
    const summary = TYPES.filter((type) => params[type] > 0 || type === 'adults')
      .map((type) => t(`trip.passengers.${type}.count`, { count: params[type] }))
      .join(', ');
    const changed = TYPES.flatMap((type) =>
      notices(t, adjustmentsOf(params, type), {
        label: t(`trip.passengers.${type}.label`),
        value: params[type],
        min: info[type].minOccupancy,
        max: info[type].maxOccupancy,
      }),
    );
    return {
      title: t('trip.passengers.title'),
      summary,
      adults: count(t, trip, 'adults', info),
      children: count(t, trip, 'children', info),
      babies: count(t, trip, 'babies', info),
      solo: isSoloTraveller(params) ? t('trip.passengers.solo') : null,
      notices: changed,
    };
  },
});
