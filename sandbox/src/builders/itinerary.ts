/**
 * GET /api/category/{categoryId}/itinerary/{departureCityId}: the trip day by day over the category's
 * days, across the trip's cities. Day 1 is the flight from the departure city (or the arrival, for
 * land only and departure ids the category does not know); the last day flies back or ends the trip.
 */
import type { UpstreamItinerary } from '@waypoint/schemas';
import { categoryDepartures } from '../catalogue/departures.ts';
import { type CityName, cityName, type Trip } from '../catalogue/index.ts';
import { hashString } from '../rng.ts';
import { fill } from '../text.ts';
import type { BuildContext } from './context.ts';
import { hotelName } from './product-copy.ts';

type Day = UpstreamItinerary['days'][number];

/** Where the trip sleeps on night `night` (1-based) of `nights`: its cities in order, evenly spread. */
export function cityOfTheNight(trip: Trip, nights: number, night: number): CityName {
  const index = Math.min(trip.cities.length - 1, Math.floor(((night - 1) * trip.cities.length) / nights));
  return trip.cities[index] ?? trip.country.name.en;
}

export function itinerary(
  ctx: BuildContext,
  categoryId: number,
  departureId: string,
): UpstreamItinerary | undefined {
  const ref = ctx.catalogue.categoryById(categoryId);
  if (!ref) return undefined;
  const { trip, offers, category } = ref;
  const { lang, pdpCopy } = ctx;
  const { itinerary: copy, meals } = pdpCopy;
  const departure = categoryDepartures(ctx.catalogue.seed, trip, offers, category, ctx.market).find(
    (point) => point.id === departureId,
  );
  const from = departure?.city ?? null;
  const total = category.days;
  const nights = total - 1;
  const cityOfNight = (night: number) => cityOfTheNight(trip, nights, night);
  const local = (night: number) => cityName(cityOfNight(night), lang);
  const hotel = (night: number) => hotelName(category.tier, cityName(cityOfNight(night), 'en'));
  const upscale = category.index >= 2;

  const days: Day[] = [];
  for (let day = 1; day <= total; day++) {
    if (day === 1) {
      const text = from
        ? fill(copy.flight.title, { from, to: local(1) })
        : fill(copy.arrival.title, { to: local(1) });
      const html = from
        ? fill(copy.flight.text, { from, to: local(1) })
        : fill(copy.arrival.text, { to: local(1) });
      days.push({ day, title: text, description: html, meals: [meals.dinner], accommodation: hotel(1) });
    } else if (day === total) {
      const template = from ? copy.returnFlight : copy.end;
      const values = { from: local(nights), to: from ?? '', city: local(nights) };
      days.push({
        day,
        title: fill(template.title, values),
        description: fill(template.text, values),
        meals: [meals.breakfast],
        accommodation: null,
      });
    } else if (cityOfNight(day) !== cityOfNight(day - 1)) {
      const values = { from: local(day - 1), to: local(day) };
      days.push({
        day,
        title: fill(copy.transfer.title, values),
        description: fill(copy.transfer.text, values),
        meals: upscale ? [meals.breakfast, meals.dinner] : [meals.breakfast],
        accommodation: hotel(day),
      });
    } else {
      const variant = hashString(`${trip.id}:${day}`) % 3;
      const visit = copy.visits[variant] ?? copy.visits[0];
      const dinner = upscale || hashString(`${category.id}:${day}`) % 2 === 0;
      days.push({
        day,
        title: fill(visit.title, { city: local(day) }),
        description: fill(visit.text, { city: local(day) }),
        meals: [meals.breakfast, ...(variant === 2 ? [meals.lunch] : []), ...(dinner ? [meals.dinner] : [])],
        accommodation: hotel(day),
      });
    }
  }
  return { days };
}
