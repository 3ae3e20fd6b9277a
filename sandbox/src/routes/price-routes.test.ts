/** The trip page's price routes over HTTP: agreement with the cards, query validation, memo, faults. */
import { LAND_ONLY_DEPARTURE_ID, UpstreamDayPrices, UpstreamLeadingPrice } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { catalogue, NOW, tripWith, useSandbox } from '../../test/trip-page.ts';
import { buildSandbox } from '../app.ts';
import { MARKET_INFO, MARKETS } from '../markets.ts';

const sandbox = useSandbox();
const { get, errorOf } = sandbox;

describe('prices', () => {
  it.each(['us', 'co', 'fr'] as const)(
    '%s: category 1’s cheapest day is the product’s from-price',
    async (market) => {
      for (const trip of catalogue.trips) {
        const category = trip.id * 10 + 1;
        const city = catalogue.offersOf(trip).isLandOnly
          ? LAND_ONLY_DEPARTURE_ID
          : trip.departures[market][0];
        const { days } = await get(
          `/${market}/api/category/${category}/${city}/prices?adults=2`,
          UpstreamDayPrices,
        );
        expect(Math.min(...days.map((d) => d.price)), String(trip.id)).toBe(trip.prices[market].amount);
        expect(days.every((d) => d.date >= '2025-06-15' && d.date < '2026-06-15')).toBe(true);
        expect(days.every((d) => !d.isRelatedCategory && !d.isSoloGroup)).toBe(true);
        const leading = await get(`/${market}/api/category/${category}/leading-prices`, UpstreamLeadingPrice);
        expect(leading).toEqual({
          categoryId: category,
          fromPrice: trip.prices[market].amount,
          fromPriceBeauty: days.find((d) => d.price === trip.prices[market].amount)?.priceBeauty,
        });
      }
    },
  );

  it('has at least four departures in each of the twelve months, which add up to the whole year', async () => {
    const trip = tripWith((o) => !o.isLandOnly);
    const path = `/uk/api/category/${trip.id * 10 + 1}/${trip.departures.uk[0]}/prices?adults=2`;
    const year = (await get(path, UpstreamDayPrices)).days;
    const months: z.infer<typeof UpstreamDayPrices>['days'] = [];
    for (let index = 0; index < 13; index++) {
      const [y, m] = [2025 + Math.floor((5 + index) / 12), ((5 + index) % 12) + 1];
      const { days } = await get(`${path}&month=${m}&year=${y}`, UpstreamDayPrices);
      if (index > 0 && index < 12) expect(days.length, `${y}-${m}`).toBeGreaterThanOrEqual(4);
      months.push(...days);
    }
    expect(months).toEqual(year);
  });

  it('gives one adult only solo or private days; two adults no solo days', async () => {
    const trip = tripWith((o) => !o.isLandOnly && (o.categories[0]?.adultOccupancy['1'] ?? 0) > 0);
    const path = `/us/api/category/${trip.id * 10 + 1}/${trip.departures.us[0]}/prices`;
    const solo = (await get(`${path}?adults=1`, UpstreamDayPrices)).days;
    expect(solo.length).toBeGreaterThan(0);
    expect(solo.every((d) => d.isSoloGroup || d.isPrivateGroup)).toBe(true);
    expect(solo.some((d) => d.isSoloGroup)).toBe(true);
    const pairs = (await get(`${path}?adults=2`, UpstreamDayPrices)).days;
    expect(pairs.some((d) => d.isPrivateGroup)).toBe(true);
    expect(pairs.some((d) => d.isSoloGroup)).toBe(false);
  });

  it('has no days for a departure the category does not serve', async () => {
    const trip = tripWith((o) => !o.isLandOnly && !o.hasLandOnlyOption);
    const body = await get(`/es/api/category/${trip.id * 10 + 1}/JFK/prices`, UpstreamDayPrices);
    expect(body.days).toEqual([]);
    expect(await get(`/es/api/category/${trip.id * 10 + 1}/land-only/prices`, UpstreamDayPrices)).toEqual({
      days: [],
    });
    const leading = await get(
      `/es/api/category/${trip.id * 10 + 1}/leading-prices?cityIataCode=JFK`,
      UpstreamLeadingPrice,
    );
    expect([leading.fromPrice, leading.fromPriceBeauty]).toEqual([0, '0']);
  });

  it('formats prices in the market currency', async () => {
    const trip = tripWith((o) => o.isLandOnly);
    for (const market of MARKETS) {
      const { days } = await get(
        `/${market}/api/category/${trip.id * 10 + 1}/land-only/prices`,
        UpstreamDayPrices,
      );
      const sign = MARKET_INFO[market].currency.prefixSign || MARKET_INFO[market].currency.sufixSign;
      expect(days.every((d) => d.priceBeauty.includes(sign))).toBe(true);
    }
  });
});

describe('errors', () => {
  it.each([
    ['/us/api/nextjs/pdp/99999', 'UNKNOWN_PRODUCT'],
    ['/us/api/nextjs/pdp/abc', 'UNKNOWN_PRODUCT'],
    ['/us/api/seo/product/0', 'UNKNOWN_PRODUCT'],
    ['/us/api/category/19/airports', 'UNKNOWN_CATEGORY'],
    ['/us/api/category/x/itinerary/JFK', 'UNKNOWN_CATEGORY'],
    ['/us/api/category/9999999/leading-prices', 'UNKNOWN_CATEGORY'],
    ['/us/api/category/9/JFK/prices?adults=2', 'UNKNOWN_CATEGORY'],
    ['/us/api/content-block/11', 'UNKNOWN_CONTENT_BLOCK'],
    ['/us/api/content-block/100019', 'UNKNOWN_CONTENT_BLOCK'],
  ])('%s is a 404 %s', async (url, code) => {
    const [status, actual] = await errorOf(url);
    expect([status, actual]).toEqual([404, code]);
  });

  it.each([
    ['adults=0', 'adults'],
    ['adults=two', 'adults'],
    ['adults=2&children=10', 'children'],
    ['babies=-1', 'babies'],
    ['month=13&year=2025', 'month'],
    ['month=4', 'year'],
    ['year=2025', 'month'],
    ['month=4&year=25', 'year'],
  ])('prices?%s is a 400 naming %s', async (query, name) => {
    const [status, code, message] = await errorOf(`/us/api/category/21/JFK/prices?${query}`);
    expect([status, code]).toEqual([400, 'BAD_REQUEST']);
    expect(message).toMatch(new RegExp(`^${name} `));
  });

  it('validates the product type and the number of passengers', async () => {
    expect((await errorOf('/us/api/nextjs/pdp/2?type=draft')).slice(0, 2)).toEqual([400, 'BAD_REQUEST']);
    const [status, , message] = await errorOf('/us/api/category/21/leading-prices?numPassengers=0');
    expect([status, message]).toEqual([400, "numPassengers must be an integer from 1 to 9, got '0'"]);
  });
});

describe('memo, faults, stats and determinism', () => {
  const urls = (trip: number) => [
    `/us/api/nextjs/pdp/${trip}`,
    `/us/api/category/${trip * 10 + 1}/airports`,
    `/us/api/category/${trip * 10 + 1}/land-only/prices?adults=2`,
    `/us/api/category/${trip * 10 + 1}/leading-prices?numPassengers=3`,
    `/us/api/category/${trip * 10 + 1}/itinerary/land-only?locale=de-DE`,
  ];
  const landOnly = tripWith((o) => o.isLandOnly).id;

  it('serves byte-identical bodies for the same seed and clock', async () => {
    const other = buildSandbox({ publicUrl: 'http://sandbox.test', now: () => new Date(NOW) });
    for (const market of MARKETS) {
      for (const url of [...urls(landOnly), ...urls(2)].map((u) => u.replace('/us/', `/${market}/`))) {
        expect((await other.inject(url)).body, url).toBe((await sandbox.app().inject(url)).body);
      }
    }
    await other.close();
  });

  it('keys prices by query and day: the calendar moves with the clock', async () => {
    let clock = NOW;
    const moving = buildSandbox({ publicUrl: 'http://sandbox.test', now: () => clock });
    const path = `/us/api/category/${landOnly * 10 + 1}/land-only/prices`;
    const first = JSON.parse((await moving.inject(`${path}?adults=2`)).body).data.days;
    const family = JSON.parse((await moving.inject(`${path}?adults=2&children=1`)).body).data.days;
    expect(family[0].price).toBeLessThan(first[0].price);
    clock = new Date('2025-09-01T08:00:00Z');
    const later = JSON.parse((await moving.inject(`${path}?adults=2`)).body).data.days;
    expect(first[0].date < '2025-06-22').toBe(true);
    expect(later[0].date >= '2025-09-01').toBe(true);
    await moving.close();
  });

  it('counts calls and applies faults to the new routes like to any other', async () => {
    const local = buildSandbox({ now: () => NOW, faults: true });
    local.sandboxFaults.set({
      path: '/api/category/:categoryId/:departureCityId/prices',
      status: 503,
      times: 1,
    });
    const url = `/us/api/category/${landOnly * 10 + 1}/land-only/prices?adults=2`;
    expect((await local.inject(url)).statusCode).toBe(503);
    expect((await local.inject(url)).statusCode).toBe(200);
    local.sandboxFaults.set({ path: '/api/nextjs/pdp/*', malformed: true });
    const broken = await local.inject('/us/api/nextjs/pdp/2');
    expect(() => JSON.parse(broken.body)).toThrow();
    expect(local.sandboxStats.list()).toEqual({
      [`GET /us/api/category/${landOnly * 10 + 1}/land-only/prices`]: 2,
      'GET /us/api/nextjs/pdp/2': 1,
    });
    await local.close();
  });
});
