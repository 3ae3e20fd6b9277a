/**
 * What the checkout's pages do about payment before they are shown (buying-flow.md §4 "Payment"): a paid
 * attempt goes to its confirmation, and loading the payment step preselects the first method whose id is
 * 1 or 6 (none: selection 0), stored on the attempt so that its fee line and the amount follow it.
 */
import { preselectedPaymentMethod } from '@waypoint/config';
import type { FastifyBaseLogger } from 'fastify';
import type { DataSources } from '../sources/data-sources.ts';
import { isPaid, reconcile, reconciledLocation } from './payment-flow.ts';

/** The path segment after the token where the providers send the traveller back. */
export const PAYMENT_RETURN_SEGMENT = 'payment-return';

/**
 * The confirmation of an attempt that is booked, or paid and now booked; null while unpaid. Cheap when
 * nothing was paid: one `booking/status` read.
 */
export async function bookedLocation(args: {
  sources: DataSources;
  token: string;
  market: string;
  locale: string;
  log: FastifyBaseLogger;
}): Promise<string | null> {
  const status = await args.sources.checkout.bookingStatus(args.token);
  const paid = status?.payment && isPaid(status.payment.status);
  if (!status || (status.bookingToken === null && !paid)) return null;
  const outcome = await reconcile({ sources: args.sources, token: args.token, log: args.log });
  return outcome.kind === 'booked' ? reconciledLocation(outcome, args) : null;
}

/** §4: "Loading payment data preselects the first method whose id is 1 or 6. With none, the selection is 0." */
export async function preselectPaymentMethod(
  sources: DataSources,
  token: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const state = await sources.checkout.payment(token);
  if (state?.paymentMethodId !== 0 || state.booking) return;
  const id = preselectedPaymentMethod(state.methods);
  if (id === 0) return;
  const written = await sources.checkout.choosePaymentMethod(token, state.revision, id);
  // Another tab preselected first (a stale revision), or the attempt expired: the page shows what is stored.
  if (written.kind !== 'done') log.info({ outcome: written.kind }, 'payment method preselection not stored');
}
