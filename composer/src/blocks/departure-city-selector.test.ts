import type { UpstreamAirport } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { category, PRODUCT_URL, product, tripParams, withTrip } from '../../test/trip-fixtures.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { SELECTION, TRIP } from '../trip/trip-data.ts';
import { departureCitySelector } from './departure-city-selector.ts';

const kit = useKit();

const airport = (code: string, name: string, fromPrice: number, order: number): UpstreamAirport => ({
  id: code,
  name,
  code,
  fromPrice,
  fromPriceBeauty: `$${fromPrice.toLocaleString('en-US')}`,
  order,
});

/** Chicago listed first but ordered second; land only carried with its price. */
const AIRPORTS = [
  airport('ORD', 'Chicago', 2099, 2),
  airport('JFK', 'New York', 1999, 1),
  airport('land-only', 'Land only', 1499, 3),
];

/** An airports read that records the categories asked and answers `airports` (or fails). */
function airportsRead(airports: UpstreamAirport[] | Error = AIRPORTS) {
  const asked: number[] = [];
  const categoryAirports: DataSources['categoryAirports'] = async (categoryId) => {
    asked.push(categoryId);
    if (airports instanceof Error) throw airports;
    return { content: { availableAirports: airports } };
  };
  return { asked, categoryAirports };
}

describe('DepartureCitySelector (buying-flow.md §3 "Departure point", §4)', () => {
  it("offers the chosen category's airports in their order, each with its from-price", async () => {
    const read = airportsRead();
    const { props } = await kit.run(departureCitySelector, {
      params: tripParams({ category: 72, city: 'ORD' }),
      sources: withTrip(product(), { categoryAirports: read.categoryAirports }),
    });
    expect(read.asked).toEqual([72]);
    expect(props[0]!.kind).toBe('airports');
    expect(
      props[0]!.options.map(({ id, name, fromPrice, selected }) => ({ id, name, fromPrice, selected })),
    ).toEqual([
      { id: 'JFK', name: 'New York', fromPrice: '$1,999', selected: false },
      { id: 'ORD', name: 'Chicago', fromPrice: '$2,099', selected: true },
    ]);
    expect(props[0]!.landOnly).toBeNull();
  });

  it('resets the category to the first the chosen city offers (§4)', async () => {
    // Classic (71) departs from Chicago only, Superior (72) from every city.
    const detail = product({
      categories: [category({ cities: [{ id: 'ORD' }] }), category({ categoryId: 72, title: 'Superior' })],
    });
    const { props } = await kit.run(departureCitySelector, {
      params: tripParams({ category: 72, city: 'JFK' }),
      sources: withTrip(detail, { categoryAirports: airportsRead().categoryAirports }),
    });
    const [newYork, chicago] = props[0]!.options;
    expect(chicago).toMatchObject({
      id: 'ORD',
      href: `${PRODUCT_URL}?category=71&city=ORD&adults=2&children=0&babies=0&month=2026-12`,
      action: { kind: 'submit', action: 'selectDepartureCity', input: { city: 'ORD' } },
    });
    expect(newYork).toMatchObject({
      id: 'JFK',
      selected: true,
      href: `${PRODUCT_URL}?category=72&city=JFK&adults=2&children=0&babies=0&month=2026-12`,
    });
  });

  it('offers only the airports the chosen category departs from', async () => {
    const detail = product({
      categories: [category(), category({ categoryId: 72, title: 'Superior', cities: [{ id: 'ORD' }] })],
    });
    const { props } = await kit.run(departureCitySelector, {
      params: tripParams({ category: 72, city: 'ORD' }),
      sources: withTrip(detail, { categoryAirports: airportsRead().categoryAirports }),
    });
    expect(props[0]!.options.map((o) => o.id)).toEqual(['ORD']);
  });

  it('offers land only as its own choice when the product has the option, priced when the airports carry it', async () => {
    const { props } = await kit.run(departureCitySelector, {
      params: tripParams({ city: 'land-only' }),
      sources: withTrip(product({ hasLandOnlyOption: true }), {
        categoryAirports: airportsRead().categoryAirports,
      }),
    });
    expect(props[0]!.options.map((o) => o.id)).toEqual(['JFK', 'ORD']);
    expect(props[0]!.landOnly).toMatchObject({
      id: 'land-only',
      code: 'land-only',
      fromPrice: '$1,499',
      selected: true,
    });
  });

  it("offers an offline product's cities, without prices and without asking for airports (§5)", async () => {
    const read = airportsRead();
    const detail = product({
      isOffline: true,
      cities: [
        { id: 'BOS', name: 'Boston' },
        { id: 'MIA', name: 'Miami' },
      ],
      defaultCityId: 'BOS',
    });
    const { props } = await kit.run(departureCitySelector, {
      params: tripParams({ city: 'MIA' }),
      sources: withTrip(detail, { categoryAirports: read.categoryAirports }),
    });
    expect(read.asked).toEqual([]);
    expect(props[0]!.kind).toBe('cities');
    expect(props[0]!.options.map(({ id, fromPrice, selected }) => ({ id, fromPrice, selected }))).toEqual([
      { id: 'BOS', fromPrice: null, selected: false },
      { id: 'MIA', fromPrice: null, selected: true },
    ]);
  });

  it('is hidden with no departure point and no land only', async () => {
    const { result } = await kit.run(departureCitySelector, {
      params: tripParams(),
      sources: withTrip(product(), { categoryAirports: airportsRead([]).categoryAirports }),
    });
    expect(result).toBeNull();
  });

  it('fails as ERROR_AIRPORTS (§8) when the airports cannot be read, to hide this block only', async () => {
    await expect(
      kit.run(departureCitySelector, {
        params: tripParams(),
        sources: withTrip(product(), { categoryAirports: airportsRead(new Error('503')).categoryAirports }),
      }),
    ).rejects.toMatchObject({ code: 'ERROR_AIRPORTS' });
  });

  it('says when the page changed the city the address asked for', async () => {
    const { props } = await kit.run(departureCitySelector, {
      ctx: { translatorMode: true },
      params: tripParams({ adjusted: 'city:unavailable' }),
      sources: withTrip(product(), { categoryAirports: airportsRead().categoryAirports }),
    });
    expect(props[0]!.notice).toBe('trip.notice.city.unavailable');
  });

  it('is cached per trip and the whole selection, since each link carries it', () => {
    expect(departureCitySelector.dimensions).toEqual([...TRIP, ...SELECTION]);
  });
});
