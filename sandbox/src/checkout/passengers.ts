/**
 * The travellers of an order attempt (buying-flow.md §3 "Passengers", "Occupancy rules"; §5 "Age
 * bands"): one per adult, child and baby, in that order, each with its type's age band from the trip's
 * offers. Bands are inclusive at both ends, as the spec words them (adults childMaxAge and over,
 * children babyMaxAge to childMaxAge, babies 0 to babyMaxAge): an age on a boundary fits both types.
 *
 * Saving validates like a real API and reports every refused field at once, keyed
 * `passengers.<index>.<field>`; the same rules decide whether the passengers are complete enough to
 * leave the passengers step.
 */
import type { UpstreamPassenger } from '@waypoint/schemas';
import { dayOfIso, isRealDay } from '../catalogue/calendar.ts';
import type { TripOffers } from '../catalogue/index.ts';
import type { OrderAttempt, SavedPassenger } from './attempts.ts';

type PassengerType = UpstreamPassenger['type'];

interface Band {
  type: PassengerType;
  minAge: number;
  maxAge: number | null;
}

/** One band per traveller: adults, then children, then babies. */
export function bandsOf(attempt: OrderAttempt, offers: TripOffers): Band[] {
  const { adults, children, babies } = attempt.pax;
  const adult: Band = { type: 'adult', minAge: offers.childMaxAge, maxAge: null };
  const child: Band = { type: 'child', minAge: offers.babyMaxAge, maxAge: offers.childMaxAge };
  const baby: Band = { type: 'baby', minAge: 0, maxAge: offers.babyMaxAge };
  return [
    ...Array.from({ length: adults }, () => adult),
    ...Array.from({ length: children }, () => child),
    ...Array.from({ length: babies }, () => baby),
  ];
}

const EMPTY: SavedPassenger = {
  firstName: '',
  lastName: '',
  birthDate: '',
  documentNumber: '',
  email: '',
  phone: '',
};

/** GET passengers: the saved travellers, or empty ones before the first save. */
export function passengersOf(attempt: OrderAttempt, offers: TripOffers): UpstreamPassenger[] {
  return bandsOf(attempt, offers).map((band, index) => ({
    ...band,
    ...(attempt.passengers[index] ?? EMPTY),
  }));
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9][0-9 ().-]{5,22}$/;
const DOCUMENT = /^[A-Za-z0-9-]{5,20}$/;
const NAME_MAX = 60;

/** Whole years from `birth` to `on` (both YYYY-MM-DD). */
export function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const FIELDS = ['firstName', 'lastName', 'birthDate', 'documentNumber', 'email', 'phone', 'type'] as const;

/**
 * The field errors of `input` (anything from a request body) for the attempt's travellers, and the
 * passengers to save when there are none. The first adult is the contact: email and phone required.
 */
export function checkPassengers(
  attempt: OrderAttempt,
  offers: TripOffers,
  input: unknown,
): { fields: Record<string, string> } | { passengers: SavedPassenger[] } {
  const bands = bandsOf(attempt, offers);
  if (input === undefined) return { fields: { passengers: 'REQUIRED' } };
  if (!Array.isArray(input)) return { fields: { passengers: 'INVALID' } };
  if (input.length !== bands.length) return { fields: { passengers: 'COUNT' } };
  const fields: Record<string, string> = {};
  const passengers: SavedPassenger[] = [];
  input.forEach((entry: unknown, index) => {
    const at = (field: string) => `passengers.${index}.${field}`;
    const band = bands[index] as Band;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      fields[`passengers.${index}`] = 'INVALID';
      return;
    }
    const record = entry as Record<string, unknown>;
    const text = (field: (typeof FIELDS)[number]) => {
      const value = record[field];
      if (value === undefined || value === null) return '';
      if (typeof value !== 'string') {
        fields[at(field)] = 'INVALID';
        return '';
      }
      return value.trim();
    };
    for (const key of Object.keys(record)) {
      if (!(FIELDS as readonly string[]).includes(key) && key !== 'minAge' && key !== 'maxAge') {
        fields[at(key)] = 'UNKNOWN_FIELD';
      }
    }
    const type = text('type');
    if (type !== '' && type !== band.type) fields[at('type')] = 'TYPE_MISMATCH';
    const saved: SavedPassenger = {
      firstName: text('firstName'),
      lastName: text('lastName'),
      birthDate: text('birthDate'),
      documentNumber: text('documentNumber'),
      email: text('email'),
      phone: text('phone'),
    };
    for (const name of ['firstName', 'lastName'] as const) {
      if (fields[at(name)]) continue;
      if (saved[name] === '') fields[at(name)] = 'REQUIRED';
      else if (saved[name].length > NAME_MAX) fields[at(name)] = 'TOO_LONG';
    }
    if (!fields[at('birthDate')]) {
      if (saved.birthDate === '') fields[at('birthDate')] = 'REQUIRED';
      else if (!isRealDay(saved.birthDate) || dayOfIso(saved.birthDate) > dayOfIso(attempt.departureDate)) {
        fields[at('birthDate')] = 'INVALID_DATE';
      } else {
        const age = ageOn(saved.birthDate, attempt.departureDate);
        if (age < band.minAge || (band.maxAge !== null && age > band.maxAge)) {
          fields[at('birthDate')] = 'AGE_OUT_OF_BAND';
        }
      }
    }
    const contact = index === 0;
    if (!fields[at('email')]) {
      if (saved.email === '') {
        if (contact) fields[at('email')] = 'REQUIRED';
      } else if (!EMAIL.test(saved.email)) fields[at('email')] = 'INVALID_EMAIL';
    }
    if (!fields[at('phone')]) {
      if (saved.phone === '') {
        if (contact) fields[at('phone')] = 'REQUIRED';
      } else if (!PHONE.test(saved.phone) || saved.phone.replace(/\D/g, '').length < 6) {
        fields[at('phone')] = 'INVALID_PHONE';
      }
    }
    if (
      !fields[at('documentNumber')] &&
      saved.documentNumber !== '' &&
      !DOCUMENT.test(saved.documentNumber)
    ) {
      fields[at('documentNumber')] = 'INVALID';
    }
    passengers.push(saved);
  });
  return Object.keys(fields).length > 0 ? { fields } : { passengers };
}

/** Whether every traveller is saved and valid: the condition for leaving the passengers step. */
export function passengersComplete(attempt: OrderAttempt, offers: TripOffers): boolean {
  if (attempt.passengers.length === 0) return false;
  return 'passengers' in checkPassengers(attempt, offers, attempt.passengers);
}
