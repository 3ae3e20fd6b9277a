import { describe, expect, it } from 'vitest';
import { AD_SLOTS } from './ads.ts';
import {
  DESTINATION_AD_SLOTS,
  destinationPage,
  destinationPageOf,
  destinationSortOf,
  plpLayoutOf,
  sortDestinationTrips,
} from './destinations.ts';

const trip = (id: number, days: number, price: number) => ({ id, days, priceDetail: { fromPrice: price } });
const TRIPS = [trip(1, 9, 1500), trip(2, 5, 900), trip(3, 12, 900), trip(4, 7, 2100)];

describe('destination trip list', () => {
  it('reads sort and page from the query, with defaults for anything else', () => {
    expect(destinationSortOf('price-asc')).toBe('price-asc');
    expect(destinationSortOf(undefined)).toBe('popular');
    expect(destinationSortOf('cheapest')).toBe('popular');
    expect(destinationPageOf('3')).toBe(3);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'two', '00012', '99999'])
      expect(destinationPageOf(bad)).toBe(1);
  });

  it('sorts by price and duration, stable on ties; popular keeps the seller order', () => {
    const ids = (sort: Parameters<typeof sortDestinationTrips>[1]) =>
      sortDestinationTrips(TRIPS, sort).map((t) => t.id);
    expect(ids('popular')).toEqual([1, 2, 3, 4]);
    expect(ids('price-asc')).toEqual([2, 3, 1, 4]);
    expect(ids('price-desc')).toEqual([4, 1, 2, 3]);
    expect(ids('duration-asc')).toEqual([2, 4, 1, 3]);
    expect(ids('duration-desc')).toEqual([3, 1, 4, 2]);
  });

  it('pages, and a page past the end shows the last', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(destinationPage(items, 1)).toMatchObject({
      page: 1,
      pageCount: 3,
      total: 30,
      items: items.slice(0, 12),
    });
    expect(destinationPage(items, 3).items).toEqual(items.slice(24));
    expect(destinationPage(items, 9).page).toBe(3);
    expect(destinationPage([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});

it('ABC_PLPRevamp: v1 grid, v2 list, v3 compact; off is the grid', () => {
  expect([plpLayoutOf('v1'), plpLayoutOf('v2'), plpLayoutOf('v3'), plpLayoutOf(undefined)]).toEqual([
    'grid',
    'list',
    'compact',
    'grid',
  ]);
});

it('storefront.md §9: country 728x90, 320x50 and two 120x600; region 728x90', () => {
  const sizes = (kind: keyof typeof DESTINATION_AD_SLOTS) =>
    DESTINATION_AD_SLOTS[kind].map((slot) => `${AD_SLOTS[slot].width}x${AD_SLOTS[slot].height}`);
  expect(sizes('country')).toEqual(['728x90', '320x50', '120x600', '120x600']);
  expect(sizes('region')).toEqual(['728x90']);
  expect(sizes('continent')).toEqual([]);
});
