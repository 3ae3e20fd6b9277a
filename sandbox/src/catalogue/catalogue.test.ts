/** Invariants of the generated catalogue for the default seed and a few others. */
import { describe, expect, it } from 'vitest';
import { LANGS, MARKET_INFO, MARKETS } from '../markets.ts';
import { CATEGORIES, CONTINENTS, getCatalogue } from './index.ts';
import { tripPath } from './urls.ts';

describe.each([undefined, 1, 42, 987_654])('catalogue for seed %s', (seed) => {
  const catalogue = getCatalogue(seed);

  it('has at least 120 trips in at least 30 countries on every selling continent', () => {
    expect(catalogue.trips.length).toBeGreaterThanOrEqual(120);
    expect(new Set(catalogue.trips.map((t) => t.country.id)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(catalogue.trips.map((t) => t.continent))).toEqual(new Set(CONTINENTS));
  });

  it('has unique ids and English titles, and 5–21 days per trip', () => {
    expect(new Set(catalogue.trips.map((t) => t.id)).size).toBe(catalogue.trips.length);
    expect(new Set(catalogue.trips.map((t) => t.title.en)).size).toBe(catalogue.trips.length);
    for (const trip of catalogue.trips) {
      expect(trip.days).toBeGreaterThanOrEqual(5);
      expect(trip.days).toBeLessThanOrEqual(21);
      expect(trip.categories.length).toBeGreaterThan(0);
    }
  });

  it('has at least six trips in every category (one themed carousel each)', () => {
    for (const category of CATEGORIES) {
      expect(catalogue.tripsInCategory(category).length, category).toBeGreaterThanOrEqual(6);
    }
  });

  it('prices every trip in every market, discounted prices below the old ones', () => {
    for (const trip of catalogue.trips) {
      for (const market of MARKETS) {
        const price = trip.prices[market];
        expect(price.amount).toBeGreaterThan(0);
        if (trip.discount > 0) expect(price.oldAmount).toBeGreaterThan(price.amount);
        else expect(price.oldAmount).toBeNull();
        expect(trip.departures[market].length).toBeGreaterThan(0);
        const airports = MARKET_INFO[market].departures.map((a) => a.iata);
        for (const iata of trip.departures[market]) expect(airports).toContain(iata);
      }
      // COP amounts are large: thousands of times the dollar price.
      expect(trip.prices.co.amount).toBeGreaterThan(trip.prices.us.amount * 1000);
    }
    expect(catalogue.trips.some((t) => t.discount > 0)).toBe(true);
    expect(catalogue.trips.some((t) => t.isNew)).toBe(true);
  });

  it('has titles, descriptions and slugs in every language', () => {
    for (const trip of catalogue.trips) {
      for (const lang of LANGS) {
        expect(trip.title[lang].length).toBeGreaterThan(5);
        expect(trip.description[lang]).toMatch(/^\d+ \S+ .+\.$/);
        expect(trip.slugs[lang]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it('builds trip URLs /{market}/{continent}/{country}/{id}-{slug}', () => {
    for (const trip of catalogue.trips.slice(0, 20)) {
      expect(tripPath(trip, 'de')).toMatch(new RegExp(`^/de/[a-z-]+/[a-z-]+/${trip.id}-[a-z0-9-]+$`));
    }
  });
});

it('localises URL segments in the market language', () => {
  const trip = getCatalogue().trips.find((t) => t.country.code === 'JP');
  expect(trip).toBeDefined();
  if (!trip) return;
  expect(tripPath(trip, 'us')).toMatch(/^\/us\/asia\/japan\//);
  expect(tripPath(trip, 'mx')).toMatch(/^\/mx\/asia\/japon\//);
  expect(tripPath(trip, 'fr')).toMatch(/^\/fr\/asie\/japon\//);
  expect(tripPath(trip, 'de')).toMatch(/^\/de\/asien\/japan\//);
});
