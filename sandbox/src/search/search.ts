/**
 * One search over the catalogue in a market and language: the text match (search-index.ts), the filters,
 * the facets, the sort and the page. Each facet counts the trips that pass every filter but its own
 * (choosing a month still shows how many trips leave in the other months).
 */
import {
  SEARCH_DURATIONS,
  type SearchDuration,
  type UpstreamSearchFacets,
  type UpstreamSearchQuery,
} from '@waypoint/schemas';
import type { Catalogue, Trip } from '../catalogue/index.ts';
import type { Lang, Market } from '../markets.ts';
import { type MarketFacts, marketFacts } from './market-facts.ts';
import { matchTrips } from './search-index.ts';

export interface SearchOutcome {
  trips: Trip[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  facets: UpstreamSearchFacets;
}

/** '8-14' -> [8, 14]. */
export function durationRange(bucket: SearchDuration): [number, number] {
  const [min, max] = bucket.split('-').map(Number) as [number, number];
  return [min, max];
}

type Filter = 'destination' | 'duration' | 'month' | 'price';

/** Whether a trip passes the query's filters, but `except`. */
function passes(
  trip: Trip,
  query: UpstreamSearchQuery,
  facts: MarketFacts,
  except: Filter | null = null,
): boolean {
  const fact = facts.byTrip.get(trip.id);
  if (!fact) return false;
  if (except !== 'destination' && query.destination !== undefined && trip.country.id !== query.destination)
    return false;
  if (except !== 'duration' && query.duration !== undefined) {
    const [min, max] = durationRange(query.duration);
    if (trip.days < min || trip.days > max) return false;
  }
  if (except !== 'month' && query.month !== undefined && !fact.months.includes(query.month)) return false;
  if (except !== 'price') {
    if (query.priceMin !== undefined && fact.price < query.priceMin) return false;
    if (query.priceMax !== undefined && fact.price > query.priceMax) return false;
  }
  return true;
}

function facetsOf(
  matched: readonly Trip[],
  query: UpstreamSearchQuery,
  facts: MarketFacts,
  lang: Lang,
): UpstreamSearchFacets {
  const destinations = new Map<number, { id: number; name: string; count: number }>();
  const durations = new Map<SearchDuration, number>(SEARCH_DURATIONS.map((id) => [id, 0]));
  const months = new Map<string, number>(facts.window.map((id) => [id, 0]));
  let price: { min: number; max: number } | null = null;
  for (const trip of matched) {
    const fact = facts.byTrip.get(trip.id)!;
    if (passes(trip, query, facts, 'destination')) {
      const entry = destinations.get(trip.country.id) ?? {
        id: trip.country.id,
        name: trip.country.name[lang],
        count: 0,
      };
      entry.count++;
      destinations.set(trip.country.id, entry);
    }
    if (passes(trip, query, facts, 'duration')) {
      const bucket = SEARCH_DURATIONS.find((id) => {
        const [min, max] = durationRange(id);
        return trip.days >= min && trip.days <= max;
      });
      if (bucket) durations.set(bucket, (durations.get(bucket) ?? 0) + 1);
    }
    if (passes(trip, query, facts, 'month')) {
      for (const month of fact.months) if (months.has(month)) months.set(month, months.get(month)! + 1);
    }
    if (passes(trip, query, facts, 'price')) {
      price = price
        ? { min: Math.min(price.min, fact.price), max: Math.max(price.max, fact.price) }
        : { min: fact.price, max: fact.price };
    }
  }
  return {
    destinations: [...destinations.values()].sort(
      (a, b) => b.count - a.count || a.name.localeCompare(b.name, lang),
    ),
    durations: SEARCH_DURATIONS.map((id) => {
      const [min, max] = durationRange(id);
      return { id, min, max, count: durations.get(id) ?? 0 };
    }),
    months: [...months].map(([id, count]) => ({ id, count })),
    price,
  };
}

/** The sort asked for; ties by relevance, then id, so that paging is stable. Prices in the market's amounts. */
function sorted(
  trips: Trip[],
  query: UpstreamSearchQuery,
  scores: Map<number, number> | null,
  facts: MarketFacts,
): Trip[] {
  const price = (trip: Trip) => facts.byTrip.get(trip.id)!.price;
  const relevance = scores
    ? (a: Trip, b: Trip) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0)
    : (a: Trip, b: Trip) => b.popularity - a.popularity;
  const order: Record<UpstreamSearchQuery['sort'], (a: Trip, b: Trip) => number> = {
    relevance,
    'price-asc': (a, b) => price(a) - price(b),
    'price-desc': (a, b) => price(b) - price(a),
    duration: (a, b) => a.days - b.days,
  };
  const compare = order[query.sort];
  return trips.sort((a, b) => compare(a, b) || relevance(a, b) || a.id - b.id);
}

export function searchTrips(input: {
  catalogue: Catalogue;
  market: Market;
  lang: Lang;
  today: string;
  query: UpstreamSearchQuery;
}): SearchOutcome {
  const { catalogue, market, lang, today, query } = input;
  const facts = marketFacts(catalogue, market, today);
  const text = query.q.trim();
  const scores = text === '' ? null : matchTrips(catalogue, lang, text);
  const matched = scores ? catalogue.trips.filter((trip) => scores.has(trip.id)) : catalogue.trips;
  const filtered = matched.filter((trip) => passes(trip, query, facts));
  const ordered = sorted(filtered, query, scores, facts);
  const pages = Math.ceil(ordered.length / query.pageSize);
  const start = (query.page - 1) * query.pageSize;
  return {
    trips: ordered.slice(start, start + query.pageSize),
    total: ordered.length,
    page: query.page,
    pageSize: query.pageSize,
    pages,
    facets: facetsOf(matched, query, facts, lang),
  };
}
