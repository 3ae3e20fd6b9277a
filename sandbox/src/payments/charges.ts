/**
 * How a payment is opened and how it ends, the same for the three providers. The rule is one charge per
 * share of an attempt (its checkout payment, then each later share of its plan):
 *
 * 1. An Idempotency-Key answers what it answered before (an unfinished payment only while its amount is
 *    still the amount due), or is refused for another request.
 * 2. A payment of the share that took the money answers the create (or refuses it, from another provider).
 * 3. An unfinished payment of the provider for the same amount (and plan) is reused; the provider's other
 *    unfinished ones are replaced (canceled), as are declined and canceled ones by the new payment.
 * 4. When a payment is about to take the money, it is canceled instead if another payment of the share
 *    took it meanwhile, or if the share's amount changed since it was opened.
 *
 * Every step reads and writes the stores without awaiting, so concurrent requests are serialised.
 */
import type { PaymentProviderId, ProviderStatus } from '@waypoint/schemas';
import type { AttemptStore, OrderAttempt } from '../checkout/attempts.ts';
import type { MethodKind } from '../checkout/payment.ts';
import type { Market } from '../markets.ts';
import { providerId } from './ids.ts';
import { ACH_SETTLE_MS, isCharged, isOpen, type PaymentRecord, type PaymentStore } from './store.ts';

export interface PaymentServices {
  attempts: AttemptStore;
  payments: PaymentStore;
  now: () => Date;
  /** What the record's share costs now, in cents; undefined when that cannot be said. */
  dueCents: (record: PaymentRecord) => number | undefined;
}

export const REPLACED = 'A newer payment replaced this one.';
export const ALREADY_PAID = 'This order is already paid.';
export const AMOUNT_CHANGED = 'The amount to pay changed. Please start the payment again.';
export const LEFT = 'The payment was canceled.';

/** The records of an attempt's share, oldest first. */
export function sharePayments(services: PaymentServices, attempt: OrderAttempt, share: number) {
  const now = services.now();
  return attempt.payments
    .filter((ref) => ref.share === share)
    .map((ref) => services.payments.get(ref.id, now))
    .filter((record): record is PaymentRecord => record !== undefined);
}

/** The attempt's checkout payment that took the money, if any. */
export const chargedPayment = (services: PaymentServices, attempt: OrderAttempt) =>
  sharePayments(services, attempt, 0).find(isCharged);

export interface OpenRequest {
  provider: PaymentProviderId;
  kind: MethodKind;
  market: Market;
  /** The attempt as stored now. */
  attempt: OrderAttempt;
  share: number;
  methodId: number;
  plan: readonly number[];
  planOffered: boolean;
  amountCents: number;
  currency: string;
  moto: boolean;
  returnUrl: string;
  /** The Idempotency-Key header, and what the request asks (same key, other fingerprint: refused). */
  key: string | null;
  fingerprint: string;
  /** Whether a new payment may be opened (not for an expired attempt's checkout payment). */
  mayOpen: boolean;
}

export type OpenResult =
  | { record: PaymentRecord; created: boolean }
  | { refused: 'IDEMPOTENCY_KEY_REUSED' | 'EXPIRED' }
  | { refused: 'ALREADY_PAID'; record: PaymentRecord };

/** Whether an unfinished payment still asks for what the request would: the same amount and plan. */
const sameTerms = (record: PaymentRecord, request: OpenRequest) =>
  record.amountCents === request.amountCents && record.plan.join() === request.plan.join();

export function openPayment(services: PaymentServices, request: OpenRequest): OpenResult {
  const { payments, attempts } = services;
  const now = services.now();
  const stamp = now.toISOString();
  const remember = (record: PaymentRecord) => {
    if (request.key) payments.rememberKey(request.provider, request.key, request.fingerprint, record.id);
  };
  // 1. The key's earlier answer (unless it is unfinished and what is due has changed since: then the key
  // moves to the payment that replaces it).
  if (request.key) {
    const use = payments.keyUse(request.provider, request.key);
    if (use && use.fingerprint !== request.fingerprint) return { refused: 'IDEMPOTENCY_KEY_REUSED' };
    const earlier = use && payments.get(use.result, now);
    if (earlier && !(isOpen(earlier) && !sameTerms(earlier, request))) {
      return { record: earlier, created: false };
    }
  }
  // 2. The payment that took the money.
  const same = sharePayments(services, request.attempt, request.share);
  const charged = same.find(isCharged);
  if (charged && charged.provider !== request.provider) return { refused: 'ALREADY_PAID', record: charged };
  if (charged) {
    remember(charged);
    return { record: charged, created: false };
  }
  if (!request.mayOpen) return { refused: 'EXPIRED' };
  // 3. An unfinished payment to reuse, or to replace.
  const mine = same.filter((r) => r.provider === request.provider && isOpen(r));
  const reusable = mine.find(
    (r) => r.kind === request.kind && r.moto === request.moto && sameTerms(r, request),
  );
  if (reusable) {
    const record = { ...reusable, returnUrl: request.returnUrl, updatedAt: stamp };
    payments.put(record);
    remember(record);
    return { record, created: false };
  }
  for (const old of mine) payments.put({ ...old, status: 'canceled', message: REPLACED, updatedAt: stamp });
  const record: PaymentRecord = {
    id: payments.newId(request.provider),
    provider: request.provider,
    kind: request.kind,
    market: request.market,
    attemptToken: request.attempt.token,
    share: request.share,
    methodId: request.methodId,
    plan: [...request.plan],
    planOffered: request.planOffered,
    amountCents: request.amountCents,
    currency: request.currency,
    status: 'open',
    message: null,
    moto: request.moto,
    returnUrl: request.returnUrl,
    reference: null,
    last4: null,
    brand: null,
    email: null,
    redirectResult: null,
    errors: [],
    createdAt: stamp,
    updatedAt: stamp,
    settlesAt: null,
  };
  payments.put(record);
  const ref = { provider: request.provider, id: record.id, share: request.share };
  attempts.put({ ...request.attempt, payments: [...request.attempt.payments, ref] });
  remember(record);
  return { record, created: true };
}

export interface Outcome {
  status: ProviderStatus;
  message?: string | null;
  last4?: string;
  brand?: string;
  email?: string;
  redirectResult?: string;
}

/**
 * Moves an unfinished payment on: to the challenge (requires_action), or to its end. A finished payment
 * never changes. Taking the money is refused (canceled) when another payment of the share took it, or
 * when the share's amount is no longer the payment's (step 4 above).
 */
export function finishPayment(
  services: PaymentServices,
  record: PaymentRecord,
  outcome: Outcome,
): PaymentRecord {
  const now = services.now();
  const current = services.payments.get(record.id, now) ?? record;
  if (!isOpen(current)) return current;
  let next: PaymentRecord = {
    ...current,
    status: outcome.status,
    message: outcome.message ?? null,
    last4: outcome.last4 ?? current.last4,
    brand: outcome.brand ?? current.brand,
    email: outcome.email ?? current.email,
    redirectResult: outcome.redirectResult ?? current.redirectResult,
    updatedAt: now.toISOString(),
  };
  if (isCharged(next)) {
    const attempt = services.attempts.get(current.attemptToken);
    const others = attempt ? sharePayments(services, attempt, current.share) : [];
    const other = others.find((r) => r.id !== current.id && isCharged(r));
    const due = services.dueCents(current);
    if (other) next = { ...next, status: 'canceled', message: ALREADY_PAID };
    else if (due !== undefined && due !== current.amountCents) {
      next = { ...next, status: 'canceled', message: AMOUNT_CHANGED };
    } else {
      next.reference = providerId(current.provider === 'dropin' ? 'psp' : 'ch');
      if (next.status === 'processing') {
        next.settlesAt = new Date(now.getTime() + ACH_SETTLE_MS).toISOString();
      }
    }
  }
  services.payments.put(next);
  return next;
}

/** A returnUrl the providers accept: an absolute http(s) URL, or a path on the site ('/…', not '//…'). */
export function isReturnUrl(value: string): boolean {
  if (value.length === 0 || value.length > 2048 || /[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** `returnUrl` with the provider's ids added to its query ('/us/my-trip/x?type=payment&payment_intent=pi_…'). */
export function withQuery(returnUrl: string, params: Record<string, string>): string {
  const absolute = !returnUrl.startsWith('/');
  const url = new URL(returnUrl, 'http://site.invalid');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return absolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
}
