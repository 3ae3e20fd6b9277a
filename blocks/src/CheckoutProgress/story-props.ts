/** Checkout progress props for the stories and tests, shaped like the composer's (en-US). */
import type { CheckoutProgressProps } from '@waypoint/schemas';

type StepName = CheckoutProgressProps['steps'][number]['step'];

const STEPS: [StepName, string][] = [
  ['passengers', 'Travellers'],
  ['personalization', 'Your trip'],
  ['flight', 'Flights'],
  ['payment', 'Payment'],
];

const ORDER = '/us/checkout/7f3c21';

export function progressProps(
  current: StepName = 'personalization',
  overrides: Partial<CheckoutProgressProps> = {},
): CheckoutProgressProps {
  const at = STEPS.findIndex(([step]) => step === current);
  return {
    title: 'Checkout steps',
    trip: 'Japan: Tokyo, Kyoto and Osaka · Mar 12 – Mar 24, 2025 · 2 adults',
    steps: STEPS.map(([step, label], index) => ({
      step,
      label,
      href: index <= at ? `${ORDER}/${step}` : null,
      current: index === at,
      done: index < at,
    })),
    expiresAt: '2025-02-20T14:35:00Z',
    holdLabel: 'Your trip is held until 14:35',
    expired: null,
    notices: [],
    ...overrides,
  };
}

export const EXPIRED: CheckoutProgressProps['expired'] = {
  message: 'Your trip is no longer held: the 90 minutes have passed. Hold it again to keep this price.',
  retry: { label: 'Hold my trip again', action: { kind: 'submit', action: 'renewOrderAttempt', input: {} } },
};
