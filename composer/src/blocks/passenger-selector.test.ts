import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { category, PRODUCT_URL, product, tripParams, withTrip } from '../../test/trip-fixtures.ts';
import { SELECTION, TRIP } from '../trip/trip-data.ts';
import { passengerSelector } from './passenger-selector.ts';

const kit = useKit();

const hrefWith = (adults: number, children = 0, babies = 0) =>
  `${PRODUCT_URL}?category=71&city=JFK&adults=${adults}&children=${children}&babies=${babies}&month=2026-12`;

describe('PassengerSelector (buying-flow.md §3 "Occupancy rules", §5)', () => {
  it("bounds each count by the chosen category's occupancy", async () => {
    const { props } = await kit.run(passengerSelector, { params: tripParams(), sources: withTrip() });
    const { adults, children, babies } = props[0]!;
    expect(
      [adults, children, babies].map(({ value, min, max, unavailable }) => ({
        value,
        min,
        max,
        unavailable,
      })),
    ).toEqual([
      { value: 2, min: 1, max: 4, unavailable: [3] },
      { value: 0, min: 0, max: 2, unavailable: [] },
      { value: 0, min: 0, max: 1, unavailable: [] },
    ]);
    // Age bands: adults from the children's upper age, children from the babies'.
    expect([adults.minAge, adults.maxAge, children.minAge, children.maxAge, babies.maxAge]).toEqual([
      11,
      null,
      1,
      11,
      1,
    ]);
  });

  it('steps to the next count that can be booked, as a link to the page with it', async () => {
    const { props } = await kit.run(passengerSelector, { params: tripParams(), sources: withTrip() });
    const { adults } = props[0]!;
    // Three adults cannot be booked: two steps up to four.
    expect(adults.increment).toMatchObject({
      value: 4,
      href: hrefWith(4),
      action: { kind: 'submit', action: 'setPassengers', input: { adults: 4, children: 0, babies: 0 } },
    });
    expect(adults.decrement).toMatchObject({ value: 1, href: hrefWith(1) });
    expect(adults.unavailableLabel).toContain('3');
  });

  it('has no step beyond the bounds', async () => {
    const { props } = await kit.run(passengerSelector, {
      params: tripParams({ adults: 4, children: 2, babies: 1 }),
      sources: withTrip(),
    });
    expect([props[0]!.adults.increment, props[0]!.children.increment, props[0]!.babies.increment]).toEqual([
      null,
      null,
      null,
    ]);
    expect(props[0]!.children.decrement).toMatchObject({ value: 1, href: hrefWith(4, 1, 1) });
  });

  it('gives one traveller the solo note (§5 "Solo traveller")', async () => {
    const solo = await kit.run(passengerSelector, { params: tripParams({ adults: 1 }), sources: withTrip() });
    expect(solo.props[0]!.solo).toEqual(expect.any(String));
    const pair = await kit.run(passengerSelector, { params: tripParams(), sources: withTrip() });
    expect(pair.props[0]!.solo).toBeNull();
  });

  it('sums up the travellers, leaving out the types with none', async () => {
    const { props } = await kit.run(passengerSelector, {
      params: tripParams({ adults: 2, children: 0, babies: 1 }),
      sources: withTrip(),
    });
    expect(props[0]!.summary).toBe('2 adults, 1 baby');
  });

  it('says which counts of the address the page changed', async () => {
    const { props } = await kit.run(passengerSelector, {
      ctx: { translatorMode: true },
      params: tripParams({ adjusted: 'city:unavailable;adults:unavailable;babies:aboveMax' }),
      sources: withTrip(),
    });
    expect(props[0]!.notices).toEqual(['trip.notice.adults.unavailable', 'trip.notice.babies.aboveMax']);
  });

  it('reads the occupancy of the chosen category, not the first', async () => {
    const detail = product({
      categories: [
        category(),
        category({ categoryId: 72, adultOccupancy: { '2': 4, '3': 4 }, babyOccupancy: 0 }),
      ],
    });
    const { props } = await kit.run(passengerSelector, {
      params: tripParams({ category: 72 }),
      sources: withTrip(detail),
    });
    expect(props[0]!.adults).toMatchObject({ min: 2, max: 3, unavailable: [] });
    expect(props[0]!.babies.max).toBe(0);
  });

  it('is cached per trip and the whole selection, since each link carries it', () => {
    expect(passengerSelector.dimensions).toEqual([...TRIP, ...SELECTION]);
  });
});
