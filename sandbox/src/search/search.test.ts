/** The catalogue's search: typo tolerance, languages, filters, facets, sorting and paging. */
import { UpstreamSearchQuery } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../catalogue/index.ts';
import type { Lang, Market } from '../markets.ts';
import { marketFacts, twelveMonthsFrom } from './market-facts.ts';
import { searchTrips } from './search.ts';
import { matchTrips, searchIndex, transpositions } from './search-index.ts';

const catalogue = getCatalogue();
const TODAY = '2026-11-24';
const countryOf = (id: number) => catalogue.tripById(id)!.country.name.en;
const peruIds = catalogue.trips.filter((t) => t.country.name.en === 'Peru').map((t) => t.id);

function run(query: Partial<Record<string, string>>, market: Market = 'us', lang: Lang = 'en') {
  return searchTrips({ catalogue, market, lang, today: TODAY, query: UpstreamSearchQuery.parse(query) });
}

describe('the text index', () => {
  it('is built once per catalogue and language', () => {
    expect(searchIndex(catalogue, 'en')).toBe(searchIndex(catalogue, 'en'));
    expect(searchIndex(catalogue, 'es')).not.toBe(searchIndex(catalogue, 'en'));
  });

  it.each(['peru', 'Peru', 'PERÚ', 'peruu', 'peur', 'pru'.replace('pru', 'perú')])(
    "finds exactly Peru's trips for '%s'",
    (query) => {
      expect([...matchTrips(catalogue, 'en', query).keys()].sort((a, b) => a - b)).toEqual(peruIds);
    },
  );

  it.each([
    ['es', 'japon', 'Japan'],
    ['es', 'Japan', 'Japan'],
    ['fr', 'pérou', 'Peru'],
    ['de', 'marokko', 'Morocco'],
    ['en', 'kyto', 'Japan'],
    ['en', 'cusco', 'Peru'],
  ] as const)('in %s, %s finds trips to %s only', (lang, query, country) => {
    const ids = [...matchTrips(catalogue, lang, query).keys()];
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids.map(countryOf))).toEqual(new Set([country]));
  });

  it('searches cities, regions, continents and categories too', () => {
    expect([...matchTrips(catalogue, 'en', 'marrakech').keys()].map(countryOf)).toContain('Morocco');
    const safari = [...matchTrips(catalogue, 'en', 'safaris').keys()];
    expect(safari.every((id) => catalogue.tripById(id)!.categories.includes('safari'))).toBe(true);
    const africa = [...matchTrips(catalogue, 'en', 'africa').keys()];
    expect(africa.every((id) => catalogue.tripById(id)!.continent === 'africa')).toBe(true);
  });

  it('needs every word typed, and finds nothing for gibberish or stop words', () => {
    const both = [...matchTrips(catalogue, 'en', 'kenya safari').keys()];
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((id) => countryOf(id) === 'Kenya')).toBe(true);
    expect(matchTrips(catalogue, 'en', 'zzzzqx').size).toBe(0);
    expect(matchTrips(catalogue, 'en', 'the and').size).toBe(0);
  });

  it('swaps adjacent letters for the commonest typo', () => {
    expect(transpositions('peur')).toContain('peru');
    expect(transpositions('abc')).toEqual([]);
  });
});

describe('filters, facets, sorting and paging', () => {
  it('answers every trip, by popularity, without a query', () => {
    const all = run({ pageSize: '48' });
    expect(all.total).toBe(catalogue.trips.length);
    const popularity = all.trips.map((t) => t.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('filters by destination, duration, month and price, and the facets count the others', () => {
    const facts = marketFacts(catalogue, 'us', TODAY);
    const month = twelveMonthsFrom(TODAY)[3]!;
    const found = run({ duration: '8-14', month, priceMin: '1000', priceMax: '3000', pageSize: '48' });
    expect(found.total).toBeGreaterThan(0);
    for (const trip of found.trips) {
      const fact = facts.byTrip.get(trip.id)!;
      expect(trip.days).toBeGreaterThanOrEqual(8);
      expect(trip.days).toBeLessThanOrEqual(14);
      expect(fact.months).toContain(month);
      expect(fact.price).toBeGreaterThanOrEqual(1000);
      expect(fact.price).toBeLessThanOrEqual(3000);
    }
    // The duration facet counts the other buckets as if no duration were chosen.
    const withoutDuration = run({ month, priceMin: '1000', priceMax: '3000' });
    const eight = found.facets.durations.find((d) => d.id === '8-14')!;
    expect(eight.count).toBe(found.total);
    expect(found.facets.durations.reduce((sum, d) => sum + d.count, 0)).toBe(withoutDuration.total);
    // Months: the twelve from this one, each counted.
    expect(found.facets.months.map((m) => m.id)).toEqual(twelveMonthsFrom(TODAY));
    expect(found.facets.months.find((m) => m.id === month)!.count).toBe(found.total);
    // Destinations: their counts add up to the total.
    expect(found.facets.destinations.reduce((sum, d) => sum + d.count, 0)).toBe(found.total);
    const peru = run({ q: 'peru', destination: String(catalogue.tripById(peruIds[0]!)!.country.id) });
    expect(peru.total).toBe(peruIds.length);
  });

  it("gives the price range in the market's currency", () => {
    const us = run({ q: 'peru' });
    const es = run({ q: 'peru' }, 'es', 'es');
    expect(us.facets.price).not.toBeNull();
    const usPrices = us.trips.map((t) => t.prices.us.amount);
    expect(us.facets.price).toEqual({ min: Math.min(...usPrices), max: Math.max(...usPrices) });
    const esPrices = es.trips.map((t) => t.prices.es.amount);
    expect(es.facets.price).toEqual({ min: Math.min(...esPrices), max: Math.max(...esPrices) });
  });

  it.each([
    ['price-asc', (t: { prices: { us: { amount: number } } }) => t.prices.us.amount, 1],
    ['price-desc', (t: { prices: { us: { amount: number } } }) => t.prices.us.amount, -1],
    ['duration', (t: { days: number }) => t.days, 1],
  ] as const)('sorts by %s', (sort, value, direction) => {
    const values = run({ sort, pageSize: '48' }).trips.map((t) => value(t as never));
    expect(values).toEqual([...values].sort((a, b) => (a - b) * direction));
  });

  it('pages without overlap, and answers no cards past the last page', () => {
    const first = run({ pageSize: '12' });
    const second = run({ pageSize: '12', page: '2' });
    expect(first.pages).toBe(Math.ceil(catalogue.trips.length / 12));
    expect(second.trips.length).toBe(12);
    expect(second.trips.filter((t) => first.trips.includes(t))).toEqual([]);
    expect(run({ page: '999' }).trips).toEqual([]);
  });
});
