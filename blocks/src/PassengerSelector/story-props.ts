/** Passenger selector props for the stories and tests, shaped like the composer's (English and French). */
import type { PassengerCount, PassengerSelectorProps } from '@waypoint/schemas';

const PAGE = '/us/asia/japan/412-japan-tokyo-kyoto-and-osaka?category=7&city=JFK';

type Kind = 'adults' | 'children' | 'babies';
type Counts = Record<Kind, number>;

function step(counts: Counts, kind: Kind, value: number, label: string, page: string) {
  const next = { ...counts, [kind]: value };
  return {
    value,
    label,
    href: `${page}&adults=${next.adults}&children=${next.children}&babies=${next.babies}`,
    action: { kind: 'submit' as const, action: 'setPassengers', input: next },
  };
}

interface RowWords {
  label: string;
  ageLabel: string;
  remove: string;
  add: string;
  unavailableLabel?: string | null;
}

/** A row with the steps the bounds allow (skipping unavailable counts, as the rules do). */
export function passengerCount(
  counts: Counts,
  kind: Kind,
  bounds: { min: number; max: number; minAge: number; maxAge: number | null; unavailable?: number[] },
  words: RowWords,
  page = PAGE,
): PassengerCount {
  const unavailable = bounds.unavailable ?? [];
  const value = counts[kind];
  let down = value - 1;
  while (unavailable.includes(down)) down -= 1;
  let up = value + 1;
  while (unavailable.includes(up)) up += 1;
  return {
    label: words.label,
    ageLabel: words.ageLabel,
    value,
    min: bounds.min,
    max: bounds.max,
    minAge: bounds.minAge,
    maxAge: bounds.maxAge,
    unavailable,
    unavailableLabel: words.unavailableLabel ?? null,
    stepLabels: { decrement: words.remove, increment: words.add },
    decrement: down >= bounds.min ? step(counts, kind, down, words.remove, page) : null,
    increment: up <= bounds.max ? step(counts, kind, up, words.add, page) : null,
  };
}

export function englishProps(
  counts: Counts,
  overrides: Partial<PassengerSelectorProps> = {},
): PassengerSelectorProps {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [plural(counts.adults, 'adult', 'adults')];
  if (counts.children > 0) parts.push(plural(counts.children, 'child', 'children'));
  if (counts.babies > 0) parts.push(plural(counts.babies, 'baby', 'babies'));
  return {
    title: 'Travellers',
    summary: parts.join(', '),
    adults: passengerCount(
      counts,
      'adults',
      { min: 1, max: 4, minAge: 12, maxAge: null, unavailable: [3] },
      {
        label: 'Adults',
        ageLabel: '12 years and over',
        remove: 'Remove one adult',
        add: 'Add one adult',
        unavailableLabel: '3 adults not available',
      },
    ),
    children: passengerCount(
      counts,
      'children',
      { min: 0, max: 2, minAge: 2, maxAge: 12 },
      { label: 'Children', ageLabel: '2 to 11 years', remove: 'Remove one child', add: 'Add one child' },
    ),
    babies: passengerCount(
      counts,
      'babies',
      { min: 0, max: 1, minAge: 0, maxAge: 2 },
      { label: 'Babies', ageLabel: 'Under 2 years', remove: 'Remove one baby', add: 'Add one baby' },
    ),
    solo:
      counts.adults + counts.children + counts.babies === 1
        ? 'Travelling solo: the price includes the single room supplement.'
        : null,
    notices: [],
    ...overrides,
  };
}

const FR_PAGE = '/fr/asie/japon/412-japon-tokyo-kyoto-et-osaka?category=7&city=CDG';

export function frenchProps(counts: Counts): PassengerSelectorProps {
  const s = (n: number) => (n > 1 ? 's' : '');
  const parts = [`${counts.adults} adulte${s(counts.adults)}`];
  if (counts.children > 0) parts.push(`${counts.children} enfant${s(counts.children)}`);
  if (counts.babies > 0) parts.push(`${counts.babies} bébé${s(counts.babies)}`);
  return {
    title: 'Voyageurs',
    summary: parts.join(', '),
    adults: passengerCount(
      counts,
      'adults',
      { min: 1, max: 4, minAge: 12, maxAge: null, unavailable: [3] },
      {
        label: 'Adultes',
        ageLabel: '12 ans et plus',
        remove: 'Retirer un adulte',
        add: 'Ajouter un adulte',
        unavailableLabel: '3 adultes : non disponible',
      },
      FR_PAGE,
    ),
    children: passengerCount(
      counts,
      'children',
      { min: 0, max: 2, minAge: 2, maxAge: 12 },
      { label: 'Enfants', ageLabel: 'De 2 à 11 ans', remove: 'Retirer un enfant', add: 'Ajouter un enfant' },
      FR_PAGE,
    ),
    babies: passengerCount(
      counts,
      'babies',
      { min: 0, max: 1, minAge: 0, maxAge: 2 },
      { label: 'Bébés', ageLabel: 'Moins de 2 ans', remove: 'Retirer un bébé', add: 'Ajouter un bébé' },
      FR_PAGE,
    ),
    solo: null,
    notices: [],
  };
}
