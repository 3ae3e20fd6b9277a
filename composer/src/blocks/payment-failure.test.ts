import { UpstreamNotConfirmed } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { forToken, TOKEN, withCheckout } from '../../test/payment-fixtures.ts';
import type { PageParams } from '../pages/define-page.ts';
import { paymentFailure } from './payment-failure.ts';

const kit = useKit();

/** Why the attempt has no booking (`my-trip/not-confirmed/{token}`), parsed with the upstream schema. */
function why(patch: Partial<UpstreamNotConfirmed> = {}): UpstreamNotConfirmed {
  return UpstreamNotConfirmed.parse({
    token: TOKEN,
    reason: 'declined',
    message: 'Your card was declined.',
    expired: false,
    expiresAt: '2026-03-01T11:00:00.000Z',
    productTitle: 'Safari and wildlife: Nairobi, Naivasha and Mombasa',
    ...patch,
  });
}

const notConfirmed = { token: TOKEN, notConfirmed: true };
const HELP = 'Need a hand? Our travel team can help you finish your booking by phone.';

describe('PaymentFailure', () => {
  it("says why the payment was not confirmed, in the traveller's words and the provider's", async () => {
    const { props } = await kit.run(paymentFailure, {
      params: notConfirmed,
      sources: withCheckout({ notConfirmed: forToken(why()) }),
    });
    expect(props).toEqual([
      {
        title: "Your payment wasn't confirmed",
        message: 'Your card was declined. No money was taken. You can try another card.',
        detail: 'Your card was declined.',
        trip: 'Safari and wildlife: Nairobi, Naivasha and Mombasa',
        // buying-flow.md §4: retrying holds the attempt 90 minutes more.
        retry: { label: 'Pay again', action: { kind: 'submit', action: 'payAgain', input: {} } },
        help: HELP,
      },
    ]);
  });

  it.each([
    ['insufficient_funds', 'The payment was refused for insufficient funds. No money was taken.'],
    [
      'canceled',
      "The payment wasn't completed: you left the payment page, or your bank didn't confirm it. No money was taken.",
    ],
    ['expired', 'Your trip was no longer held when the payment arrived. Hold it again and pay.'],
    [
      'failed',
      "We couldn't confirm your payment. If any money was taken, it will be refunded within 5 working days.",
    ],
  ] as const)('explains a payment that %s and offers to pay again', async (reason, message) => {
    const { props } = await kit.run(paymentFailure, {
      params: notConfirmed,
      sources: withCheckout({
        notConfirmed: forToken(why({ reason, message: null, expired: reason === 'expired' })),
      }),
    });
    expect(props[0]).toMatchObject({ title: "Your payment wasn't confirmed", message, detail: null });
    expect(props[0]!.retry?.label).toBe('Pay again');
  });

  it('offers no retry while the bank is still confirming the payment', async () => {
    const { props } = await kit.run(paymentFailure, {
      params: notConfirmed,
      sources: withCheckout({ notConfirmed: forToken(why({ reason: 'pending', message: null })) }),
    });
    expect(props[0]).toEqual({
      title: "We're confirming your payment",
      message:
        'Your bank is still confirming the payment. Your booking will be confirmed as soon as it does.',
      detail: null,
      trip: 'Safari and wildlife: Nairobi, Naivasha and Mombasa',
      retry: null,
      help: HELP,
    });
  });

  it('is shown on the not-confirmed page only (buying-flow.md §2 "Not-confirmed page")', async () => {
    const sources = withCheckout({ notConfirmed: forToken(why()) });
    const others: Omit<PageParams, 'market'>[] = [
      { token: TOKEN, step: 'payment', version: 'v2' },
      { token: TOKEN, confirmation: true },
      { token: TOKEN, notConfirmed: false },
      { token: TOKEN, notConfirmed: 'true' },
    ];
    for (const params of others) {
      const { result } = await kit.run(paymentFailure, { params, sources });
      expect(result, JSON.stringify(params)).toBeNull();
    }
  });

  it('is hidden for an attempt the seller does not know', async () => {
    const { result } = await kit.run(paymentFailure, { params: notConfirmed });
    expect(result).toBeNull();
  });

  it('shows the keys in translator mode', async () => {
    const { props } = await kit.run(paymentFailure, {
      ctx: { translatorMode: true },
      params: notConfirmed,
      sources: withCheckout({ notConfirmed: forToken(why({ reason: 'pending' })) }),
    });
    expect(props[0]).toMatchObject({
      title: 'payment.notConfirmed.pendingTitle',
      message: 'payment.refused.pending',
      help: 'payment.notConfirmed.help',
    });
  });
});
