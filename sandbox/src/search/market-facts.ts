/**
 * What the search filters read of a trip in a market that its text does not say: its from-price (the
 * card's) and the months in which it departs, over the twelve months from today, for two adults in its
 * first category from its default departure (the departures the trip page opens on). Computed once per
 * catalogue, market and day, then shared by every search of that day.
 */
import { dayOfIso, isoOfDay } from '../catalogue/calendar.ts';
import { productDepartures } from '../catalogue/departures.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { quoteDays } from '../catalogue/pricing.ts';
import type { Market } from '../markets.ts';

export interface TripFacts {
  price: number;
  /** 'YYYY-MM' months with at least one departure, in order. */
  months: readonly string[];
}

export interface MarketFacts {
  today: string;
  byTrip: ReadonlyMap<number, TripFacts>;
  /** The twelve months from today ('YYYY-MM'), the first being this one. */
  window: readonly string[];
}

const TWO_ADULTS = { adults: 2, children: 0, babies: 0 } as const;

/** The twelve months from `today` (YYYY-MM-DD), this one first. */
export function twelveMonthsFrom(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

function buildFacts(catalogue: Catalogue, market: Market, today: string): MarketFacts {
  const byTrip = new Map<number, TripFacts>();
  for (const trip of catalogue.trips) {
    const offers = catalogue.offersOf(trip);
    const category = offers.categories[0];
    const departure = productDepartures(trip, offers, market)[0];
    const months = new Set<string>();
    if (category && departure) {
      const input = { seed: catalogue.seed, trip, category, market, departure, pax: TWO_ADULTS, today };
      for (const day of quoteDays(input)) months.add(day.date.slice(0, 7));
    }
    byTrip.set(trip.id, { price: trip.prices[market].amount, months: [...months].sort() });
  }
  return { today, byTrip, window: twelveMonthsFrom(isoOfDay(dayOfIso(today))) };
}

const cache = new WeakMap<Catalogue, Map<string, MarketFacts>>();

/** The facts of every trip in a market on a day; the previous day's are dropped. */
export function marketFacts(catalogue: Catalogue, market: Market, today: string): MarketFacts {
  let byMarket = cache.get(catalogue);
  if (!byMarket) {
    byMarket = new Map();
    cache.set(catalogue, byMarket);
  }
  const found = byMarket.get(market);
  if (found?.today === today) return found;
  const facts = buildFacts(catalogue, market, today);
  byMarket.set(market, facts);
  return facts;
}
