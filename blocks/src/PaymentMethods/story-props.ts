/** Payment method props for the stories and tests, shaped like the composer's (en-US, order 7f3c21). */
import type { PaymentMethodsProps } from '@waypoint/schemas';

type Method = PaymentMethodsProps['methods'][number];

export const chooseAction = (paymentMethodId: number) => ({
  kind: 'submit' as const,
  action: 'choosePaymentMethod',
  input: { paymentMethodId, revision: 4 },
});

const METHODS: Omit<Method, 'selected' | 'choose'>[] = [
  { id: 1, label: 'Credit or debit card', kind: 'card', fee: null },
  { id: 6, label: 'Bank transfer (ACH)', kind: 'ach', fee: null },
  { id: 9, label: 'Pay monthly', kind: 'bnpl', fee: 'Service fee 2 %: $157.66' },
];

/** The methods with `selected` chosen (null: none yet, the prompt shown); US, with the promo. */
export function paymentMethodsProps(
  selected: number | null = 1,
  overrides: Partial<PaymentMethodsProps> = {},
): PaymentMethodsProps {
  return {
    title: 'How would you like to pay?',
    methods: METHODS.map((method) => ({
      ...method,
      fee: method.kind === 'card' && selected === 1 ? 'Card fee 1.5 %: $118.25' : method.fee,
      selected: method.id === selected,
      choose: chooseAction(method.id),
    })),
    prompt: selected === null ? 'Choose a payment method to see the amount to pay.' : null,
    bnplPromo:
      'Pay monthly from $657/mo at 0% APR for 12 months, subject to approval. Checking eligibility does not affect your credit score.',
    ...overrides,
  };
}

/** A market without buy-now-pay-later: cards and bank transfer, no promo. */
export function withoutPromoProps(selected: number | null = 1): PaymentMethodsProps {
  const props = paymentMethodsProps(selected, { bnplPromo: null });
  return { ...props, methods: props.methods.filter((method) => method.kind !== 'bnpl') };
}
