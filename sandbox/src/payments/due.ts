/**
 * What a provider is asked to charge for an attempt (never an amount from the request): the checkout
 * payment (share 0) is the chosen plan's first share of the total with the method's fee; a later share of
 * a booking (`partPaymentToken` '{orderAttemptToken}:{index}', buying-flow.md §7 "Fractional (part)
 * payment") is that share as the booking scheduled it, paid by card.
 */
import type { PaymentProviderId } from '@waypoint/schemas';
import type { OrderAttempt } from '../checkout/attempts.ts';
import type { AttemptView } from '../checkout/offer.ts';
import { type MethodDef, type MethodKind, methodFor, paymentQuoteOf } from '../checkout/payment.ts';

export interface Due {
  share: number;
  method: MethodDef;
  amountCents: number;
  plan: readonly number[];
  planOffered: boolean;
}

const PART_PAYMENT = /^([A-Za-z0-9_-]{16,64}):(\d{1,2})$/;

/** The share a part-payment token names, or why it names none. */
export function shareOf(
  attempt: OrderAttempt,
  partPaymentToken: string,
): number | { fields: Record<string, string> } {
  const match = PART_PAYMENT.exec(partPaymentToken);
  if (!match || match[1] !== attempt.token) return { fields: { partPaymentToken: 'INVALID' } };
  if (!attempt.booking) return { fields: { partPaymentToken: 'NO_BOOKING' } };
  const index = Number(match[2]);
  if (index < 1 || index >= attempt.booking.shares.length)
    return { fields: { partPaymentToken: 'UNKNOWN_SHARE' } };
  return index;
}

export function dueOf(
  view: AttemptView,
  today: string,
  provider: PaymentProviderId,
  kind: MethodKind,
  partPaymentToken: string,
): Due | { fields: Record<string, string> } {
  const { attempt, ctx } = view;
  const method = methodFor(attempt, ctx.market, provider, kind);
  if (!method) return { fields: { provider: 'NOT_OFFERED' } };
  if (partPaymentToken === '') {
    const quote = paymentQuoteOf(view, today, method.id);
    return {
      share: 0,
      method,
      amountCents: quote.shares[0] ?? quote.totalCents,
      plan: quote.plan,
      planOffered: quote.plans.length > 1,
    };
  }
  const share = shareOf(attempt, partPaymentToken);
  if (typeof share !== 'number') return share;
  // Later shares are paid by card (GET .../fractional/payment-method lists the card methods only).
  if (kind !== 'card') return { fields: { partPaymentToken: 'CARD_ONLY' } };
  const booking = attempt.booking;
  const cents = booking?.shares[share]?.cents ?? 0;
  return { share, method, amountCents: cents, plan: booking?.plan ?? [1], planOffered: true };
}

/** What the record's share costs now (for the check before it takes the money). */
export function dueCentsOf(
  view: AttemptView,
  today: string,
  share: number,
  methodId: number,
): number | undefined {
  if (share > 0) return view.attempt.booking?.shares[share]?.cents;
  return paymentQuoteOf(view, today, methodId).shares[0];
}
