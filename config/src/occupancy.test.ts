import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import golden from './golden/occupancy.json' with { type: 'json' };
import {
  adultOccupancy,
  clampPassengers,
  DEFAULT_PASSENGERS,
  isSoloTraveller,
  type OccupancyRules,
  PASSENGER_TYPES,
  type Passengers,
  type PassengerType,
  passengerErrors,
  passengerInfo,
  relatedPassengers,
  stepPassengers,
} from './occupancy.ts';

type CategoryName = keyof typeof golden.categories;
const info = (name: string) => passengerInfo(golden.categories[name as CategoryName] as OccupancyRules);

/** Any occupancy a category could send, including zeros, gaps and maps with no available count. */
const arbitraryRules: fc.Arbitrary<OccupancyRules> = fc.record({
  adultOccupancy: fc.dictionary(
    fc.integer({ min: 0, max: 12 }).map(String),
    fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 9 })),
  ),
  childOccupancy: fc.integer({ min: 0, max: 6 }),
  babyOccupancy: fc.integer({ min: 0, max: 3 }),
  childMaxAge: fc.integer({ min: 3, max: 17 }),
  babyMaxAge: fc.integer({ min: 0, max: 2 }),
});
const arbitraryCount = fc.oneof(
  fc.integer({ min: 0, max: 15 }),
  fc.integer({ min: -5, max: -1 }),
  fc.double({ noNaN: false }),
);
const arbitraryRequest = fc.record(
  { adults: arbitraryCount, children: arbitraryCount, babies: arbitraryCount },
  { requiredKeys: [] },
);
const arbitraryPassengers = fc.record({
  adults: fc.integer({ min: 0, max: 15 }),
  children: fc.integer({ min: 0, max: 8 }),
  babies: fc.integer({ min: 0, max: 4 }),
});

describe('passengerInfo', () => {
  it.each(golden.passengerInfo)('$name', ({ category, expected }) => {
    expect(passengerInfo(category as unknown as OccupancyRules)).toEqual(expected);
  });

  it('gives a reason when no adult count is available', () => {
    expect(adultOccupancy({})).toEqual({ min: 2, max: 2, unavailable: [], reason: 'noAvailableCount' });
    expect(adultOccupancy(null)).toMatchObject({ reason: 'noAvailableCount' });
    expect(adultOccupancy({ '2': 1 }).reason).toBeNull();
  });

  it('always has min <= max, with min and max themselves selectable', () => {
    fc.assert(
      fc.property(arbitraryRules, (rules) => {
        const result = passengerInfo(rules);
        for (const type of PASSENGER_TYPES) {
          const { minOccupancy, maxOccupancy, notAvailableNumbersArray } = result[type];
          expect(minOccupancy).toBeLessThanOrEqual(maxOccupancy);
          expect(notAvailableNumbersArray).not.toContain(minOccupancy);
          expect(notAvailableNumbersArray).not.toContain(maxOccupancy);
        }
      }),
    );
  });

  it('never throws on anything', () => {
    fc.assert(fc.property(fc.anything(), (x) => void passengerInfo(x as OccupancyRules)));
  });
});

describe('clampPassengers', () => {
  it.each(golden.clampPassengers)(
    'category $category: $requested -> $passengers',
    ({ category, requested, passengers, changes }) => {
      expect(clampPassengers(requested, info(category))).toEqual({ passengers, changes });
    },
  );

  it('marks a non-number as invalid with a NaN origin', () => {
    const result = clampPassengers({ adults: '3' as unknown as number }, info('A'));
    expect(result.passengers.adults).toBe(2);
    expect(result.changes).toEqual([{ type: 'adults', from: Number.NaN, to: 2, reason: 'invalid' }]);
  });

  it('takes the defaults for a missing request', () => {
    expect(clampPassengers(undefined, info('A'))).toEqual({ passengers: DEFAULT_PASSENGERS, changes: [] });
  });

  it('always gives counts the strict check accepts, and is idempotent', () => {
    fc.assert(
      fc.property(arbitraryRules, arbitraryRequest, (rules, requested) => {
        const pax = passengerInfo(rules);
        const { passengers } = clampPassengers(requested, pax);
        expect(passengerErrors(passengers, pax)).toEqual([]);
        expect(clampPassengers(passengers, pax)).toEqual({ passengers, changes: [] });
      }),
    );
  });

  it('records a chain of changes that leads from each request to the result', () => {
    fc.assert(
      fc.property(arbitraryRules, arbitraryRequest, (rules, requested) => {
        const { passengers, changes } = clampPassengers(requested, passengerInfo(rules));
        for (const type of PASSENGER_TYPES) {
          const steps = changes.filter((c) => c.type === type);
          let value: number = requested[type] ?? DEFAULT_PASSENGERS[type];
          for (const step of steps) {
            expect(step.from === value || (Number.isNaN(step.from) && Number.isNaN(value))).toBe(true);
            value = step.to;
          }
          expect(value === passengers[type]).toBe(true);
        }
      }),
    );
  });

  it('keeps a count that is already allowed', () => {
    fc.assert(
      fc.property(arbitraryRules, arbitraryPassengers, (rules, requested) => {
        const pax = passengerInfo(rules);
        fc.pre(passengerErrors(requested, pax).length === 0);
        expect(clampPassengers(requested, pax)).toEqual({ passengers: requested, changes: [] });
      }),
    );
  });
});

describe('passengerErrors', () => {
  it.each(golden.passengerErrors)('category $category: $passengers', ({ category, passengers, errors }) => {
    expect(passengerErrors(passengers, info(category))).toEqual(errors);
  });
});

describe('stepPassengers', () => {
  it.each(golden.stepPassengers)(
    'category $category: $type $from step $direction -> $to',
    ({ category, type, from, direction, to }) => {
      const current = { ...DEFAULT_PASSENGERS, [type]: from } as Passengers;
      expect(stepPassengers(type as PassengerType, current, direction as 1 | -1, info(category))).toBe(to);
    },
  );

  it('returns null for an invalid count or direction', () => {
    const current = { adults: Number.NaN, children: 0, babies: 0 };
    expect(stepPassengers('adults', current, 1, info('A'))).toBeNull();
    expect(stepPassengers('children', DEFAULT_PASSENGERS, 2 as 1, info('A'))).toBeNull();
  });

  it('moves to the nearest allowed count in that direction', () => {
    fc.assert(
      fc.property(
        arbitraryRules,
        arbitraryPassengers,
        fc.constantFrom(...PASSENGER_TYPES),
        fc.constantFrom(1 as const, -1 as const),
        (rules, current, type, direction) => {
          const pax = passengerInfo(rules);
          const next = stepPassengers(type, current, direction, pax);
          const isAllowed = (n: number) =>
            passengerErrors({ ...current, [type]: n }, pax).every((e) => e.type !== type);
          const between = (a: number, b: number) =>
            Array.from({ length: 40 }, (_, i) => i).filter((n) => n > Math.min(a, b) && n < Math.max(a, b));
          if (next === null) {
            const beyond = between(current[type], direction === 1 ? 40 : -1);
            expect(beyond.filter(isAllowed)).toEqual([]);
            return;
          }
          expect(isAllowed(next)).toBe(true);
          expect(Math.sign(next - current[type])).toBe(direction);
          expect(between(current[type], next).filter(isAllowed)).toEqual([]);
        },
      ),
    );
  });
});

describe('solo traveller', () => {
  it.each(golden.solo)('$passengers: solo $solo', ({ passengers, solo, related }) => {
    expect(isSoloTraveller(passengers)).toBe(solo);
    expect(relatedPassengers(passengers)).toEqual(related);
  });

  it('is never solo with invalid counts', () => {
    expect(isSoloTraveller({ adults: 0.5, children: 0.5, babies: 0 })).toBe(false);
    expect(isSoloTraveller(null as unknown as Passengers)).toBe(false);
  });
});
