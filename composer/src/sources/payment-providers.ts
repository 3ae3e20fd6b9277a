/**
 * The payment providers behind one interface (buying-flow.md §7 "Payment providers"): card provider A
 * (`cardpay`: intent create and confirm, the error path, the MOTO check), the drop-in provider (`dropin`:
 * card and ACH bank payment, payment details after the redirect) and the buy-now-pay-later provider
 * (`bnpl`: charge create, approved or declined on its own page). Which one takes a payment is the order
 * attempt's method's `provider`; the composer does not choose.
 *
 * Every provider works the same way for the composer: `start` asks the provider for a payment of the
 * amount the seller computes from the attempt (the composer sends no amount), and answers the provider's
 * page, where the traveller types the card or approves; the provider sends the traveller back to
 * `returnUrl` with its ids; `settle` asks the provider, server to server, what happened. The card number
 * is typed on the provider's page and posted to the provider: it never reaches the composer.
 */
import {
  type PaymentProviderId,
  type ProviderStatus,
  UpstreamBnplCharge,
  UpstreamCardIntent,
  UpstreamCheckoutError,
  UpstreamDropinSession,
  type UpstreamPaymentMethod,
  upstreamEnvelope,
} from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { Errors } from '../errors.ts';
import type { UpstreamClient } from './upstream-client.ts';

/** A payment as its provider left it, in one vocabulary. */
export interface ProviderPayment {
  provider: PaymentProviderId;
  paymentId: string;
  status: ProviderStatus;
  amount: number;
  currency: string;
  /** The provider's page for the traveller. */
  redirectUrl: string;
  /** The provider's own words for a refusal. */
  message: string | null;
}

export interface StartPayment {
  /** The order attempt paid for. */
  token: string;
  method: UpstreamPaymentMethod;
  /** Where the provider sends the traveller back: an absolute URL of the site. */
  returnUrl: string;
  /** A mail-or-telephone order (sales and advisors key in the card): no card holder challenge. */
  moto: boolean;
  /** A later share of a booking (§7 "Fractional (part) payment"). */
  partPayment?: { index: number };
  /**
   * The attempt's latest payment, when it was refused: a new payment is asked for; otherwise (a double
   * click, a retry after a timeout, a second tab) the same one is answered again.
   */
  after: string | null;
  signal?: AbortSignal;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  start(args: StartPayment): Promise<ProviderPayment>;
  /** What the provider says after the traveller came back: the return address's query names the payment. */
  settle(args: {
    token: string;
    query: Readonly<Record<string, string | undefined>>;
    signal?: AbortSignal;
  }): Promise<ProviderPayment | null>;
}

export type PaymentProviders = Readonly<Record<PaymentProviderId, PaymentProvider>>;

type Send = UpstreamClient['send'];

/** The three providers of the sandbox (or production's), over the seller's API base of a market. */
export function paymentProviders(deps: {
  client: UpstreamClient;
  market: string;
  locale: string;
  log: FastifyBaseLogger;
}): PaymentProviders {
  const { client, market, locale, log } = deps;
  const base = `/${market}/api`;

  async function call<S extends z.ZodType>(
    label: 'start' | 'settle',
    request: Parameters<Send>[0],
    schema: S,
    signal?: AbortSignal,
  ): Promise<z.infer<S> | null> {
    let answer: { status: number; body: unknown };
    try {
      answer = await client.send(
        request,
        { source: 'paymentProvider', acceptLanguage: locale, ...(signal ? { signal } : {}) },
        log,
      );
    } catch (cause) {
      throw label === 'start'
        ? new Errors.ERROR_CARD_PROVIDER_DATA(request.path, { cause })
        : new Errors.ERROR_PAYMENT_SUCCESS_DATA(request.path, { cause });
    }
    if (answer.status === 404 && label === 'settle') return null;
    const parsed = upstreamEnvelope(schema).safeParse(answer.body);
    if (answer.status >= 200 && answer.status < 300 && parsed.success) {
      return (parsed.data as { data: z.infer<S> }).data;
    }
    const error = UpstreamCheckoutError.safeParse(answer.body);
    log.error(
      {
        status: answer.status,
        path: request.path,
        code: error.success ? error.data.error.code : undefined,
        issues: parsed.success ? undefined : parsed.error.issues.slice(0, 3),
      },
      'payment provider refused',
    );
    throw label === 'start'
      ? new Errors.ERROR_CARD_PROVIDER_DATA(request.path)
      : new Errors.ERROR_PAYMENT_SUCCESS_DATA(request.path);
  }

  const partOf = (args: StartPayment): Record<string, string> =>
    args.partPayment ? { partPaymentToken: `${args.token}:${args.partPayment.index}` } : {};
  /** One key per attempt, share, method and refused payment before: a double click gets the same payment. */
  const keyOf = (args: StartPayment) =>
    `pay:${args.token}:${args.partPayment?.index ?? 0}:${args.method.id}:${args.after ?? '-'}`;

  const cardpay: PaymentProvider = {
    id: 'cardpay',
    async start(args) {
      const intent = await call(
        'start',
        {
          method: 'POST',
          path: `${base}/cardpay/intent/create`,
          form: {
            orderAttemptToken: args.token,
            returnUrl: args.returnUrl,
            moto: args.moto ? '1' : '0',
            ...partOf(args),
          },
          headers: { 'idempotency-key': keyOf(args) },
        },
        UpstreamCardIntent,
        args.signal,
      );
      return fromIntent(intent as z.infer<typeof UpstreamCardIntent>);
    },
    async settle({ query, signal }) {
      const intentId = query['payment_intent'];
      if (!intentId || !/^pi_[A-Za-z0-9]+$/.test(intentId)) return null;
      const intent = await call(
        'settle',
        { method: 'POST', path: `${base}/cardpay/intent/confirm`, form: { intentId } },
        UpstreamCardIntent,
        signal,
      );
      if (!intent) return null;
      const payment = fromIntent(intent);
      if (payment.status === 'declined' || payment.status === 'insufficient_funds') {
        // §7 card provider A's error path: the refusal is reported back, and only logged if that fails.
        await client
          .send(
            {
              method: 'POST',
              path: `${base}/cardpay/error`,
              form: { intentId, code: payment.status, message: payment.message ?? '' },
            },
            { source: 'paymentProvider', acceptLanguage: locale },
            log,
          )
          .catch((err) => log.warn({ err }, 'card provider error report failed'));
      }
      return payment;
    },
  };

  const dropin: PaymentProvider = {
    id: 'dropin',
    async start(args) {
      const path =
        args.method.kind === 'ach'
          ? `${base}/dropin/ach/${encodeURIComponent(args.token)}/payment-data`
          : `${base}/dropin/${encodeURIComponent(args.token)}/payment-data`;
      const session = await call(
        'start',
        {
          method: 'POST',
          path,
          form: { returnUrl: args.returnUrl, ...partOf(args) },
          headers: { 'idempotency-key': keyOf(args) },
        },
        UpstreamDropinSession,
        args.signal,
      );
      return fromSession(session as z.infer<typeof UpstreamDropinSession>);
    },
    async settle({ token, query, signal }) {
      const redirectResult = query['redirectResult'];
      if (!redirectResult || redirectResult.length > 200) return null;
      const session = await call(
        'settle',
        {
          method: 'POST',
          path: `${base}/dropin/payment-details`,
          form: { orderAttemptToken: token, redirectResult },
        },
        UpstreamDropinSession,
        signal,
      );
      return session ? fromSession(session) : null;
    },
  };

  const bnpl: PaymentProvider = {
    id: 'bnpl',
    async start(args) {
      const charge = await call(
        'start',
        {
          method: 'POST',
          path: `${base}/bnpl/charge/create`,
          form: { orderAttemptToken: args.token, returnUrl: args.returnUrl, ...partOf(args) },
          headers: { 'idempotency-key': keyOf(args) },
        },
        UpstreamBnplCharge,
        args.signal,
      );
      return fromCharge(charge as z.infer<typeof UpstreamBnplCharge>);
    },
    async settle({ query, signal }) {
      const chargeId = query['charge'];
      if (!chargeId || !/^ch_[A-Za-z0-9]+$/.test(chargeId)) return null;
      const charge = await call(
        'settle',
        { method: 'GET', path: `${base}/bnpl/charge/${chargeId}` },
        UpstreamBnplCharge,
        signal,
      );
      return charge ? fromCharge(charge) : null;
    },
  };

  return { cardpay, dropin, bnpl };
}

/** The fields every provider's payment has, under its own id field. */
type ProviderFields = Omit<ProviderPayment, 'provider' | 'paymentId'>;

const paymentOf = (provider: PaymentProviderId, paymentId: string, p: ProviderFields): ProviderPayment => ({
  provider,
  paymentId,
  status: p.status,
  amount: p.amount,
  currency: p.currency,
  redirectUrl: p.redirectUrl,
  message: p.message,
});
const fromIntent = (i: z.infer<typeof UpstreamCardIntent>) => paymentOf('cardpay', i.intentId, i);
const fromSession = (s: z.infer<typeof UpstreamDropinSession>) => paymentOf('dropin', s.sessionId, s);
const fromCharge = (c: z.infer<typeof UpstreamBnplCharge>) => paymentOf('bnpl', c.chargeId, c);
