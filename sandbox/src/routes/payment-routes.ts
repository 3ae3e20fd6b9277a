/**
 * The payment step of an order attempt (buying-flow.md §4 "Payment", §7 "Order attempt v2": payment-method,
 * payment-percentage, payment-plan, consent; "T&C version"): reads of what is due, and the three
 * revisioned writes that choose a method, a plan, and consent to the terms. Writes are forms (or JSON)
 * and refused like every write to the attempt (checkout-deps.ts `refuseWrite`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OrderAttempt } from '../checkout/attempts.ts';
import { bookingStatusOf } from '../checkout/booking.ts';
import { type AttemptView, viewOf } from '../checkout/offer.ts';
import { methodDefsOf, money, paymentQuoteOf, paymentStateOf, TERMS_VERSION } from '../checkout/payment.ts';
import { Errors, sendError, sendFieldErrors } from '../errors.ts';
import type { Market } from '../markets.ts';
import { legalPath } from '../site-paths.ts';
import { type CheckoutKit, type MarketRequest, refuseWrite, wholeNumber } from './checkout-deps.ts';
import { fieldsOf, textField } from './form.ts';

export const ATTEMPTS_PATH = '/api/checkout/v2/order-attempts/:token';

type Fields = Record<string, string>;
/** A refused write: field codes, or terms consented in a version that is not the current one. */
type Refusal = Fields | { outdated: string };

/** The attempt's booking as the payment step shows it, its status read from its payment now. */
export function bookingSummary(kit: CheckoutKit, attempt: OrderAttempt) {
  const { booking } = attempt;
  if (!booking) return null;
  const payment = kit.payments.get(booking.paymentId, kit.now());
  return { bookingToken: booking.bookingToken, status: bookingStatusOf(payment) };
}

export function registerPaymentRoutes(app: FastifyInstance, kit: CheckoutKit): void {
  const { attempts, services } = kit;

  const read =
    (build: (view: AttemptView) => unknown) => async (request: MarketRequest, reply: FastifyReply) => {
      const view = kit.viewFor(request, request.params.token);
      if (!view) return sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(request.params.token ?? ''));
      return reply.send({ data: build(view) });
    };

  app.get(
    `${ATTEMPTS_PATH}/payment-method`,
    read((view) => paymentStateOf(view, kit.today(), bookingSummary(kit, view.attempt))),
  );

  app.get(
    `${ATTEMPTS_PATH}/payment-percentage`,
    read((view) => {
      const quote = paymentQuoteOf(view, kit.today());
      return { percentage: quote.plan[0] ?? 1, dueNow: money(quote.shares[0] ?? quote.totalCents) };
    }),
  );

  // The terms the consent is given to: one version for every market, on the market's terms page.
  app.get('/api/booking/:token/terms-and-conditions-version', async (request: MarketRequest, reply) => {
    const token = request.params.token ?? '';
    const known = kit.attemptOf(request, token) ?? attempts.byBooking(token);
    if (!known || known.market !== request.params.market) {
      return sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(token));
    }
    return { data: { version: TERMS_VERSION, path: legalPath('terms', known.market as Market) } };
  });

  /** A revisioned write of the payment step; `apply` changes the draft or refuses. */
  const write =
    (
      allowed: readonly string[],
      apply: (draft: OrderAttempt, body: Record<string, unknown>, view: AttemptView) => Refusal | undefined,
    ) =>
    async (request: MarketRequest, reply: FastifyReply) => {
      const token = request.params.token ?? '';
      const attempt = kit.attemptOf(request, token);
      if (!attempt) return sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(token));
      const body = fieldsOf(request);
      const refused = refuseWrite(reply, services, attempt, body?.revision);
      if (refused) return refused;
      if (!body) return sendFieldErrors(reply, { revision: 'REQUIRED' });
      const unknown = Object.keys(body).filter((key) => key !== 'revision' && !allowed.includes(key));
      if (unknown.length > 0)
        return sendFieldErrors(reply, Object.fromEntries(unknown.map((k) => [k, 'UNKNOWN_FIELD'])));
      const draft = structuredClone(attempt);
      const view = viewOf(kit.contextOf(request), draft);
      if (!view) return sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(token));
      const refusal = apply(draft, body, view);
      if (refusal && 'outdated' in refusal) {
        return sendError(reply, new Errors.TERMS_VERSION_OUTDATED(refusal.outdated, TERMS_VERSION), {
          fields: { termsVersion: 'OUTDATED' },
        });
      }
      if (refusal && Object.keys(refusal).length > 0) return sendFieldErrors(reply, refusal);
      draft.revision = attempt.revision + 1;
      attempts.put(draft);
      return reply.send({ data: { revision: draft.revision } });
    };

  app.patch(
    `${ATTEMPTS_PATH}/payment-method`,
    write(['paymentMethodId'], (draft, body, view) => {
      if (body.paymentMethodId === undefined || body.paymentMethodId === '')
        return { paymentMethodId: 'REQUIRED' };
      const id = wholeNumber(body.paymentMethodId);
      if (id === undefined) return { paymentMethodId: 'INVALID' };
      if (!methodDefsOf(view.ctx.market).some((def) => def.id === id))
        return { paymentMethodId: 'UNKNOWN_METHOD' };
      draft.paymentMethodId = id;
      return undefined;
    }),
  );

  app.patch(
    `${ATTEMPTS_PATH}/payment-plan`,
    write(['planIndex'], (draft, body, view) => {
      if (body.planIndex === undefined || body.planIndex === '') return { planIndex: 'REQUIRED' };
      const index = wholeNumber(body.planIndex);
      if (index === undefined) return { planIndex: 'INVALID' };
      if (index >= paymentQuoteOf(view, kit.today()).plans.length) return { planIndex: 'UNKNOWN_PLAN' };
      draft.planIndex = index;
      return undefined;
    }),
  );

  app.patch(
    `${ATTEMPTS_PATH}/consent`,
    write(['accepted', 'termsVersion'], (draft, body) => {
      const fields: Fields = {};
      const raw = body.accepted;
      const accepted =
        raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : undefined;
      if (accepted === undefined) fields.accepted = raw === undefined || raw === '' ? 'REQUIRED' : 'INVALID';
      const version = textField(body, 'termsVersion');
      if (version === undefined) fields.termsVersion = 'INVALID';
      else if (version === '' && accepted) fields.termsVersion = 'REQUIRED';
      if (Object.keys(fields).length > 0 || accepted === undefined) return fields;
      if (version && version !== TERMS_VERSION) return { outdated: version };
      draft.consent = { accepted, termsVersion: version || null };
      return undefined;
    }),
  );
}
