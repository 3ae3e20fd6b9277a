/**
 * The passengers step (buying-flow.md §2 "Checkout", §5 "Age bands"): a form per traveller with the age
 * band of its type as the bounds of its birth date at departure; what the attempt holds is filled in.
 * The server's field errors come back to the form in the action's answer (nothing typed is lost).
 */
import { guestCheckoutAllowed } from '@waypoint/config';
import type { PassengerField, UpstreamPassenger } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { submitOf } from '../actions/define-action.ts';
import { savePassengers } from '../actions/save-passengers.ts';
import { checkoutOf } from '../checkout/checkout-data.ts';
import { defineResolver } from '../compose/types.ts';

/** The day `years` years before `day` ('YYYY-MM-DD'), plus `shiftDays`. */
function yearsBefore(day: string, years: number, shiftDays = 0): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + shiftDays);
  return d.toISOString().slice(0, 10);
}

export function passengerFields(
  t: TFunction,
  passenger: UpstreamPassenger,
  first: boolean,
  departure: string,
): PassengerField[] {
  const field = (
    name: PassengerField['name'],
    input: PassengerField['input'],
    required: boolean,
    autocomplete: string,
  ): PassengerField => ({
    name,
    label: t(`checkout.passengers.fields.${name}`),
    input,
    value: String(passenger[name]),
    required,
    autocomplete,
    min: null,
    max: null,
    hint: null,
    error: null,
  });
  const birth = field('birthDate', 'date', true, 'bday');
  // Born at most maxAge + 1 years before departure (minus a day), at least minAge years before.
  birth.max = yearsBefore(departure, passenger.minAge);
  birth.min = passenger.maxAge === null ? null : yearsBefore(departure, passenger.maxAge + 1, 1);
  birth.hint =
    passenger.maxAge === null
      ? t('checkout.passengers.ageFrom', { min: passenger.minAge })
      : t('checkout.passengers.ageBand', { min: passenger.minAge, max: passenger.maxAge });
  const fields = [
    field('firstName', 'text', true, 'given-name'),
    field('lastName', 'text', true, 'family-name'),
    birth,
    field('documentNumber', 'text', false, 'off'),
  ];
  if (first) fields.push(field('email', 'email', true, 'email'), field('phone', 'tel', true, 'tel'));
  return fields;
}

export const passengerForm = defineResolver({
  type: 'PassengerForm',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t } = args;
    const { params, static: attempt } = await checkoutOf(args);
    if (params.step !== 'passengers') return null;
    const data = await args.sources.checkout.passengers(params.token, args.signal);
    if (!data) return null;
    const counts = { adult: 0, child: 0, baby: 0 };
    return {
      title: t('checkout.passengers.title'),
      intro: t('checkout.passengers.intro'),
      passengers: data.passengers.map((p, i) => {
        counts[p.type]++;
        return {
          title: t(`checkout.passengers.${p.type}`, { n: counts[p.type] }),
          ageLabel:
            p.maxAge === null
              ? t('checkout.passengers.ageFrom', { min: p.minAge })
              : t('checkout.passengers.ageBand', { min: p.minAge, max: p.maxAge }),
          fields: passengerFields(t, p, i === 0, attempt.departureDate),
        };
      }),
      save: {
        label: t('checkout.passengers.save'),
        action: submitOf(savePassengers, { revision: data.revision }, { clientAdds: ['passengers'] }),
      },
      guest: guestCheckoutAllowed({ guestCheckout: attempt.guestCheckout })
        ? t('checkout.passengers.guest')
        : null,
    };
  },
});
