/**
 * What the three providers' routes share: opening a payment for an attempt from a create request (the
 * amount is always the sandbox's, charges.ts), finding a record of the provider in the path's market,
 * the absolute address of a provider page, and the way back to the composer's page.
 */
import type { PaymentProviderId } from '@waypoint/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isExpired } from '../checkout/attempts.ts';
import { viewOf } from '../checkout/offer.ts';
import type { MethodKind } from '../checkout/payment.ts';
import { Errors, sendError, sendFieldErrors } from '../errors.ts';
import { MARKET_INFO, type Market } from '../markets.ts';
import { type CheckoutKit, idempotencyKeyOf, type MarketRequest } from '../routes/checkout-deps.ts';
import { isReturnUrl, openPayment, withQuery } from './charges.ts';
import { dueOf } from './due.ts';
import type { PaymentRecord } from './store.ts';

export interface OpenInput {
  provider: PaymentProviderId;
  kind: MethodKind;
  token: string;
  returnUrl: string;
  moto: boolean;
  partPaymentToken: string;
}

/**
 * Opens (or finds) the payment a create request asks for; answers the refusal itself and returns
 * undefined then. In order: unknown attempt 404, a bad Idempotency-Key or form 400, the share's
 * refusals 400, then charges.ts: a reused key 422, paid by another provider 409, expired 410.
 */
export function openFor(
  kit: CheckoutKit,
  request: MarketRequest,
  reply: FastifyReply,
  input: OpenInput,
): PaymentRecord | undefined {
  const attempt = kit.attemptOf(request, input.token);
  if (!attempt) {
    sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(input.token));
    return undefined;
  }
  const key = idempotencyKeyOf(request);
  const fields: Record<string, string> = {};
  if (key === undefined) fields['Idempotency-Key'] = 'INVALID';
  if (input.returnUrl === '') fields.returnUrl = 'REQUIRED';
  else if (!isReturnUrl(input.returnUrl)) fields.returnUrl = 'INVALID';
  const view = viewOf(kit.contextOf(request), attempt);
  const due = view && dueOf(view, kit.today(), input.provider, input.kind, input.partPaymentToken);
  if (due && 'fields' in due) Object.assign(fields, due.fields);
  if (Object.keys(fields).length > 0 || !due || 'fields' in due) {
    sendFieldErrors(reply, fields);
    return undefined;
  }
  const market = attempt.market;
  const result = openPayment(kit.services, {
    provider: input.provider,
    kind: input.kind,
    market,
    attempt,
    share: due.share,
    methodId: due.method.id,
    plan: due.plan,
    planOffered: due.planOffered,
    amountCents: due.amountCents,
    currency: MARKET_INFO[market].currency.isoCode,
    moto: input.moto,
    returnUrl: input.returnUrl,
    key: key || null,
    fingerprint: JSON.stringify([attempt.token, due.share, input.kind, input.moto]),
    mayOpen: due.share > 0 || !isExpired(attempt, kit.now()),
  });
  if (!('refused' in result)) return result.record;
  if (result.refused === 'ALREADY_PAID') {
    const { provider, id } = result.record;
    sendError(reply, new Errors.ALREADY_PAID(attempt.token, provider, id));
  } else if (result.refused === 'EXPIRED') {
    sendError(reply, new Errors.ORDER_ATTEMPT_EXPIRED(attempt.token, attempt.expiresAt));
  } else sendError(reply, new Errors.IDEMPOTENCY_KEY_REUSED(key ?? ''));
  return undefined;
}

/** The provider's record `id` in the path's market (settled on the sandbox clock). */
export function recordOf(
  kit: CheckoutKit,
  request: MarketRequest,
  provider: PaymentProviderId,
  id: string | undefined,
): PaymentRecord | undefined {
  const record = id ? kit.payments.get(id, kit.now()) : undefined;
  return record && record.provider === provider && record.market === request.params.market
    ? record
    : undefined;
}

/** The absolute (or site) address of a provider page: the sandbox's base, the market, the path. */
export const pageUrl = (kit: CheckoutKit, request: FastifyRequest, market: Market, path: string) =>
  `${kit.baseOf(request)}/${market}${path}`;

/** 303 to the composer's page, with the provider's ids in its query. */
export const backTo = (reply: FastifyReply, record: PaymentRecord, params: Record<string, string>) =>
  reply.header('cache-control', 'no-store').redirect(withQuery(record.returnUrl, params), 303);

/**
 * A page's own address for its form's action, relative to the page (its last path segment), so that the
 * form posts back to the page whatever prefix or proxy the browser reached it through.
 */
export const selfPath = (request: FastifyRequest) =>
  (request.url.split('?', 1)[0] ?? '').split('/').at(-1) ?? '';

/** A form field as text ('' when absent or repeated). */
export const text = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};
