/** Not-confirmed page props for the stories and tests, shaped like the composer's (en-US). */
import type { PaymentFailureProps } from '@waypoint/schemas';

export const RETRY_ACTION = {
  kind: 'submit' as const,
  action: 'payAgain',
  input: {},
};

/** The card was declined by the provider. */
export function failureProps(overrides: Partial<PaymentFailureProps> = {}): PaymentFailureProps {
  return {
    title: 'Your payment was not confirmed',
    message:
      'Your trip is not booked yet and nothing has been charged. You can try again now: we hold your trip for 90 more minutes.',
    detail: 'Your card was declined.',
    trip: 'Japan: Tokyo, Kyoto and Osaka · Mar 12 – Mar 24, 2025 · 2 adults',
    retry: { label: 'Try to pay again', action: RETRY_ACTION },
    help: 'Need a hand? Call us on 1-800-555-0199 (Monday to Friday, 9 am to 7 pm ET) and quote WP7F3C21.',
    ...overrides,
  };
}

/** The traveller left the provider's page: no provider message. */
export function canceledProps(): PaymentFailureProps {
  return failureProps({
    message: 'The payment was cancelled before it was finished, and nothing has been charged.',
    detail: null,
  });
}

/** The attempt can no longer be retried (its price has gone): no retry. */
export function noRetryProps(): PaymentFailureProps {
  return failureProps({
    message:
      'Nothing has been charged, but this trip can no longer be held at this price. Start again from the trip page.',
    detail: 'Insufficient funds.',
    retry: null,
  });
}
