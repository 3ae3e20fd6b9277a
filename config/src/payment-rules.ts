/**
 * The payment step's rules (buying-flow.md §4 "Payment", §5 "Payment plan code", §6, §9 "Payment plan
 * labels", "Payment status"), after payment (the confirmation page's address, the booking status poll)
 * and the `order` analytics entity of §3. Pure: the composer and the tests read them.
 */
import type { Site } from '@waypoint/schemas';
import { isAdvisorSite, isSalesSite } from './sites.ts';

/** A copy key with its values; the composer translates it. */
export interface Copy {
  key: string;
  params: Record<string, string | number>;
}

const percent = (fraction: number) => Math.round(fraction * 100);

/**
 * §9 "Payment plan labels", by the plan's number of payments:
 * - `today`: '{{percentage}}% today' (the first payment);
 * - `title`: 'Pay once and you're done' (one payment), 'Pay in 2' (two), '{{totalPayments}} payments' (3+);
 * - `detail`: '{{firstPaymentPercentage}}% to book, {{secondPaymentPercentage}}% before travel' (two),
 *   'Pay in {{planCount}} equal parts, no interest or fees.' (3+), none for one payment.
 */
export function paymentPlanLabels(payments: readonly { percentage: number }[]): {
  today: Copy;
  title: Copy;
  detail: Copy | null;
} {
  const shares = payments.filter((p) => typeof p?.percentage === 'number');
  const first = percent(shares[0]?.percentage ?? 1);
  const today: Copy = { key: 'payment.plan.today', params: { percentage: first } };
  if (shares.length <= 1) return { today, title: { key: 'payment.plan.once', params: {} }, detail: null };
  if (shares.length === 2) {
    return {
      today,
      title: { key: 'payment.plan.payIn2', params: {} },
      detail: {
        key: 'payment.plan.twoPayments',
        params: {
          firstPaymentPercentage: first,
          secondPaymentPercentage: percent(shares[1]?.percentage ?? 0),
        },
      },
    };
  }
  return {
    today,
    title: { key: 'payment.plan.nPayments', params: { totalPayments: shares.length } },
    detail: { key: 'payment.plan.equalParts', params: { planCount: shares.length } },
  };
}

/** §3 breakdown `paymentFee`: the method's percentage of the amount, to the cent. */
export function paymentFeeAmount(amount: number, percentage: number): number {
  if (!Number.isFinite(amount) || !Number.isFinite(percentage) || percentage <= 0) return 0;
  return Math.round(amount * percentage * 100) / 100;
}

/**
 * buying-flow.md §7 card provider "is-moto (MOTO check)": sales staff and advisors key in a customer's card
 * over the phone, a mail-or-telephone order, which the provider takes without the card holder's challenge.
 */
export function motoPayment(site: { kind: string; subdomain: string }, isAdvisor: boolean): boolean {
  const known = site as Pick<Site, 'kind' | 'subdomain'>;
  return isAdvisor === true || isSalesSite(known) || isAdvisorSite(known);
}

/**
 * §2 "Confirmation page: its path contains 'confirmada', 'confirmed', 'confirme' or 'bestatigt'": the word of
 * the visitor's language, in a path segment of its own.
 */
const CONFIRMATION_SEGMENTS = Object.freeze({
  en: 'booking-confirmed',
  es: 'reserva-confirmada',
  fr: 'reservation-confirmee',
  de: 'buchung-bestatigt',
} as const);

export function confirmationPath(market: string, locale: string, token: string): string {
  const lang = locale.slice(0, 2).toLowerCase();
  const segment =
    CONFIRMATION_SEGMENTS[
      (lang in CONFIRMATION_SEGMENTS ? lang : 'en') as keyof typeof CONFIRMATION_SEGMENTS
    ];
  return `/${market}/${segment}/${token}`;
}

export const isConfirmationSegment = (segment: string): boolean =>
  (Object.values(CONFIRMATION_SEGMENTS) as string[]).includes(segment.toLowerCase());

/** §2 "Not-confirmed page: for a my-trip payment that was not confirmed": `/my-trip/not-confirmed/{token}`. */
export const notConfirmedPath = (market: string, token: string): string =>
  `/${market}/my-trip/not-confirmed/${token}`;

/** §2 "Part payment page: its path contains 'part-payment'". */
export const partPaymentPath = (market: string, token: string): string => `/${market}/part-payment/${token}`;

/**
 * §7 `booking/status` "is polled with a bounded back-off while the provider confirms": the wait before
 * poll `attempt` (0-based), or null once the budget is spent. 150 ms doubling to 1 s, at most 2.5 s in all, so
 * the traveller's request still answers well within a proxy's timeout; past it the page says the booking is
 * being confirmed and reads the status again on reload.
 */
const BOOKING_STATUS_BACKOFF_MS: readonly number[] = Object.freeze([150, 300, 600, 1000]);
export const bookingStatusDelay = (attempt: number): number | null =>
  BOOKING_STATUS_BACKOFF_MS[attempt] ?? null;

/** The `order` analytics entity of buying-flow.md §3. */
export interface OrderEntity {
  cancellation_policy: string;
  currency_euro_rate: 0;
  group_id: number;
  locator_number: string;
  order_attempt_id: string;
  order_id: number;
  payment_method: string;
  selected_extra_nights: number;
  total_price: number;
  total_price_without_discounts: number;
  total_suplements: number;
  payment_plan: string | null;
}

export function orderEntity(booking: {
  cancellationPolicy: string;
  groupId: number;
  locator: string;
  orderAttemptToken: string;
  orderId: number;
  paymentMethod: string;
  extraNights: number;
  total: number;
  totalWithoutDiscounts: number;
  totalSuplements: number;
  paymentPlan: string | null;
}): OrderEntity {
  return {
    cancellation_policy: booking.cancellationPolicy,
    currency_euro_rate: 0,
    group_id: booking.groupId,
    locator_number: booking.locator,
    order_attempt_id: booking.orderAttemptToken,
    order_id: booking.orderId,
    payment_method: booking.paymentMethod,
    selected_extra_nights: booking.extraNights,
    total_price: booking.total,
    total_price_without_discounts: booking.totalWithoutDiscounts,
    total_suplements: booking.totalSuplements,
    payment_plan: booking.paymentPlan,
  };
}

// buying-flow.md §6 "On B2B sites, campaign modal and confirmation texts are voucher texts"
export const confirmationUsesVoucherTexts = (site: Pick<Site, 'isB2BDomain'>): boolean =>
  site?.isB2BDomain === true;

/**
 * What each payment of a plan charges (§3 `payments[] {percentage}`): each share rounded to the cent and the
 * last one what is left, so the payments add up to the total exactly (1,000 in thirds: 333.33, 333.33, 333.34).
 */
export function planShares(total: number, payments: readonly { percentage: number }[]): number[] {
  const cents = Math.round(total * 100);
  let left = cents;
  return payments.map((p, i) => {
    const share = i === payments.length - 1 ? left : Math.round(cents * p.percentage);
    left -= share;
    return share / 100;
  });
}
