/**
 * Paying for an order attempt and booking it exactly once (buying-flow.md §4 "Payment", §7 "Order attempt
 * v2" `booking`, `booking/status`, "Payment providers").
 *
 * The flow: 'pay' asks the attempt's method's provider for a payment and sends the traveller to the
 * provider's page; the provider sends them back to the return page, which asks the provider what happened
 * (`settle`) and reconciles: a succeeded (or settling) payment is booked with an idempotency key that names
 * the attempt. Whoever comes first books; a double click, a retry after a timeout, a second tab, another
 * composer instance, a reload of the return page or a traveller who closed the browser on the provider's
 * page and opened the checkout again all reconcile to that one booking, because every path starts from
 * `booking/status`, which says whether the attempt is paid and booked.
 */
import { bookingStatusDelay, confirmationPath, notConfirmedPath } from '@waypoint/config';
import type {
  PaymentProviderId,
  ProviderStatus,
  UpstreamBooking,
  UpstreamNotConfirmed,
} from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { DataSources } from '../sources/data-sources.ts';
import type { ProviderPayment } from '../sources/payment-providers.ts';

export type Reconciled =
  /** Booked (now or before); `pending` while the provider settles (a bank payment). */
  | { kind: 'booked'; booking: UpstreamBooking }
  /**
   * Refused by the provider or the traveller (the not-confirmed page explains it); `refusedPaymentId`
   * names the refused payment, so paying again asks the provider for a new one (null: the booking was refused).
   */
  | {
      kind: 'failed';
      reason: UpstreamNotConfirmed['reason'];
      message: string | null;
      refusedPaymentId: string | null;
    }
  /** Nothing paid (yet): the payment step stays. */
  | { kind: 'unpaid' };

const PAID: ReadonlySet<ProviderStatus> = new Set(['succeeded', 'processing']);
const REFUSED: ReadonlySet<ProviderStatus> = new Set(['declined', 'insufficient_funds', 'canceled']);
/** A payment the provider took (or is settling): it is booked. */
export const isPaid = (status: ProviderStatus): boolean => PAID.has(status);
/** A payment the provider or the traveller refused: paying again makes a new one. */
export const isRefused = (status: ProviderStatus): boolean => REFUSED.has(status);

/** The attempt's latest payment when it was refused (`booking/status`), else null. */
export async function refusedPaymentId(sources: DataSources, token: string, signal?: AbortSignal) {
  const latest = (await sources.checkout.bookingStatus(token, signal))?.payment;
  return latest && isRefused(latest.status) ? latest.paymentId : null;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Where the attempt stands, and books it when it is paid and not booked yet. `settled` is what the
 * provider said right now (on the return page); without it, the latest payment `booking/status` knows.
 * While the booking is pending, `booking/status` is polled with a bounded back-off (config
 * `bookingStatusDelay`); past it, the booking is answered as pending.
 */
export async function reconcile(args: {
  sources: DataSources;
  token: string;
  log: FastifyBaseLogger;
  signal?: AbortSignal;
  settled?: ProviderPayment | null;
}): Promise<Reconciled> {
  const { sources, token, log, signal } = args;
  const checkout = sources.checkout;
  let status = await checkout.bookingStatus(token, signal);
  if (!status) return { kind: 'unpaid' };
  let booking: UpstreamBooking | null = null;
  if (status.bookingToken === null) {
    const payment = args.settled
      ? { provider: args.settled.provider, paymentId: args.settled.paymentId, status: args.settled.status }
      : status.payment;
    if (!payment) return { kind: 'unpaid' };
    if (isRefused(payment.status)) {
      const message = args.settled?.message ?? status.payment?.message ?? null;
      const reason = payment.status as UpstreamNotConfirmed['reason'];
      return { kind: 'failed', reason, message, refusedPaymentId: payment.paymentId };
    }
    if (!isPaid(payment.status)) return { kind: 'unpaid' };
    const booked = await checkout.createBooking(token, {
      provider: payment.provider,
      paymentId: payment.paymentId,
    });
    if (booked.kind === 'refused') {
      log.warn({ token: token.slice(0, 6), code: booked.code }, 'booking refused after payment');
      return { kind: 'failed', reason: 'failed', message: booked.message, refusedPaymentId: null };
    }
    booking = booked.booking;
    log.info(
      { token: token.slice(0, 6), locator: booking.locator, provider: payment.provider },
      'order attempt booked',
    );
  }
  for (let poll = 0; (booking?.status ?? status.status) === 'pending'; poll++) {
    const delay = bookingStatusDelay(poll);
    if (delay === null || signal?.aborted) break;
    await sleep(delay, signal);
    status = (await checkout.bookingStatus(token, signal, { fresh: true })) ?? status;
    if (status.status !== 'pending') break;
  }
  checkout.forget();
  const final = await checkout.booking(token, signal);
  if (!final) {
    if (booking) return { kind: 'booked', booking };
    return { kind: 'unpaid' };
  }
  return { kind: 'booked', booking: final };
}

/** The return address a provider sends the traveller back to: the site's, absolute. */
export function paymentReturnUrl(
  origin: string,
  market: string,
  token: string,
  provider: PaymentProviderId,
  share?: number,
): string {
  const url = new URL(
    share === undefined
      ? `/${market}/my-trip/${token}/payment-return`
      : `/${market}/part-payment/${token}/return`,
    origin,
  );
  url.searchParams.set('provider', provider);
  if (share !== undefined) url.searchParams.set('share', String(share));
  return url.toString();
}

/** Where a reconciled attempt goes: the confirmation, the not-confirmed page, or back to the payment step. */
export function reconciledLocation(
  outcome: Reconciled,
  at: { market: string; locale: string; token: string },
): string {
  switch (outcome.kind) {
    case 'booked':
      return confirmationPath(at.market, at.locale, at.token);
    case 'failed':
      return notConfirmedPath(at.market, at.token);
    case 'unpaid':
      return `/${at.market}/my-trip/${at.token}?type=payment`;
  }
}
