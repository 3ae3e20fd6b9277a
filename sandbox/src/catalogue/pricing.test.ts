/** Departure days and prices, computed directly (the HTTP routes are tested in routes/). */
import { LAND_ONLY_DEPARTURE_ID } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { MARKETS, type Market } from '../markets.ts';
import { addMonths, dayOfIso, isoOfDay, monthRange, twelveMonths } from './calendar.ts';
import { categoryDepartures, type DeparturePoint, productDepartures } from './departures.ts';
import { type CategoryRef, getCatalogue } from './index.ts';
import { leadingPrice, type Pax, type QuoteInput, quoteDays } from './pricing.ts';

const catalogue = getCatalogue();
const TWO: Pax = { adults: 2, children: 0, babies: 0 };
const TODAYS = ['2025-01-31', '2025-06-15', '2026-02-28'];

function input(
  ref: CategoryRef,
  market: Market,
  departure: DeparturePoint,
  pax: Pax,
  today: string,
): QuoteInput {
  return { seed: catalogue.seed, trip: ref.trip, category: ref.category, market, departure, pax, today };
}

/** The first category from the trip's default departure. */
function firstSeries(tripIndex: number, market: Market, today: string, pax: Pax = TWO): QuoteInput {
  const trip = catalogue.trips[tripIndex];
  if (!trip) throw new Error(`no trip #${tripIndex}`);
  const offers = catalogue.offersOf(trip);
  const category = offers.categories[0];
  const departure = productDepartures(trip, offers, market)[0];
  if (!category || !departure) throw new Error(`trip ${trip.id} without a category or a departure`);
  return input({ trip, offers, category }, market, departure, pax, today);
}

describe('calendar', () => {
  it('counts twelve months from today and months of a year, in UTC', () => {
    const { first, end } = twelveMonths('2025-01-31');
    expect(isoOfDay(first)).toBe('2025-01-31');
    expect(isoOfDay(end)).toBe('2026-01-31');
    expect(isoOfDay(addMonths(dayOfIso('2024-02-29'), 12))).toBe('2025-03-01');
    const february = monthRange(2028, 2);
    expect([isoOfDay(february.first), february.end - february.first]).toEqual(['2028-02-01', 29]);
  });
});

describe.each(TODAYS)('prices seen on %s', (today) => {
  const window = twelveMonths(today);

  it('puts the first category’s lowest day from the default departure at the card price, exactly', () => {
    for (const market of MARKETS) {
      catalogue.trips.forEach((trip, index) => {
        const days = quoteDays(firstSeries(index, market, today));
        const amount = trip.prices[market].amount;
        expect(Math.min(...days.map((d) => d.price)), `${trip.id} ${market}`).toBe(amount);
        expect(days.filter((d) => d.price === amount && d.kind === 'normal').length).toBeGreaterThan(0);
      });
    }
  });

  it('departs on 35–50% of the days, from today, at least four times in each of the twelve months', () => {
    let total = 0;
    catalogue.trips.forEach((trip, index) => {
      const days = quoteDays(firstSeries(index, 'us', today)).map((d) => dayOfIso(d.date));
      total += days.length;
      expect(days[0]).toBeGreaterThanOrEqual(window.first);
      expect(days[days.length - 1]).toBeLessThan(window.end);
      expect([...days].sort((a, b) => a - b)).toEqual(days);
      for (let month = 0; month < 12; month++) {
        const [from, to] = [addMonths(window.first, month), addMonths(window.first, month + 1)];
        const count = days.filter((day) => day >= from && day < to).length;
        expect(count, `trip ${trip.id}, month ${month}`).toBeGreaterThanOrEqual(4);
      }
    });
    const rate = total / catalogue.trips.length / (window.end - window.first);
    expect(rate).toBeGreaterThan(0.35);
    expect(rate).toBeLessThan(0.5);
  });

  it('differs per category and departure, and dearer categories and airports cost more', () => {
    for (const trip of catalogue.trips.slice(0, 60)) {
      const offers = catalogue.offersOf(trip);
      const ref = (index: number) => ({
        trip,
        offers,
        category: offers.categories[index] ?? offers.categories[0]!,
      });
      const points = productDepartures(trip, offers, 'es');
      const [first, second] = points;
      if (!first) throw new Error('no departure');
      const base = leadingPrice(input(ref(0), 'es', first, TWO, today));
      if (second) {
        const other = input(ref(0), 'es', second, TWO, today);
        const dates = (q: QuoteInput) => quoteDays(q).map((d) => d.date);
        expect(dates(other)).not.toEqual(dates(input(ref(0), 'es', first, TWO, today)));
        const price = leadingPrice(other) ?? 0;
        if (second.id === LAND_ONLY_DEPARTURE_ID) expect(price).toBeLessThan(base ?? 0);
        else expect(price).toBeGreaterThanOrEqual(base ?? 0);
      }
      if (offers.categories.length > 1) {
        expect(leadingPrice(input(ref(1), 'es', first, TWO, today))).toBeGreaterThan(base ?? 0);
      }
    }
  });

  it('shows one passenger only solo and private days, with a supplement', () => {
    let seen = 0;
    for (const [index, trip] of catalogue.trips.entries()) {
      const two = firstSeries(index, 'uk', today);
      if ((two.category.adultOccupancy['1'] ?? 0) === 0) {
        expect(quoteDays({ ...two, pax: { adults: 1, children: 0, babies: 0 } })).toEqual([]);
        continue;
      }
      const solo = quoteDays({ ...two, pax: { adults: 1, children: 0, babies: 0 } });
      expect(solo.length, String(trip.id)).toBeGreaterThan(0);
      expect(solo.every((d) => d.kind === 'solo' || d.kind === 'private')).toBe(true);
      const pairs = new Map(quoteDays(two).map((d) => [d.date, d.price]));
      for (const day of solo)
        if (pairs.has(day.date)) expect(day.price).toBeGreaterThan(pairs.get(day.date) ?? 0);
      expect(quoteDays(two).some((d) => d.kind === 'solo')).toBe(false);
      seen++;
    }
    expect(seen).toBeGreaterThan(10);
  });

  it('charges children less and babies a little, and takes only the passengers the category takes', () => {
    for (const [index] of catalogue.trips.entries()) {
      const two = firstSeries(index, 'de', today);
      const { childOccupancy, babyOccupancy, adultOccupancy } = two.category;
      const adults = quoteDays(two);
      if (childOccupancy > 0) {
        const family = quoteDays({ ...two, pax: { adults: 2, children: 1, babies: 0 } });
        expect(family.map((d) => d.date)).toEqual(adults.map((d) => d.date));
        for (const [i, day] of family.entries()) expect(day.price).toBeLessThanOrEqual(adults[i]?.price ?? 0);
      }
      if (babyOccupancy > 0) {
        const baby = quoteDays({ ...two, pax: { adults: 2, children: 0, babies: 1 } });
        for (const [i, day] of baby.entries())
          expect(day.price).toBeGreaterThanOrEqual(adults[i]?.price ?? 0);
      }
      expect(quoteDays({ ...two, pax: { adults: 2, children: childOccupancy + 1, babies: 0 } })).toEqual([]);
      const unavailable = [1, 3, 4, 5, 6, 7].find((count) => (adultOccupancy[String(count)] ?? 0) === 0);
      if (unavailable)
        expect(quoteDays({ ...two, pax: { adults: unavailable, children: 0, babies: 0 } })).toEqual([]);
    }
  });

  it('gives discounted trips an old price above the price, the others none', () => {
    catalogue.trips.slice(0, 80).forEach((trip, index) => {
      for (const day of quoteDays(firstSeries(index, 'mx', today))) {
        if (trip.discount > 0) expect(day.oldPrice).toBeGreaterThan(day.price);
        else expect(day.oldPrice).toBeNull();
        expect(day.price % 100).toBe(90);
      }
    });
  });

  it('answers a month with that month’s days of the twelve months only', () => {
    const series = firstSeries(3, 'fr', today);
    const all = quoteDays(series);
    const date = new Date(`${today}T00:00:00Z`);
    const [year, month] = [date.getUTCFullYear(), date.getUTCMonth() + 1];
    const current = quoteDays(series, monthRange(year, month));
    expect(current).toEqual(all.filter((d) => d.date.startsWith(today.slice(0, 7))));
    expect(quoteDays(series, monthRange(year + 2, month))).toEqual([]);
    expect(quoteDays(series, monthRange(year - 1, month))).toEqual([]);
  });
});

it('restricted categories depart from some of the trip’s airports only', () => {
  let restricted = 0;
  for (const trip of catalogue.trips) {
    const offers = catalogue.offersOf(trip);
    for (const category of offers.categories.filter((c) => c.restricted)) {
      for (const market of MARKETS) {
        const points = categoryDepartures(catalogue.seed, trip, offers, category, market);
        expect(points.length).toBeGreaterThan(0);
        expect(points.every((p) => trip.departures[market].includes(p.id))).toBe(true);
        restricted++;
      }
    }
  }
  expect(restricted).toBeGreaterThan(0);
});
