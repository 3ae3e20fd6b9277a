/**
 * A category's passenger rules (buying-flow.md §3 "Occupancy rules and derived passenger info", "Passengers";
 * §4 "Campaign and calendar"; §5 "Passenger counts", "Solo traveller"). The composer derives the selector's
 * bounds with `passengerInfo`, re-clamps the address's counts with `clampPassengers` and offers the +/- steps of
 * `stepPassengers`.
 */
import type { UpstreamCategory } from '@waypoint/schemas';

export const PASSENGER_TYPES = ['adults', 'children', 'babies'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];
export type Passengers = { adults: number; children: number; babies: number };

// buying-flow.md §3 "Passengers", §9 "Defaults"
export const DEFAULT_PASSENGERS: Readonly<Passengers> = Object.freeze({ adults: 2, children: 0, babies: 0 });

type PaxInfo = {
  minOccupancy: number;
  maxOccupancy: number;
  minAge: number;
  /** Null: no upper bound (adults). */
  maxAge: number | null;
  notAvailableNumbersArray: number[];
};
export type PassengerInfo = Record<PassengerType, PaxInfo>;

/** The fields of a category the rules read; `UpstreamCategory` fits. */
export type OccupancyRules = Pick<UpstreamCategory, 'adultOccupancy' | 'childMaxAge' | 'babyMaxAge'> & {
  childOccupancy?: number;
  babyOccupancy?: number;
};

/**
 * Counts above this are ignored: no room or group on sale is that large, and it keeps the derived lists (every
 * count between min and max) small whatever the upstream sends.
 */
const MAX_PASSENGER_COUNT = 99;

/**
 * Age bands used when a category's ages are missing or not whole numbers (the spec gives none): the usual airline
 * bands, babies under 2 and children under 12.
 */
const FALLBACK_AGE_BANDS = { babyMaxAge: 2, childMaxAge: 12 } as const;

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const capped = (x: unknown): number => (isCount(x) ? Math.min(x, MAX_PASSENGER_COUNT) : 0);
const age = (x: unknown, fallback: number): number => (isCount(x) ? x : fallback);

export type AdultOccupancy = {
  min: number;
  max: number;
  unavailable: number[];
  reason: null | 'noAvailableCount';
};

/**
 * The adults row of buying-flow.md §3's table: min and max are the first and last counts with a nonzero value;
 * unavailable are the counts whose value is 0. Readings:
 * - a count missing from the map but between min and max is unavailable too (schemas' `UpstreamAdultOccupancy`:
 *   "a count absent from the map is not available either"); a negative or non-numeric value counts as 0;
 * - keys that are not whole numbers, or above MAX_PASSENGER_COUNT, are ignored;
 * - with no nonzero value at all the category cannot be priced for anyone; the fallback is exactly the default
 *   two adults, the one count every category is priced for (`fromPrice` is per person for two adults), with a reason.
 */
export function adultOccupancy(map: Readonly<Record<string, number>> | null | undefined): AdultOccupancy {
  const values = new Map<number, number>();
  if (map && typeof map === 'object') {
    for (const [key, value] of Object.entries(map)) {
      if (!/^\d{1,3}$/.test(key) || Number(key) > MAX_PASSENGER_COUNT) continue;
      values.set(Number(key), typeof value === 'number' && value > 0 ? value : 0);
    }
  }
  const available = [...values].filter(([, v]) => v > 0).map(([n]) => n);
  if (available.length === 0) {
    const n = DEFAULT_PASSENGERS.adults;
    return { min: n, max: n, unavailable: [], reason: 'noAvailableCount' };
  }
  const min = Math.min(...available);
  const max = Math.max(...available);
  const unavailable = new Set([...values].filter(([, v]) => v === 0).map(([n]) => n));
  for (let n = min; n <= max; n++) if (!values.has(n)) unavailable.add(n);
  return { min, max, unavailable: [...unavailable].sort((a, b) => a - b), reason: null };
}

// buying-flow.md §3 "Occupancy rules and derived passenger info"
export function passengerInfo(category: OccupancyRules): PassengerInfo {
  const c: Partial<OccupancyRules> = category && typeof category === 'object' ? category : {};
  const adults = adultOccupancy(c.adultOccupancy);
  const babyMaxAge = age(c.babyMaxAge, FALLBACK_AGE_BANDS.babyMaxAge);
  const childMaxAge = age(c.childMaxAge, FALLBACK_AGE_BANDS.childMaxAge);
  return {
    adults: {
      minOccupancy: adults.min,
      maxOccupancy: adults.max,
      minAge: childMaxAge,
      maxAge: null,
      notAvailableNumbersArray: adults.unavailable,
    },
    children: {
      minOccupancy: 0,
      maxOccupancy: capped(c.childOccupancy),
      minAge: babyMaxAge,
      maxAge: childMaxAge,
      notAvailableNumbersArray: [],
    },
    babies: {
      minOccupancy: 0,
      maxOccupancy: capped(c.babyOccupancy),
      minAge: 0,
      maxAge: babyMaxAge,
      notAvailableNumbersArray: [],
    },
  };
}

const FALLBACK_INFO: PassengerInfo = passengerInfo({} as OccupancyRules);

/** A type's bounds, made consistent (min <= max, whole numbers) whatever `info` holds. */
function bounds(info: PassengerInfo | null | undefined, type: PassengerType) {
  const i = info?.[type] && typeof info[type] === 'object' ? info[type] : FALLBACK_INFO[type];
  const min = capped(i.minOccupancy);
  const max = Math.max(min, capped(i.maxOccupancy));
  const list = Array.isArray(i.notAvailableNumbersArray) ? i.notAvailableNumbersArray : [];
  return { min, max, unavailable: new Set(list) };
}

type Bounds = ReturnType<typeof bounds>;
const allowed = (n: number, b: Bounds): boolean => n >= b.min && n <= b.max && !b.unavailable.has(n);

/** The allowed count nearest to `n`, the higher one on a tie; null when none is allowed. */
function nearestAllowed(n: number, b: Bounds): number | null {
  for (let d = 1; n + d <= b.max || n - d >= b.min; d++) {
    if (allowed(n + d, b)) return n + d;
    if (allowed(n - d, b)) return n - d;
  }
  return null;
}

type PassengerChangeReason = 'belowMin' | 'aboveMax' | 'unavailable' | 'invalid';
export type PassengerChange = {
  type: PassengerType;
  from: number;
  to: number;
  reason: PassengerChangeReason;
};

/**
 * Re-clamps counts to a category (buying-flow.md §4 "passenger counts are re-clamped"). Per type:
 * 1. A missing count takes the default (2 adults, 0 children, 0 babies), silently.
 * 2. A count that is not a whole number >= 0 is 'invalid' and takes the default (`from` is NaN for a non-number).
 * 3. Below min becomes min ('belowMin'); above max becomes max ('aboveMax').
 * 4. An unavailable count becomes the nearest allowed one ('unavailable'), the higher on a tie: everyone the
 *    traveller asked for still fits, and a free place is easier to leave empty than a traveller to leave behind.
 * `changes` lists the steps in order, so a type can have two (invalid, then re-clamped).
 */
export function clampPassengers(
  requested: Partial<Passengers> | null | undefined,
  info: PassengerInfo,
): { passengers: Passengers; changes: PassengerChange[] } {
  const passengers: Passengers = { ...DEFAULT_PASSENGERS };
  const changes: PassengerChange[] = [];
  for (const type of PASSENGER_TYPES) {
    const raw: unknown = requested && typeof requested === 'object' ? requested[type] : undefined;
    const fallback = DEFAULT_PASSENGERS[type];
    let value = fallback;
    if (isCount(raw))
      value = raw + 0; // -0 reads as 0
    else if (raw !== undefined) {
      changes.push({
        type,
        from: typeof raw === 'number' ? raw : Number.NaN,
        to: fallback,
        reason: 'invalid',
      });
    }
    const b = bounds(info, type);
    const step = (to: number, reason: PassengerChangeReason) => {
      changes.push({ type, from: value, to, reason });
      value = to;
    };
    if (value < b.min) step(b.min, 'belowMin');
    else if (value > b.max) step(b.max, 'aboveMax');
    if (b.unavailable.has(value)) {
      const nearest = nearestAllowed(value, b);
      if (nearest !== null) step(nearest, 'unavailable');
    }
    passengers[type] = value;
  }
  return { passengers, changes };
}

type PassengerErrorCode = 'OCCUPANCY_OUT_OF_RANGE' | 'OCCUPANCY_UNAVAILABLE' | 'OCCUPANCY_INVALID';
export type PassengerError = { type: PassengerType; code: PassengerErrorCode; min: number; max: number };

/**
 * The strict check of a chosen count (buying-flow.md §5 "Passenger counts"): within [min, max], and not one of the
 * unavailable counts. One error per type at most: invalid, else out of range, else unavailable.
 */
export function passengerErrors(p: Passengers, info: PassengerInfo): PassengerError[] {
  const errors: PassengerError[] = [];
  for (const type of PASSENGER_TYPES) {
    const value: unknown = p && typeof p === 'object' ? p[type] : undefined;
    const b = bounds(info, type);
    const error = (code: PassengerErrorCode) => errors.push({ type, code, min: b.min, max: b.max });
    if (!isCount(value)) error('OCCUPANCY_INVALID');
    else if (value < b.min || value > b.max) error('OCCUPANCY_OUT_OF_RANGE');
    else if (b.unavailable.has(value)) error('OCCUPANCY_UNAVAILABLE');
  }
  return errors;
}

/**
 * The count the + (1) or - (-1) button leads to: the next allowed count in that direction, skipping unavailable
 * ones (a count outside the bounds steps into them); null at the bound, or for an invalid current count.
 */
export function stepPassengers(
  type: PassengerType,
  current: Passengers,
  direction: 1 | -1,
  info: PassengerInfo,
): number | null {
  const value: unknown = current && typeof current === 'object' ? current[type] : undefined;
  if (!isCount(value) || (direction !== 1 && direction !== -1) || !PASSENGER_TYPES.includes(type))
    return null;
  const b = bounds(info, type);
  if (direction === 1) {
    for (let n = Math.max(value + 1, b.min); n <= b.max; n++) if (allowed(n, b)) return n;
  } else {
    for (let n = Math.min(value - 1, b.max); n >= b.min; n--) if (allowed(n, b)) return n;
  }
  return null;
}

const total = (p: Passengers): number =>
  PASSENGER_TYPES.reduce((sum, type) => sum + (isCount(p?.[type]) ? p[type] : Number.NaN), 0);

// buying-flow.md §5 "Solo traveller": adults + children + babies equals 1
export const isSoloTraveller = (p: Passengers): boolean => total(p) === 1;

/** buying-flow.md §5, §7: the related prices are fetched for adults + 1 (invalid counts take the defaults). */
export function relatedPassengers(p: Passengers): Passengers {
  const get = (type: PassengerType) => (isCount(p?.[type]) ? p[type] : DEFAULT_PASSENGERS[type]);
  return { adults: get('adults') + 1, children: get('children'), babies: get('babies') };
}
