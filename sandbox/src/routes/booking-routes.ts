/**
 * The order made from a paid attempt, exactly once (buying-flow.md §7 "Order attempt v2": booking,
 * booking/status; "Not-confirmed page"; "Fractional (part) payment"):
 *
 * - POST booking (form `provider`, `paymentId`; header Idempotency-Key required) creates the attempt's one
 *   booking from a payment of the attempt that succeeded or is processing (402 PAYMENT_NOT_COMPLETED
 *   otherwise): 201 the first time, 200 with the same booking to every later call, 422 for a key reused
 *   with another body. An expired attempt is still booked when it is paid: a paid booking is never lost.
 * - The booking's status follows its payment on every read (pending while a bank payment processes).
 * - A later share is paid through the providers (`partPaymentToken`), then registered once with POST
 *   /api/fractional/payment (§4: paymentStatus PENDIENTE2).
 *
 * Every handler reads and writes the stores without awaiting, so concurrent calls are serialised.
 */
import { PAYMENT_PROVIDERS, type UpstreamNotConfirmed } from '@waypoint/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isExpired, newToken, type OrderAttempt } from '../checkout/attempts.ts';
import { bookingOf, bookingStatusOf, fractionalOf, newBooking, registerShare } from '../checkout/booking.ts';
import { type AttemptView, viewOf } from '../checkout/offer.ts';
import { methodDefsOf, methodOf } from '../checkout/payment.ts';
import { Errors, sendError, sendFieldErrors } from '../errors.ts';
import { newLocator } from '../payments/ids.ts';
import { isCharged, type PaymentRecord } from '../payments/store.ts';
import { type CheckoutKit, idempotencyKeyOf, type MarketRequest, wholeNumber } from './checkout-deps.ts';
import { fieldsOf, textField } from './form.ts';
import { ATTEMPTS_PATH } from './payment-routes.ts';

const CHECKOUT = '/api/checkout/v2';

export function registerBookingRoutes(app: FastifyInstance, kit: CheckoutKit): void {
  const { attempts, payments } = kit;
  const paymentOf = (id: string) => payments.get(id, kit.now());

  /** The booking of the view's attempt as it stands now. */
  const bookingNow = (view: AttemptView) => {
    const booking = view.attempt.booking;
    return booking && bookingOf(view, booking, bookingStatusOf(paymentOf(booking.paymentId)));
  };

  /** The latest payment of the attempt (any share), as the provider last said. */
  const latestPayment = (attempt: OrderAttempt) => {
    const ref = attempt.payments.at(-1);
    return ref && paymentOf(ref.id);
  };

  /**
   * Reads the body's `provider` and `paymentId` and the Idempotency-Key; answers a refusal itself.
   * `fingerprint` is what the key must always be sent with.
   */
  const paymentForm = (request: MarketRequest, reply: FastifyReply, extra: readonly string[] = []) => {
    const key = idempotencyKeyOf(request);
    if (key === undefined || key === '') {
      sendError(
        reply,
        new Errors.IDEMPOTENCY_KEY_REQUIRED(),
        key === undefined ? { fields: { 'Idempotency-Key': 'INVALID' } } : {},
      );
      return undefined;
    }
    const body = fieldsOf(request) ?? {};
    const provider = textField(body, 'provider');
    const paymentId = textField(body, 'paymentId');
    const fields: Record<string, string> = {};
    if (!provider) fields.provider = provider === '' ? 'REQUIRED' : 'INVALID';
    else if (!(PAYMENT_PROVIDERS as readonly string[]).includes(provider))
      fields.provider = 'UNKNOWN_PROVIDER';
    if (!paymentId) fields.paymentId = paymentId === '' ? 'REQUIRED' : 'INVALID';
    else if (paymentId.length > 64) fields.paymentId = 'INVALID';
    for (const name of extra) if (textField(body, name) === '') fields[name] = 'REQUIRED';
    if (Object.keys(fields).length > 0) {
      sendFieldErrors(reply, fields);
      return undefined;
    }
    return { key, provider: provider as string, paymentId: paymentId as string, body };
  };

  /** The payment of the attempt's share `share` named by the form, or the refusal it answers. */
  const paidShare = (
    reply: FastifyReply,
    attempt: OrderAttempt,
    form: { provider: string; paymentId: string },
    share: number,
  ): PaymentRecord | undefined => {
    const ref = attempt.payments.find((p) => p.id === form.paymentId && p.provider === form.provider);
    const record = ref && ref.share === share ? paymentOf(ref.id) : undefined;
    if (!record) {
      sendFieldErrors(reply, { paymentId: 'UNKNOWN_PAYMENT' });
      return undefined;
    }
    if (!isCharged(record)) {
      sendError(reply, new Errors.PAYMENT_NOT_COMPLETED(record.id, record.status), {
        paymentStatus: record.status,
      });
      return undefined;
    }
    return record;
  };

  // --- Booking ---

  app.post(`${ATTEMPTS_PATH}/booking`, async (request: MarketRequest, reply) => {
    const token = request.params.token ?? '';
    const attempt = kit.attemptOf(request, token);
    const view = attempt && viewOf(kit.contextOf(request), attempt);
    if (!attempt || !view) return sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(token));
    const form = paymentForm(request, reply);
    if (!form) return reply;
    const fingerprint = JSON.stringify([token, form.provider, form.paymentId]);
    const use = payments.keyUse('booking', form.key);
    if (use && use.fingerprint !== fingerprint)
      return sendError(reply, new Errors.IDEMPOTENCY_KEY_REUSED(form.key));
    // 1. The attempt's one booking answers every later call, whatever its key.
    if (attempt.booking) {
      payments.rememberKey('booking', form.key, fingerprint, attempt.booking.bookingToken);
      return reply.code(200).send({ data: bookingNow(view) });
    }
    // 2. A booking needs a payment of the attempt that took the money.
    const record = paidShare(reply, attempt, form, 0);
    if (!record) return reply;
    // 3. The booking, stored with the attempt (its price is frozen: a paid attempt refuses writes).
    let bookingToken = newToken();
    while (attempts.byBooking(bookingToken)) bookingToken = newToken();
    const ids = { bookingToken, orderNumber: attempts.nextOrderNumber(), locator: newLocator() };
    const booking = newBooking(view, record, ids, kit.now());
    const booked = { ...attempt, booking };
    attempts.put(booked);
    payments.rememberKey('booking', form.key, fingerprint, bookingToken);
    return reply
      .code(201)
      .send({ data: bookingOf({ ...view, attempt: booked }, booking, bookingStatusOf(record)) });
  });

  app.get(`${ATTEMPTS_PATH}/booking`, async (request: MarketRequest, reply) => {
    const token = request.params.token ?? '';
    const view = kit.viewFor(request, token);
    if (!view) return sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(token));
    const booking = bookingNow(view);
    return booking ? { data: booking } : sendError(reply, new Errors.NO_BOOKING(token));
  });

  app.get(`${ATTEMPTS_PATH}/booking/status`, async (request: MarketRequest, reply) => {
    const token = request.params.token ?? '';
    const attempt = kit.attemptOf(request, token);
    if (!attempt) return sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(token));
    const payment = latestPayment(attempt);
    const booking = attempt.booking;
    return {
      data: {
        status: booking ? bookingStatusOf(paymentOf(booking.paymentId)) : 'none',
        bookingToken: booking?.bookingToken ?? null,
        payment: payment
          ? {
              provider: payment.provider,
              paymentId: payment.id,
              status: payment.status,
              message: payment.message,
            }
          : null,
      },
    };
  });

  // Why the attempt has no booking (§2 "Not-confirmed page").
  app.get(`${CHECKOUT}/my-trip/not-confirmed/:token`, async (request: MarketRequest, reply) => {
    const token = request.params.token ?? '';
    const view = kit.viewFor(request, token);
    if (!view) return sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(token));
    const { attempt } = view;
    const payment = latestPayment(attempt);
    const expired = isExpired(attempt, kit.now());
    const status = payment?.status;
    const reason: UpstreamNotConfirmed['reason'] =
      status === 'declined' || status === 'insufficient_funds' || status === 'canceled'
        ? status
        : status === 'processing'
          ? 'pending'
          : !payment && expired
            ? 'expired'
            : 'failed';
    const data: UpstreamNotConfirmed = {
      token,
      reason,
      message: payment?.message ?? null,
      expired,
      expiresAt: attempt.expiresAt,
      productTitle: view.ref.trip.title[view.ctx.lang],
    };
    return { data };
  });

  // --- Part payment ---

  /** The methods of a later share: the cards, without a fee (a share is charged as scheduled). */
  const cardMethods = (view: AttemptView) =>
    methodDefsOf(view.ctx.market)
      .filter((def) => def.kind === 'card')
      .map((def) => methodOf({ ...def, fee: 0 }, view.ctx.paymentCopy));

  app.get(`${CHECKOUT}/fractional/:token`, async (request: MarketRequest, reply) => {
    const token = request.params.token ?? '';
    const view = kit.viewFor(request, token);
    if (!view) return sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(token));
    const booking = view.attempt.booking;
    if (!booking) return sendError(reply, new Errors.NO_BOOKING(token));
    return { data: fractionalOf(view, booking, cardMethods(view)) };
  });

  app.get(`${CHECKOUT}/fractional/payment-method/:token`, async (request: MarketRequest, reply) => {
    const token = request.params.token ?? '';
    const view = kit.viewFor(request, token);
    if (!view) return sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(token));
    return { data: cardMethods(view) };
  });

  app.post('/api/fractional/payment', async (request: MarketRequest, reply) => {
    const token = textField(fieldsOf(request) ?? {}, 'orderAttemptToken') ?? '';
    if (token === '') return sendFieldErrors(reply, { orderAttemptToken: 'REQUIRED' });
    const view = kit.viewFor(request, token);
    if (!view) return sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(token));
    const form = paymentForm(request, reply, ['index']);
    if (!form) return reply;
    const { attempt } = view;
    const booking = attempt.booking;
    if (!booking) return sendError(reply, new Errors.NO_BOOKING(token));
    const index = wholeNumber(form.body.index);
    if (index === undefined || index < 1 || index >= booking.shares.length) {
      return sendFieldErrors(reply, { index: 'UNKNOWN_SHARE' });
    }
    const fingerprint = JSON.stringify([token, index, form.provider, form.paymentId]);
    const use = payments.keyUse('fractional', form.key);
    if (use && use.fingerprint !== fingerprint)
      return sendError(reply, new Errors.IDEMPOTENCY_KEY_REUSED(form.key));
    // A share is registered once: a repeat answers the booking as it is.
    if (booking.shares[index]?.paymentId) {
      payments.rememberKey('fractional', form.key, fingerprint, booking.bookingToken);
      return { data: bookingNow(view) };
    }
    const record = paidShare(reply, attempt, form, index);
    if (!record) return reply;
    const updated = { ...attempt, booking: registerShare(booking, index, record) };
    attempts.put(updated);
    payments.rememberKey('fractional', form.key, fingerprint, booking.bookingToken);
    return { data: bookingNow({ ...view, attempt: updated }) };
  });
}
