/**
 * Card provider A, "cardpay" (buying-flow.md §7 "Payment providers": intent/create, intent/confirm,
 * error; and the MOTO check): server-to-server calls under /:market/api/cardpay, and the card holder's
 * pages: the card form (`pay/{intentId}`), the bank's 3-D Secure challenge (`challenge/{intentId}`) and
 * the way back. The card number is typed on the form and posted to it only; the intent keeps its last
 * four digits and brand. Every way out is a 303 to the composer's returnUrl with `payment_intent`.
 */
import type { UpstreamCardIntent } from '@waypoint/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Errors, sendError, sendFieldErrors } from '../errors.ts';
import type { CheckoutKit, MarketRequest } from '../routes/checkout-deps.ts';
import { type CardFlow, registerPaymentPages } from './card-flow.ts';
import { BRANDS } from './html.ts';
import { backTo, openFor, pageUrl, recordOf, text } from './provider-kit.ts';
import { isOpen, type PaymentRecord } from './store.ts';

const BRAND = BRANDS.cardpay;

export function registerCardpayRoutes(app: FastifyInstance, kit: CheckoutKit): void {
  const intentOf = (request: MarketRequest, record: PaymentRecord): UpstreamCardIntent => ({
    intentId: record.id,
    status: record.status,
    amount: record.amountCents / 100,
    currency: record.currency,
    redirectUrl: pageUrl(kit, request, record.market, `/api/cardpay/pay/${record.id}`),
    chargeId: record.reference,
    message: record.message,
  });
  const back = (reply: FastifyReply, record: PaymentRecord) =>
    backTo(reply, record, { payment_intent: record.id });

  // --- Server to server ---

  app.post('/api/cardpay/intent/create', async (request: MarketRequest, reply) => {
    const body = request.body;
    const moto = text(body, 'moto');
    if (moto !== '' && moto !== '0' && moto !== '1') return sendFieldErrors(reply, { moto: 'INVALID' });
    const record = openFor(kit, request, reply, {
      provider: 'cardpay',
      kind: 'card',
      token: text(body, 'orderAttemptToken'),
      returnUrl: text(body, 'returnUrl'),
      moto: moto === '1',
      partPaymentToken: text(body, 'partPaymentToken'),
    });
    return record ? reply.send({ data: intentOf(request, record) }) : reply;
  });

  app.post('/api/cardpay/intent/confirm', async (request: MarketRequest, reply) => {
    const id = text(request.body, 'intentId');
    if (id === '') return sendFieldErrors(reply, { intentId: 'REQUIRED' });
    const record = recordOf(kit, request, 'cardpay', id);
    if (!record) return sendError(reply, new Errors.UNKNOWN_PAYMENT(id));
    return { data: intentOf(request, record) };
  });

  // A provider error the composer met (its card-provider error state, §8): kept on the intent.
  app.post('/api/cardpay/error', async (request: MarketRequest, reply) => {
    const id = text(request.body, 'intentId');
    const code = text(request.body, 'code');
    const message = text(request.body, 'message');
    const fields: Record<string, string> = {};
    if (id === '') fields.intentId = 'REQUIRED';
    if (code === '') fields.code = 'REQUIRED';
    else if (code.length > 64) fields.code = 'TOO_LONG';
    if (message.length > 500) fields.message = 'TOO_LONG';
    if (Object.keys(fields).length > 0) return sendFieldErrors(reply, fields);
    const record = recordOf(kit, request, 'cardpay', id);
    if (!record) return sendError(reply, new Errors.UNKNOWN_PAYMENT(id));
    const error = { code, message, at: kit.now().toISOString() };
    kit.payments.put({ ...record, errors: [...record.errors, error].slice(-20) });
    return { data: { recorded: true } };
  });

  app.get('/api/cardpay/:token/is-moto', async (request: MarketRequest, reply) => {
    const token = request.params.token ?? '';
    const attempt = kit.attemptOf(request, token);
    if (!attempt) return sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(token));
    const open = attempt.payments
      .filter((ref) => ref.provider === 'cardpay')
      .map((ref) => kit.payments.get(ref.id, kit.now()))
      .filter((record): record is PaymentRecord => record !== undefined && isOpen(record))
      .at(-1);
    return { data: { moto: open?.moto ?? false } };
  });

  // --- The card holder's pages ---

  const flow: CardFlow = {
    provider: 'cardpay',
    brand: BRAND,
    path: '/api/cardpay/pay/:intentId',
    param: 'intentId',
    challengePath: '/api/cardpay/challenge/:intentId',
    back,
  };
  registerPaymentPages(app, kit, flow);
}
