import { LAND_ONLY_DEPARTURE_ID, type UpstreamProductDetail } from '@waypoint/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import golden from './golden/trip-selection.json' with { type: 'json' };
import {
  CATEGORY_INDEX_AFTER_CITY_CHANGE,
  categoriesForCity,
  categoryAfterCityChange,
  type DeparturePoint,
  departurePoints,
  selectCategory,
  selectDepartureCity,
  shouldFetchAirports,
} from './trip-selection.ts';

type Category = { categoryId: number; title: string; fromPrice: number; cities: { id: string }[] };
const categories = (name: string): Category[] => golden.categories[name as keyof typeof golden.categories];
const ids = (list: readonly { categoryId: number }[]) => list.map((c) => c.categoryId);

const CITIES = ['BOS', 'JFK', 'LAX', 'MIA'];
const arbitraryCategories = fc
  .uniqueArray(
    fc.record({
      categoryId: fc.integer({ min: 1, max: 30 }),
      fromPrice: fc.integer({ min: 0, max: 5000 }),
      cities: fc.subarray(CITIES).map((list) => list.map((id) => ({ id }))),
    }),
    { selector: (c) => c.categoryId, maxLength: 8 },
  )
  .map((list) => list as Category[]);

describe('categoriesForCity', () => {
  it.each(golden.categoriesForCity)(
    '$categories from $cityId -> $expected',
    ({ categories: name, cityId, expected }) => {
      expect(ids(categoriesForCity(categories(name), cityId))).toEqual(expected);
    },
  );

  it('keeps the order, every category with no cities, and only categories offered from the city', () => {
    fc.assert(
      fc.property(arbitraryCategories, fc.constantFrom(...CITIES), (list, city) => {
        const shown = categoriesForCity(list, city);
        expect(ids(shown)).toEqual(ids(list).filter((id) => ids(shown).includes(id)));
        for (const c of list) {
          const offered = c.cities.length === 0 || c.cities.some((x) => x.id === city);
          expect(shown.includes(c)).toBe(offered);
        }
      }),
    );
  });
});

describe('selectCategory', () => {
  it.each(golden.selectCategory)('$name', ({ categories: name, requestedId, cityId, expected, reason }) => {
    const result = selectCategory(categories(name), requestedId, cityId);
    expect(result.category?.categoryId ?? null).toBe(expected);
    expect(result.reason).toBe(reason);
  });

  it('returns one of the categories, the requested one when it gives no reason', () => {
    fc.assert(
      fc.property(
        arbitraryCategories,
        fc.option(fc.integer({ min: 1, max: 30 })),
        fc.constantFrom(...CITIES),
        (list, requestedId, city) => {
          const { category, reason } = selectCategory(list, requestedId, city);
          if (list.length === 0) {
            expect({ category, reason }).toEqual({ category: undefined, reason: 'noCategories' });
            return;
          }
          expect(list).toContain(category);
          if (reason === null) {
            expect(categoriesForCity(list, city)).toContain(category);
            if (requestedId !== null) expect(category?.categoryId).toBe(requestedId);
          }
        },
      ),
    );
  });

  it('resets to the first category shown for a new city', () => {
    expect(CATEGORY_INDEX_AFTER_CITY_CHANGE).toBe(0);
    for (const { categories: name, cityId, expected } of golden.categoryAfterCityChange) {
      const shown = categoriesForCity(categories(name), cityId);
      expect(categoryAfterCityChange(categories(name), cityId).category?.categoryId).toBe(expected);
      expect(shown[CATEGORY_INDEX_AFTER_CITY_CHANGE]?.categoryId).toBe(expected);
    }
  });
});

describe('shouldFetchAirports', () => {
  it.each(golden.shouldFetchAirports)('category $categoryId, offline $isOffline -> $expected', (row) => {
    expect(shouldFetchAirports(row)).toBe(row.expected);
  });
});

describe('departurePoints', () => {
  it.each(golden.departurePoints)('$name', ({ product, airports, expected }) => {
    expect(departurePoints(product as Pick<UpstreamProductDetail, 'isOffline' | 'cities'>, airports)).toEqual(
      expected,
    );
  });

  it('sorts any airports by order without losing one', () => {
    const airport = fc.record({
      id: fc.string(),
      name: fc.string(),
      code: fc.string(),
      fromPrice: fc.nat(),
      fromPriceBeauty: fc.string(),
      order: fc.integer({ min: -5, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(airport), (airports: DeparturePoint[]) => {
        const points = departurePoints({ isOffline: false, cities: [] }, airports);
        expect(points).toHaveLength(airports.length);
        const orders = points.map((p) => p.order);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
      }),
    );
  });
});

describe('departure city', () => {
  it.each(golden.selectDepartureCity)(
    'requested $requested (land only offered: $landOnlyOffered) -> $cityId',
    ({ requested, available, defaultId, landOnlyOffered, cityId, reason }) => {
      const result = selectDepartureCity({
        requested,
        available,
        defaultId,
        landOnly: { offered: landOnlyOffered },
      });
      expect(result).toEqual({ cityId, reason });
    },
  );

  it('uses the schemas land-only id in its cases', () => {
    expect(golden.selectDepartureCity.some((c) => c.cityId === LAND_ONLY_DEPARTURE_ID)).toBe(true);
  });
});
