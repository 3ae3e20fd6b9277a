import type { UpstreamLeadingPrice } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit, WARN } from '../../test/block-kit.ts';
import { category, PRODUCT_URL, product, tripParams, withTrip } from '../../test/trip-fixtures.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { SELECTION, TRIP } from '../trip/trip-data.ts';
import { categorySelector } from './category-selector.ts';

const kit = useKit();

/** Classic from every city; Superior from Chicago only; Deluxe from New York only. */
const THREE = product({
  categories: [
    category(),
    category({ categoryId: 72, title: 'Superior', cities: [{ id: 'ORD' }], fromPriceWithCurrency: '$2,499' }),
    category({
      categoryId: 73,
      title: 'Deluxe',
      cities: [{ id: 'JFK' }],
      fromPriceWithCurrency: '$3,199',
      tabs: [{ title: 'Rooms', html: '<p>Suites</p><script>steal()</script>' }],
    }),
  ],
});

/** A leading-price read that records what it was asked: 1,000 + the category id, for any query. */
function leadingPrices(fail: readonly number[] = []) {
  const asked: Array<{ categoryId: number; numPassengers: number; cityIataCode: string }> = [];
  const leadingPrice: DataSources['leadingPrice'] = async (categoryId, query) => {
    asked.push({ categoryId, ...query });
    if (fail.includes(categoryId)) throw new Error('503');
    const answer: UpstreamLeadingPrice = {
      categoryId,
      fromPrice: 1000 + categoryId,
      fromPriceBeauty: 'ignored',
    };
    return answer;
  };
  return { asked, leadingPrice };
}

describe('CategorySelector (buying-flow.md §3 "Category", §4, §7 "Leading prices")', () => {
  it('offers the categories of the chosen city, each priced from that city for this many adults', async () => {
    const read = leadingPrices();
    const { props } = await kit.run(categorySelector, {
      params: tripParams({ category: 73, city: 'JFK', adults: 3 }),
      sources: withTrip(THREE, { leadingPrice: read.leadingPrice }),
    });
    expect(read.asked).toEqual([
      { categoryId: 71, numPassengers: 3, cityIataCode: 'JFK' },
      { categoryId: 73, numPassengers: 3, cityIataCode: 'JFK' },
    ]);
    expect(
      props[0]!.options.map(({ id, title, fromPrice, selected }) => ({ id, title, fromPrice, selected })),
    ).toEqual([
      { id: 71, title: 'Classic', fromPrice: '$1,071.00', selected: false },
      { id: 73, title: 'Deluxe', fromPrice: '$1,073.00', selected: true },
    ]);
  });

  it('links each category to the page with that category, keeping the rest of the selection', async () => {
    const { props } = await kit.run(categorySelector, {
      params: tripParams({ category: 73, city: 'JFK', month: '2027-01', date: '2027-01-09' }),
      sources: withTrip(THREE, { leadingPrice: leadingPrices().leadingPrice }),
    });
    expect(props[0]!.options[0]).toMatchObject({
      href: `${PRODUCT_URL}?category=71&city=JFK&adults=2&children=0&babies=0&month=2027-01&date=2027-01-09`,
      action: { kind: 'submit', action: 'selectCategory', input: { category: 71 } },
    });
  });

  it("shows the chosen category's tabs, sanitised", async () => {
    const { props } = await kit.run(categorySelector, {
      params: tripParams({ category: 73 }),
      sources: withTrip(THREE, { leadingPrice: leadingPrices().leadingPrice }),
    });
    expect(props[0]!.tabs).toEqual([{ title: 'Rooms', html: '<p>Suites</p>' }]);
  });

  it("falls back to the category's from-price when its leading price cannot be read, with a warning", async () => {
    const { props, logs } = await kit.run(categorySelector, {
      params: tripParams({ category: 73 }),
      sources: withTrip(THREE, { leadingPrice: leadingPrices([73]).leadingPrice }),
    });
    expect(props[0]!.options.map((o) => o.fromPrice)).toEqual(['$1,071.00', '$3,199']);
    expect(logs.some((l) => l.level === WARN && l.category === 73)).toBe(true);
  });

  it('asks no leading price for land only', async () => {
    const read = leadingPrices();
    const detail = product({ hasLandOnlyOption: true, categories: THREE.categories });
    const { props } = await kit.run(categorySelector, {
      params: tripParams({ city: 'land-only' }),
      sources: withTrip(detail, { leadingPrice: read.leadingPrice }),
    });
    expect(read.asked).toEqual([]);
    expect(props[0]!.options.map((o) => o.fromPrice)).toEqual(['$1,999']);
  });

  it('says when the page changed the category the address asked for', async () => {
    const { props } = await kit.run(categorySelector, {
      ctx: { translatorMode: true },
      params: tripParams({ adjusted: 'category:unavailable' }),
      sources: withTrip(THREE, { leadingPrice: leadingPrices().leadingPrice }),
    });
    expect(props[0]!.notice).toBe('trip.notice.category.unavailable');
    const unchanged = await kit.run(categorySelector, {
      params: tripParams({ adjusted: 'adults:unavailable' }),
      sources: withTrip(THREE, { leadingPrice: leadingPrices().leadingPrice }),
    });
    expect(unchanged.props[0]!.notice).toBeNull();
  });

  it('is hidden when no category departs from the chosen city', async () => {
    const detail = product({ categories: [category({ cities: [{ id: 'ORD' }] })] });
    const { result } = await kit.run(categorySelector, {
      params: tripParams({ city: 'JFK' }),
      sources: withTrip(detail, { leadingPrice: leadingPrices().leadingPrice }),
    });
    expect(result).toBeNull();
  });

  it('is cached per trip and the whole selection, since each link carries it', () => {
    expect(categorySelector.dimensions).toEqual([...TRIP, ...SELECTION]);
  });
});
