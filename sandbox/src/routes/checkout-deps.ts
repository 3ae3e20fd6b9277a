/**
 * What the buying flow's routes after the checkout share (payment state, providers, booking, documents):
 * the app's stores, the sandbox clock, the request's context and the attempt of a token in the path's
 * market, and the checks every write to an attempt passes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type BuildContext, buildContext } from '../builders/context.ts';
import { isoDay } from '../catalogue/calendar.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { type AttemptStore, isExpired, type OrderAttempt } from '../checkout/attempts.ts';
import type { BudgetStore } from '../checkout/budgets.ts';
import { type AttemptView, viewOf } from '../checkout/offer.ts';
import type { Outbox } from '../checkout/outbox.ts';
import { Errors, sendError, sendFieldErrors } from '../errors.ts';
import { resolveLang } from '../locale.ts';
import type { Market } from '../markets.ts';
import { chargedPayment, type PaymentServices } from '../payments/charges.ts';
import { dueCentsOf } from '../payments/due.ts';
import type { PaymentStore } from '../payments/store.ts';
import type { Query } from './json-route.ts';

export interface CheckoutDeps {
  catalogue: Catalogue;
  attempts: AttemptStore;
  payments: PaymentStore;
  budgets: BudgetStore;
  outbox: Outbox;
  /** The sandbox clock. */
  now: () => Date;
  /** The base URL of the sandbox as the traveller's browser reaches it (app.ts `baseOf`). */
  baseOf: (request: FastifyRequest) => string;
}

export type MarketRequest = FastifyRequest<{
  Params: Record<string, string | undefined>;
  Querystring: Query;
}>;

export interface CheckoutKit extends CheckoutDeps {
  services: PaymentServices;
  today: () => string;
  /** The request's context: its market and language, on today's date. */
  contextOf: (request: MarketRequest) => BuildContext;
  /** The attempt of `token` when it belongs to the path's market. */
  attemptOf: (request: MarketRequest, token: string | undefined) => OrderAttempt | undefined;
  /** The attempt's view in the request's language; undefined for an unknown token. */
  viewFor: (request: MarketRequest, token: string | undefined) => AttemptView | undefined;
}

export function checkoutKit(deps: CheckoutDeps): CheckoutKit {
  const { catalogue, attempts, payments, now } = deps;
  const today = () => isoDay(now());
  const contextOf = (request: MarketRequest) => {
    const market = request.params.market as Market;
    const lang = resolveLang(market, request.query.locale, request.headers['accept-language']);
    return buildContext(catalogue, market, lang, '', today());
  };
  const attemptOf = (request: MarketRequest, token: string | undefined) => {
    const attempt = token ? attempts.get(token) : undefined;
    return attempt && attempt.market === request.params.market ? attempt : undefined;
  };
  const services: PaymentServices = {
    attempts,
    payments,
    now,
    dueCents: (record) => {
      const attempt = attempts.get(record.attemptToken);
      const view = attempt && viewOf(buildContext(catalogue, record.market, 'en', '', today()), attempt);
      return view && dueCentsOf(view, today(), record.share, record.methodId);
    },
  };
  return {
    ...deps,
    services,
    today,
    contextOf,
    attemptOf,
    viewFor: (request, token) => {
      const attempt = attemptOf(request, token);
      return attempt && viewOf(contextOf(request), attempt);
    },
  };
}

/** A whole number from a JSON number or a form's digits; undefined for anything else. */
export function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * The checks of a write to an attempt, in order (README "Writes"): booked 409 ALREADY_BOOKED, paid 409
 * ALREADY_PAID (its price is what was paid), expired 410, `revision` missing or not a whole number 400,
 * stale 409 STALE_REVISION with the current revision. Answers the refusal, or undefined to go on.
 */
export function refuseWrite(
  reply: FastifyReply,
  services: PaymentServices,
  attempt: OrderAttempt,
  revision: unknown,
): FastifyReply | undefined {
  const { token } = attempt;
  if (attempt.booking) {
    return sendError(reply, new Errors.ALREADY_BOOKED(token, attempt.booking.bookingToken));
  }
  const paid = chargedPayment(services, attempt);
  if (paid) return sendError(reply, new Errors.ALREADY_PAID(token, paid.provider, paid.id));
  if (isExpired(attempt, services.now())) {
    return sendError(reply, new Errors.ORDER_ATTEMPT_EXPIRED(token, attempt.expiresAt));
  }
  if (revision === undefined || revision === '') return sendFieldErrors(reply, { revision: 'REQUIRED' });
  const value = wholeNumber(revision);
  if (value === undefined) return sendFieldErrors(reply, { revision: 'INVALID' });
  if (value !== attempt.revision) {
    return sendError(reply, new Errors.STALE_REVISION(value, attempt.revision), {
      revision: attempt.revision,
    });
  }
  return undefined;
}

/** The Idempotency-Key header, trimmed: '' without one, undefined when unusable (over 255 characters, not printable ASCII). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  return key.length <= 255 && /^[\x21-\x7e]*$/.test(key) ? key : undefined;
}
