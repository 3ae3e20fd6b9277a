/** Passenger form props for the stories and tests, shaped like the composer's (en-US, 2 adults, 1 child). */
import type { PassengerField, PassengerFormProps } from '@waypoint/schemas';

type Values = Partial<Record<PassengerField['name'], string>>;
type Errors = Partial<Record<PassengerField['name'], string>>;

interface Band {
  title: string;
  ageLabel: string;
  /** The birth dates the age band allows at departure. */
  min: string;
  max: string;
  /** Contact fields (the first adult only). */
  contact: boolean;
}

function fields(index: number, band: Band, values: Values, errors: Errors): PassengerField[] {
  const section = `section-passenger${index + 1}`;
  const field = (
    name: PassengerField['name'],
    label: string,
    input: PassengerField['input'],
    autocomplete: string,
    more: Partial<PassengerField> = {},
  ): PassengerField => ({
    name,
    label,
    input,
    value: values[name] ?? '',
    required: true,
    autocomplete: `${section} ${autocomplete}`,
    min: null,
    max: null,
    hint: null,
    error: errors[name] ?? null,
    ...more,
  });
  const list = [
    field('firstName', 'First name', 'text', 'given-name', { hint: 'As on the passport' }),
    field('lastName', 'Last name', 'text', 'family-name', { hint: 'As on the passport' }),
    field('birthDate', 'Date of birth', 'date', 'bday', { min: band.min, max: band.max }),
    field('documentNumber', 'Passport number', 'text', 'off', { autocomplete: 'off' }),
  ];
  if (band.contact) {
    list.push(
      field('email', 'E-mail', 'email', 'email', { hint: 'We send the booking confirmation here' }),
      field('phone', 'Mobile phone', 'tel', 'tel', {
        required: false,
        hint: 'With the country code, e.g. +1',
      }),
    );
  }
  return list;
}

const ADULT = { ageLabel: '12 years and over', min: '1925-03-12', max: '2013-03-12' };
const BANDS: Band[] = [
  { title: 'Adult 1', ...ADULT, contact: true },
  { title: 'Adult 2', ...ADULT, contact: false },
  { title: 'Child 1', ageLabel: '2 to 11 years', min: '2013-03-13', max: '2023-03-12', contact: false },
];

export const SAVE_ACTION = {
  kind: 'submit' as const,
  action: 'savePassengers',
  input: { orderAttempt: '7f3c21' },
};

export function passengerFormProps(
  values: Values[] = [],
  errors: Errors[] = [],
  overrides: Partial<PassengerFormProps> = {},
): PassengerFormProps {
  return {
    title: 'Who is travelling?',
    intro: 'Enter each traveller’s details exactly as they appear on their passport.',
    passengers: BANDS.map((band, index) => ({
      title: band.title,
      ageLabel: band.ageLabel,
      fields: fields(index, band, values[index] ?? {}, errors[index] ?? {}),
    })),
    save: { label: 'Save and continue', action: SAVE_ACTION },
    guest: 'You can book without an account: we send everything to the e-mail you give.',
    ...overrides,
  };
}

/** Two adults partly filled in, with the server's errors at three fields. */
export function withErrorsProps(): PassengerFormProps {
  return passengerFormProps(
    [
      { firstName: 'Ana', lastName: 'García', birthDate: '1986-05-02', email: 'ana.garcia@example' },
      { firstName: 'Luis', lastName: '', birthDate: '2016-09-30' },
    ],
    [
      {
        email: 'Enter a valid e-mail address, like name@example.com.',
        documentNumber: 'Enter the passport number.',
      },
      {
        lastName: 'Enter the last name.',
        birthDate: 'An adult must be 12 or older on the day of departure (Mar 12, 2025).',
      },
    ],
  );
}
