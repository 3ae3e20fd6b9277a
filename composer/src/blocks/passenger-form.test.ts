import type { UpstreamCheckoutPassengers, UpstreamPassenger } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { onStep } from '../../test/checkout-fixtures.ts';
import { attempt, forToken, withCheckout } from '../../test/payment-fixtures.ts';
import { passengerForm } from './passenger-form.ts';

const kit = useKit();

const passenger = (patch: Partial<UpstreamPassenger>): UpstreamPassenger => ({
  type: 'adult',
  firstName: '',
  lastName: '',
  birthDate: '',
  documentNumber: '',
  email: '',
  phone: '',
  minAge: 12,
  maxAge: null,
  ...patch,
});

/** Two adults (the first one filled in), a child of 2 to 11 and a baby under 2. */
const PASSENGERS: UpstreamCheckoutPassengers = {
  revision: 12,
  passengers: [
    passenger({ firstName: 'Ada', lastName: 'Lovelace', birthDate: '1985-12-10', email: 'ada@example.com' }),
    passenger({}),
    passenger({ type: 'child', minAge: 2, maxAge: 11 }),
    passenger({ type: 'baby', minAge: 0, maxAge: 1 }),
  ],
};

const withPassengers = (answer: UpstreamCheckoutPassengers | null = PASSENGERS, guestCheckout = true) =>
  withCheckout({
    static: forToken(attempt({ step: 'passengers', departureDate: '2026-12-03', guestCheckout })),
    passengers: forToken(answer),
  });

const field = (fields: Array<{ name: string }>, name: string) => fields.find((f) => f.name === name)!;

describe('PassengerForm (buying-flow.md §2 "Checkout", §5 "Age bands")', () => {
  it('has a form per traveller, what the attempt holds filled in, contact fields on the first only', async () => {
    const { props } = await kit.run(passengerForm, {
      params: onStep('passengers'),
      sources: withPassengers(),
    });
    const [first, second] = props[0]!.passengers;
    expect(first!.fields.map((f) => f.name)).toEqual([
      'firstName',
      'lastName',
      'birthDate',
      'documentNumber',
      'email',
      'phone',
    ]);
    expect(second!.fields.map((f) => f.name)).toEqual([
      'firstName',
      'lastName',
      'birthDate',
      'documentNumber',
    ]);
    expect(first!.fields.map((f) => f.value)).toEqual([
      'Ada',
      'Lovelace',
      '1985-12-10',
      '',
      'ada@example.com',
      '',
    ]);
    expect(props[0]!.save.action).toEqual({
      kind: 'submit',
      action: 'savePassengers',
      input: { revision: 12 },
    });
  });

  it('bounds each birth date by the age band of its type at departure', async () => {
    const { props } = await kit.run(passengerForm, {
      params: onStep('passengers'),
      sources: withPassengers(),
    });
    const [adult, , child, baby] = props[0]!.passengers.map((p) => field(p.fields, 'birthDate'));
    // An adult is 12 or more on 3 December 2026; no lower bound.
    expect(adult).toMatchObject({ min: null, max: '2014-12-03' });
    // A child is 2 to 11: born after 3 December 2014, on or before 3 December 2024.
    expect(child).toMatchObject({ min: '2014-12-04', max: '2024-12-03' });
    // A baby is under 2: born after 3 December 2024, on or before the departure.
    expect(baby).toMatchObject({ min: '2024-12-04', max: '2026-12-03' });
  });

  it('numbers the travellers of each type', async () => {
    const { props } = await kit.run(passengerForm, {
      ctx: { translatorMode: true },
      params: onStep('passengers'),
      sources: withPassengers(),
    });
    expect(props[0]!.passengers.map((p) => p.title)).toEqual([
      'checkout.passengers.adult',
      'checkout.passengers.adult',
      'checkout.passengers.child',
      'checkout.passengers.baby',
    ]);
    const english = await kit.run(passengerForm, { params: onStep('passengers'), sources: withPassengers() });
    const titles = english.props[0]!.passengers.map((p) => p.title);
    expect(titles[0]).toContain('1');
    expect(titles[1]).toContain('2');
  });

  it('mentions guest checkout only when the site option is on (§6 "Guest checkout")', async () => {
    const on = await kit.run(passengerForm, { params: onStep('passengers'), sources: withPassengers() });
    expect(on.props[0]!.guest).toEqual(expect.any(String));
    const off = await kit.run(passengerForm, {
      params: onStep('passengers'),
      sources: withPassengers(PASSENGERS, false),
    });
    expect(off.props[0]!.guest).toBeNull();
  });

  it('is hidden off the passengers step and when the passengers cannot be read', async () => {
    const payment = await kit.run(passengerForm, { params: onStep('payment'), sources: withPassengers() });
    expect(payment.result).toBeNull();
    const unread = await kit.run(passengerForm, {
      params: onStep('passengers'),
      sources: withPassengers(null),
    });
    expect(unread.result).toBeNull();
  });
});
