/** Invariants of the trips' offer data (categories, occupancy, departure flags) for a few seeds. */
import { describe, expect, it } from 'vitest';
import { generateTrips } from './generate.ts';
import { getCatalogue } from './index.ts';
import { CONDITIONS_BLOCK_BASE, generateOffers, type OfferCategory, TIERS } from './offers.ts';

/** Bookable adult counts, and whether a count between the lowest and the highest one is not bookable. */
function adultShape(category: OfferCategory) {
  const occupancy = category.adultOccupancy;
  const bookable = Object.keys(occupancy)
    .map(Number)
    .filter((count) => (occupancy[String(count)] ?? 0) > 0)
    .sort((a, b) => a - b);
  const [min = 0, max = 0] = [bookable[0], bookable[bookable.length - 1]];
  let gap = false;
  for (let count = min; count <= max; count++) if (!bookable.includes(count)) gap = true;
  return { min, max, gap };
}

describe.each([undefined, 1, 42])('offers for seed %s', (seed) => {
  const catalogue = getCatalogue(seed);
  const all = catalogue.trips.map((trip) => ({ trip, offers: catalogue.offersOf(trip) }));
  const categories = all.flatMap(({ offers }) => offers.categories);

  it('gives every trip one to four categories, each dearer than the one before', () => {
    for (const { trip, offers } of all) {
      expect(offers.categories.length).toBeGreaterThanOrEqual(1);
      expect(offers.categories.length).toBeLessThanOrEqual(4);
      offers.categories.forEach((category, index) => {
        expect(category.id).toBe(trip.id * 10 + index + 1);
        expect(category.tier).toBe(TIERS[index]);
        expect(category.conditionsBlockId).toBe(CONDITIONS_BLOCK_BASE + category.id);
        expect([trip.days, trip.days + 1]).toContain(category.days);
        if (index === 0) {
          expect(category.priceFactor).toBe(1);
          expect(category.restricted).toBe(false);
          expect(category.relatedCategoryId).toBeNull();
          expect(category.days).toBe(trip.days);
        } else {
          expect(category.priceFactor).toBeGreaterThan(offers.categories[index - 1]?.priceFactor ?? 0);
          expect([null, category.id - 1]).toContain(category.relatedCategoryId);
        }
        expect(catalogue.categoryById(category.id)?.category).toBe(category);
      });
    }
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    for (const count of [1, 2, 3, 4]) {
      expect(all.some(({ offers }) => offers.categories.length === count)).toBe(true);
    }
    expect(categories.some((c) => c.relatedCategoryId !== null)).toBe(true);
  });

  it('has realistic occupancy: two adults always, some solo, some from two, some with a gap', () => {
    const shapes = categories.map(adultShape);
    for (const [index, category] of categories.entries()) {
      expect(category.adultOccupancy['2'], String(category.id)).toBeGreaterThan(0);
      expect(category.childOccupancy).toBeGreaterThanOrEqual(0);
      expect(category.childOccupancy).toBeLessThanOrEqual(3);
      expect(category.babyOccupancy).toBeLessThanOrEqual(2);
      expect(shapes[index]?.max).toBeGreaterThanOrEqual(2);
    }
    expect(shapes.some((shape) => shape.min === 1)).toBe(true);
    expect(shapes.some((shape) => shape.min === 2)).toBe(true);
    expect(shapes.some((shape) => shape.gap && shape.min === 1)).toBe(true);
    expect(shapes.some((shape) => shape.gap && shape.min === 2)).toBe(true);
    for (const { offers } of all) {
      expect([11, 12, 17]).toContain(offers.childMaxAge);
      expect([1, 2]).toContain(offers.babyMaxAge);
      expect(offers.maxAvailableExtraNights).toBeLessThanOrEqual(3);
    }
  });

  it('has land-only, offline and land-only-option trips in about the intended shares', () => {
    const share = (test: (o: (typeof all)[number]['offers']) => boolean, among = all) =>
      among.filter(({ offers }) => test(offers)).length / among.length;
    expect(share((o) => o.isLandOnly)).toBeGreaterThan(0.04);
    expect(share((o) => o.isLandOnly)).toBeLessThan(0.18);
    expect(share((o) => o.isOffline)).toBeGreaterThan(0.04);
    expect(share((o) => o.isOffline)).toBeLessThan(0.18);
    const online = all.filter(({ offers }) => !offers.isLandOnly && !offers.isOffline);
    expect(share((o) => o.hasLandOnlyOption, online)).toBeGreaterThan(0.15);
    expect(share((o) => o.hasLandOnlyOption, online)).toBeLessThan(0.45);
    expect(share((o) => o.isDealOfTheWeek)).toBeLessThan(0.15);
    expect(share((o) => o.pdpHeader !== null)).toBeGreaterThan(0.08);
    for (const { offers } of all) {
      expect(offers.isLandOnly && (offers.isOffline || offers.hasLandOnlyOption)).toBe(false);
      if (offers.isLandOnly) expect(offers.categories.every((c) => !c.restricted)).toBe(true);
    }
    const restricted = categories.filter((c) => c.restricted).length / categories.length;
    expect(restricted).toBeGreaterThan(0.12);
    expect(restricted).toBeLessThan(0.4);
  });

  it('draws offers apart from the catalogue: the same trips, the same offers every time', () => {
    expect(generateTrips(catalogue.seed)).toEqual(catalogue.trips);
    for (const { trip, offers } of all.slice(0, 30))
      expect(generateOffers(catalogue.seed, trip)).toEqual(offers);
  });
});

it('knows no category outside a trip’s one to four', () => {
  const catalogue = getCatalogue();
  for (const id of [0, -1, 9, 15, 19, 1.5, Number.NaN, 99_999_999]) {
    expect(catalogue.categoryById(id), String(id)).toBeUndefined();
  }
});
