/** The trip page's product routes over HTTP: schemas for every trip, land only, offline, copy. */
import {
  LAND_ONLY_DEPARTURE_ID,
  UpstreamCategoryAirports,
  UpstreamContentBlock,
  UpstreamDayPrices,
  UpstreamItinerary,
  UpstreamLeadingPrice,
  UpstreamProductCards,
  UpstreamProductDetail,
  UpstreamProductSeo,
} from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { catalogue, tripWith, useSandbox } from '../../test/trip-page.ts';
import { MARKET_INFO, MARKETS } from '../markets.ts';

const { get } = useSandbox();

describe('every trip in every market', () => {
  it.each(MARKETS)('%s: the product matches its schema and carries the card’s from-price', async (market) => {
    const ids = catalogue.trips.map((trip) => trip.id);
    for (let start = 0; start < ids.length; start += 100) {
      const chunk = ids.slice(start, start + 100);
      const cards = await get(
        `/${market}/api/product/card/search?id=${chunk}&limit=100`,
        UpstreamProductCards,
      );
      expect(cards).toHaveLength(chunk.length);
      for (const card of cards) {
        const pdp = await get(`/${market}/api/nextjs/pdp/${card.id}`, UpstreamProductDetail);
        expect(pdp.fromPrice, `${market} ${card.id}`).toBe(card.priceDetail.fromPrice);
        expect(pdp.fromPriceWithCurrency).toBe(card.priceDetail.fromPriceBeautify);
        expect(pdp.categories[0]?.fromPrice).toBe(pdp.fromPrice);
        expect(pdp.url).toBe(card.url);
        expect(pdp.breadcrumb.map((b) => b.link)).toEqual([
          `/${market}`,
          expect.stringMatching(new RegExp(`^/${market}/[a-z-]+$`)),
          expect.stringMatching(new RegExp(`^/${market}/[a-z-]+/[a-z-]+$`)),
          card.url,
        ]);
        expect(pdp.relatedProductIds.length).toBeLessThanOrEqual(8);
        expect(pdp.relatedProductIds).not.toContain(card.id);
        const departures = catalogue.tripById(card.id)?.departures[market] ?? [];
        if (pdp.isLandOnly) expect(pdp.defaultCityId).toBe(LAND_ONLY_DEPARTURE_ID);
        else expect(pdp.defaultCityId).toBe(departures[0]);
      }
    }
  });

  it('every category’s airports, itinerary, conditions and prices match their schemas', async () => {
    for (const trip of catalogue.trips) {
      const market = MARKETS[trip.id % MARKETS.length] ?? 'us';
      const pdp = await get(`/${market}/api/nextjs/pdp/${trip.id}`, UpstreamProductDetail);
      for (const category of pdp.categories) {
        const path = `/${market}/api/category/${category.categoryId}`;
        const { availableAirports } = (await get(`${path}/airports`, UpstreamCategoryAirports)).content;
        const cities = availableAirports.map((airport) => airport.id);
        const city = pdp.isLandOnly ? LAND_ONLY_DEPARTURE_ID : (cities[0] ?? '');
        if (category.cities.length > 0) expect(cities).toEqual(category.cities.map((c) => c.id));
        const itinerary = await get(`${path}/itinerary/${city}`, UpstreamItinerary);
        expect(itinerary.days.map((d) => d.day)).toEqual(
          Array.from({ length: category.days }, (_, i) => i + 1),
        );
        expect(itinerary.days.at(-1)?.accommodation).toBeNull();
        const block = await get(
          `/${market}/api/content-block/${category.conditionsBlockId}`,
          UpstreamContentBlock,
        );
        expect(block.html).toMatch(/STANDARD[\s\S]*FLEX[\s\S]*FLEX\+/);
        const leading = await get(`${path}/leading-prices?cityIataCode=${city}`, UpstreamLeadingPrice);
        const prices = await get(`${path}/${city}/prices?adults=2&month=8&year=2025`, UpstreamDayPrices);
        expect(prices.days.length).toBeGreaterThanOrEqual(4);
        expect(Math.min(...prices.days.map((d) => d.price))).toBeGreaterThanOrEqual(leading.fromPrice);
        if (availableAirports[0] && city === availableAirports[0].id) {
          expect(availableAirports[0].fromPrice).toBe(leading.fromPrice);
        }
      }
    }
  });
});

describe('land only and offline', () => {
  it('land-only products have no airports and depart from land-only', async () => {
    const trip = tripWith((o) => o.isLandOnly);
    const pdp = await get(`/de/api/nextjs/pdp/${trip.id}`, UpstreamProductDetail);
    expect([pdp.isLandOnly, pdp.defaultCityId, pdp.hasCabinClassFilter]).toEqual([true, 'land-only', false]);
    const airports = await get(`/de/api/category/${trip.id * 10 + 1}/airports`, UpstreamCategoryAirports);
    expect(airports.content.availableAirports).toEqual([]);
    const itinerary = await get(
      `/de/api/category/${trip.id * 10 + 1}/itinerary/land-only`,
      UpstreamItinerary,
    );
    expect(itinerary.days[0]?.title).toMatch(/^Ankunft in /);
  });

  it('a land-only option comes last among the airports, cheaper than the default airport', async () => {
    const trip = tripWith((o) => o.hasLandOnlyOption);
    const { availableAirports } = (
      await get(`/us/api/category/${trip.id * 10 + 1}/airports`, UpstreamCategoryAirports)
    ).content;
    const [first, ...others] = availableAirports;
    expect(first?.id).toBe(trip.departures.us[0]);
    expect(others.at(-1)?.id).toBe(LAND_ONLY_DEPARTURE_ID);
    expect(others.at(-1)?.fromPrice).toBeLessThan(first?.fromPrice ?? 0);
    for (const airport of others.slice(0, -1))
      expect(airport.fromPrice).toBeGreaterThanOrEqual(first?.fromPrice ?? 0);
    expect(availableAirports.map((a) => a.order)).toEqual(availableAirports.map((_, i) => i));
  });

  it('offline products list their departure airports as cities; the airports route still answers', async () => {
    const trip = tripWith((o) => o.isOffline);
    const pdp = await get(`/fr/api/nextjs/pdp/${trip.id}`, UpstreamProductDetail);
    expect(pdp.isOffline).toBe(true);
    expect(pdp.cities.map((c) => c.id)).toEqual(trip.departures.fr);
    expect(pdp.cities[0]?.name).toBe(
      MARKET_INFO.fr.departures.find((a) => a.iata === pdp.cities[0]?.id)?.city,
    );
    const airports = await get(`/fr/api/category/${trip.id * 10 + 1}/airports`, UpstreamCategoryAirports);
    expect(airports.content.availableAirports.map((a) => a.id)).toEqual(trip.departures.fr);
  });
});

describe('product data', () => {
  it('prefixes the name of preview data; offline data is the trip as it is', async () => {
    const plain = await get('/us/api/nextjs/pdp/2', UpstreamProductDetail);
    expect((await get('/us/api/nextjs/pdp/2?type=preview', UpstreamProductDetail)).name).toBe(
      `[Preview] ${plain.name}`,
    );
    expect(await get('/us/api/nextjs/pdp/2?type=offline', UpstreamProductDetail)).toEqual(plain);
  });

  it('serves SEO data with the canonical path and the copy in the requested language', async () => {
    const trip = catalogue.trips[4];
    if (!trip) throw new Error('no trip');
    const seo = await get(`/mx/api/seo/product/${trip.id}?locale=fr-FR`, UpstreamProductSeo);
    expect(seo.title).toBe(`${trip.title.fr} | Waypoint`);
    expect(seo.canonicalPath).toMatch(new RegExp(`^/mx/[a-z-]+/[a-z-]+/${trip.id}-`));
    const pdp = await get(`/mx/api/nextjs/pdp/${trip.id}`, UpstreamProductDetail);
    expect(pdp.url).toBe(seo.canonicalPath);
    expect(pdp.name).toBe(trip.title.es);
  });

  it('has deals of the week, PDP headers and two or three description paragraphs', async () => {
    const pdps = await Promise.all(
      catalogue.trips
        .slice(0, 120)
        .map((trip) => get(`/es/api/nextjs/pdp/${trip.id}`, UpstreamProductDetail)),
    );
    expect(pdps.some((p) => p.isDealOfTheWeek)).toBe(true);
    expect(pdps.find((p) => p.pdpHeader)?.pdpHeader?.mobile).toMatch(
      /^Reserva ya: \d+% de descuento en [a-z]+$/,
    );
    for (const pdp of pdps) {
      expect([2, 3]).toContain(pdp.description.match(/<p>/g)?.length);
      expect(pdp.heroImages[0]?.mobile).toMatch(/\/media\/hero\/.+-mobile\.svg$/);
      expect(pdp.mainCategory.itinerary.nights).toBe(pdp.days - 1);
      expect(pdp.categories.map((c) => c.tabs.length).every((n) => n === 2 || n === 3)).toBe(true);
    }
  });
});
