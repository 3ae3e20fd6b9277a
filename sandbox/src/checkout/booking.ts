/**
 * The order made from a paid attempt (buying-flow.md §3 "Order", "Analytics entities: order"; §4
 * "Orders in my account"; §7 "booking", "Fractional (part) payment"). What it was sold for is frozen when
 * it is created (StoredBooking, in cents); its texts are read in the request's language, and its status
 * follows its first payment: pending while the bank payment is processing, confirmed once it succeeded.
 */
import type {
  BookingState,
  UpstreamBooking,
  UpstreamFractional,
  UpstreamPaymentMethod,
} from '@waypoint/schemas';
import { marketDate } from '../builders/flights.ts';
import { dayOfIso, isoDay, isoOfDay } from '../catalogue/calendar.ts';
import { tripPath } from '../catalogue/index.ts';
import { MARKET_INFO } from '../markets.ts';
import type { PaymentRecord } from '../payments/store.ts';
import { fill } from '../text.ts';
import type { StoredBooking } from './attempts.ts';
import { type AttemptView, insurancesOf } from './offer.ts';
import { passengersOf } from './passengers.ts';
import { methodDefsOf, methodOf, money } from './payment.ts';
import { BALANCE_DUE_DAYS, planCode, sharesOf } from './plans.ts';
import { linesOf, summaryOf } from './summary.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The booking of `view`'s attempt, paid by `payment` (its first share). The totals are the summary's plus
 * the payment method's fee (§3 breakdown `paymentFee`); total_suplements is §5's: totalWithoutDiscounts −
 * the handling-fee line − base. Later shares are due BALANCE_DUE_DAYS before departure.
 */
export function newBooking(
  view: AttemptView,
  payment: PaymentRecord,
  ids: { bookingToken: string; orderNumber: number; locator: string },
  now: Date,
): StoredBooking {
  const { attempt, ctx } = view;
  const lines = linesOf(view);
  const method = methodDefsOf(ctx.market).find((def) => def.id === payment.methodId);
  const tripCents = sum(lines.map((line) => line.cents));
  const feeCents = Math.round(tripCents * (method?.fee ?? 0));
  const totalCents = tripCents + feeCents;
  const withoutDiscounts = sum(lines.filter((l) => l.code !== 'discount').map((l) => l.cents)) + feeCents;
  const handlingFee = lines.find((line) => line.name === 'handlingFee')?.cents ?? 0;
  const base = lines.find((line) => line.code === 'campaign')?.cents ?? 0;
  const balanceDue = isoOfDay(dayOfIso(attempt.departureDate) - BALANCE_DUE_DAYS);
  const shares = sharesOf(totalCents, payment.plan).map((cents, index) => ({
    cents: index === 0 ? payment.amountCents : cents,
    dueDate: index === 0 ? isoDay(now) : balanceDue,
    paymentId: index === 0 ? payment.id : null,
    paidAt: index === 0 ? payment.updatedAt : null,
  }));
  return {
    bookingToken: ids.bookingToken,
    orderId: 700_000 + ids.orderNumber,
    groupId: 900_000 + ids.orderNumber,
    locator: ids.locator,
    createdAt: now.toISOString(),
    provider: payment.provider,
    paymentId: payment.id,
    paymentMethodId: payment.methodId,
    plan: [...payment.plan],
    planOffered: payment.planOffered,
    totalCents: sum(shares.map((share) => share.cents)),
    totalWithoutDiscountsCents: withoutDiscounts,
    totalSuplementsCents: withoutDiscounts - handlingFee - base,
    shares,
    secondPayment: false,
  };
}

/** §3 status: pending while the first payment is processing, confirmed once it succeeded. */
export function bookingStatusOf(payment: PaymentRecord | undefined): BookingState {
  if (!payment || payment.status === 'succeeded') return 'confirmed';
  return payment.status === 'processing' ? 'pending' : 'failed';
}

export const paidCents = (booking: StoredBooking) =>
  sum(booking.shares.filter((share) => share.paymentId !== null).map((share) => share.cents));

/** §9 "Payment status": PENDIENTE while a share is due, PAGADO once paid, PENDIENTE2 after a second payment. */
export function paymentStatusOf(booking: StoredBooking): string {
  if (booking.secondPayment) return 'PENDIENTE2';
  return paidCents(booking) < booking.totalCents ? 'PENDIENTE' : 'PAGADO';
}

/** The share due next: the first one not paid; undefined once everything is paid. */
export function nextShare(booking: StoredBooking) {
  const index = booking.shares.findIndex((share) => share.paymentId === null);
  const share = booking.shares[index];
  return share ? { index, ...share } : undefined;
}

/** Registers the payment of a later share (POST /api/fractional/payment): §4 "PENDIENTE2". */
export function registerShare(booking: StoredBooking, index: number, payment: PaymentRecord): StoredBooking {
  return {
    ...booking,
    shares: booking.shares.map((share, i) =>
      i === index ? { ...share, paymentId: payment.id, paidAt: payment.updatedAt } : share,
    ),
    secondPayment: true,
  };
}

export function bookingOf(view: AttemptView, booking: StoredBooking, status: BookingState): UpstreamBooking {
  const { attempt, ctx, ref } = view;
  const copy = ctx.paymentCopy;
  const summary = summaryOf(view);
  const title = summary.product.title;
  const method = methodDefsOf(ctx.market).find((def) => def.id === booking.paymentMethodId);
  const policy = insurancesOf(view).packages.find((p) => p.key === attempt.insuranceKey)?.cancellationPolicy;
  const email = attempt.passengers[0]?.email ?? '';
  const values = {
    trip: title,
    locator: booking.locator,
    email,
    date: marketDate(attempt.departureDate, ctx.market),
  };
  const texts = (group: { title: string; subtitle: string; description: string }) => ({
    title: fill(group.title, values),
    subtitle: fill(group.subtitle, values),
    description: fill(group.description, values),
  });
  const paid = paidCents(booking);
  return {
    bookingToken: booking.bookingToken,
    orderAttemptToken: attempt.token,
    orderId: booking.orderId,
    groupId: booking.groupId,
    locator: booking.locator,
    status,
    paymentStatus: paymentStatusOf(booking),
    provider: booking.provider,
    paymentMethodId: booking.paymentMethodId,
    paymentMethod: method ? methodOf(method, copy).name : booking.provider,
    // §5 "Payment plan code"; null without a plan to choose (§6: more than one plan available).
    paymentPlan: booking.planOffered ? planCode(booking.plan) : null,
    cancellationPolicy: policy ?? 'STANDARD',
    extraNights: attempt.extraNights,
    currency: MARKET_INFO[ctx.market].currency.isoCode,
    total: money(booking.totalCents),
    totalWithoutDiscounts: money(booking.totalWithoutDiscountsCents),
    totalSuplements: money(booking.totalSuplementsCents),
    paid: money(paid),
    remaining: money(booking.totalCents - paid),
    payments: booking.shares.map((share) => ({
      amount: money(share.cents),
      dueDate: share.dueDate,
      paidAt: share.paidAt,
      paymentId: share.paymentId,
    })),
    createdAt: booking.createdAt,
    product: {
      id: ref.trip.id,
      title,
      url: tripPath(ref.trip, ctx.market),
      departureCity: summary.product.departure_city,
      departureDate: attempt.departureDate,
      returnDate: summary.product.arrival_date,
      days: summary.offer.days,
    },
    passengers: passengersOf(attempt, ref.offers).map(({ firstName, lastName, type }) => ({
      firstName,
      lastName,
      type,
    })),
    confirmation: texts(copy.confirmation),
    voucher: texts(copy.voucher),
    customerEmail: email,
  };
}

/** GET /api/checkout/v2/fractional/{token}: the booking's part payments and the methods for the next. */
export function fractionalOf(
  view: AttemptView,
  booking: StoredBooking,
  methods: UpstreamPaymentMethod[],
): UpstreamFractional {
  const next = nextShare(booking);
  const paid = paidCents(booking);
  return {
    token: view.attempt.token,
    bookingToken: booking.bookingToken,
    currency: MARKET_INFO[view.ctx.market].currency.isoCode,
    total: money(booking.totalCents),
    paid: money(paid),
    remaining: money(booking.totalCents - paid),
    next: next ? { index: next.index, amount: money(next.cents), dueDate: next.dueDate } : null,
    methods,
    paymentStatus: paymentStatusOf(booking),
    productTitle: view.ref.trip.title[view.ctx.lang],
  };
}
