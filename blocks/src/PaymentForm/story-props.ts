/** Pay props for the stories and tests, shaped like the composer's (en-US; card, 25% today). */
import type { PaymentFormProps } from '@waypoint/schemas';

export const PAY_ACTION = {
  kind: 'submit' as const,
  action: 'pay',
  input: {},
};

export function paymentFormProps(overrides: Partial<PaymentFormProps> = {}): PaymentFormProps {
  return {
    title: 'Review and pay',
    simplified: false,
    lines: [
      { label: 'Trip total', amount: '$7,883.00', strong: false },
      { label: 'Card fee 1.5 %', amount: '$118.25', strong: false },
      { label: 'Total', amount: '$8,001.25', strong: true },
      { label: 'Before Feb 10, 2025', amount: '$6,000.94', strong: false },
      { label: 'To pay now', amount: '$2,000.31', strong: true },
    ],
    consent: {
      label: 'I have read and accept the booking conditions and the privacy policy.',
      termsLabel: 'Read the terms and conditions',
      termsHref: '/us/legal/terms-and-conditions',
      version: '2024-11',
      checked: false,
      error: null,
    },
    pay: { label: 'Pay $2,000.31', action: PAY_ACTION, disabled: false },
    providerNote:
      'You type your card details on our payment provider’s secure page: we never see or keep your card number.',
    motoNote: null,
    error: null,
    ...overrides,
  };
}

/** The consent box left empty at the last try: its error at the box. */
export function consentErrorProps(): PaymentFormProps {
  const props = paymentFormProps();
  return paymentFormProps({
    consent: { ...props.consent, error: 'Accept the booking conditions to pay.' },
  });
}

/** The last payment was declined by the provider. */
export function declinedProps(): PaymentFormProps {
  const props = paymentFormProps();
  return paymentFormProps({
    consent: { ...props.consent, checked: true },
    error: 'Your card was declined. Try again with another card, or choose another payment method.',
  });
}

/** No method chosen yet: nothing to pay, the button disabled. */
export function noMethodProps(): PaymentFormProps {
  return paymentFormProps({
    lines: [{ label: 'Total', amount: '$7,883.00', strong: true }],
    pay: { label: 'Pay', action: PAY_ACTION, disabled: true },
  });
}

/** ABSimplifiedPaymentSection: the total alone. */
export function simplifiedProps(): PaymentFormProps {
  return paymentFormProps({ simplified: true });
}

/** The sales site: staff key in the customer's card over the phone (MOTO). */
export function salesProps(): PaymentFormProps {
  return paymentFormProps({
    motoNote:
      'Telephone order: key in the customer’s card while they are on the line. Their bank will not ask them to confirm it.',
    providerNote: null,
  });
}
