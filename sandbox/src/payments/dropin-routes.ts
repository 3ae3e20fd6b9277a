/**
 * The drop-in provider, "dropin", which also takes US bank (ACH) payments (buying-flow.md §7 "Payment
 * providers": client-key, payment-data, ach payment-data, payment-details). A payment-data call opens a
 * session on the provider's page (`session/{sessionId}`): a card form with the same test cards as cardpay
 * (and its own challenge page), or a bank account form. A bank payment is `processing` until it settles
 * (store.ts ACH_SETTLE_MS). The way back is a 303 to the returnUrl with `redirectResult`, an opaque token
 * that payment-details turns back into the session.
 */
import type { UpstreamDropinSession } from '@waypoint/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Errors, sendError, sendFieldErrors } from '../errors.ts';
import type { CheckoutKit, MarketRequest } from '../routes/checkout-deps.ts';
import { type CardFlow, cardPage, registerPaymentPages } from './card-flow.ts';
import { amountOf, MERCHANT } from './card-pages.ts';
import { checkBankAccount } from './cards.ts';
import { finishPayment } from './charges.ts';
import { BRANDS, cancelLink, errorSummary, field, form, page, sendPage } from './html.ts';
import { randomChars } from './ids.ts';
import { backTo, openFor, pageUrl, selfPath, text } from './provider-kit.ts';
import type { PaymentRecord } from './store.ts';

const BRAND = BRANDS.dropin;

function bankPage(
  record: PaymentRecord,
  action: string,
  values: Record<string, string>,
  errors: Record<string, string>,
) {
  const fields = [
    field({
      name: 'routing',
      label: 'Routing number',
      hint: '9 digits',
      value: values.routing ?? '',
      inputmode: 'numeric',
      maxlength: 9,
      error: errors.routing,
    }),
    field({
      name: 'account',
      label: 'Account number',
      inputmode: 'numeric',
      maxlength: 17,
      error: errors.account,
    }),
    field({
      name: 'holder',
      label: 'Account holder',
      value: values.holder ?? '',
      autocomplete: 'name',
      maxlength: 100,
      error: errors.holder,
    }),
  ].join('\n');
  return page({
    brand: BRAND,
    title: 'Pay by bank transfer (ACH)',
    amount: amountOf(record),
    merchant: MERCHANT,
    body: [
      errorSummary(errors),
      '<p class="note">The payment is taken from your US bank account; it settles within a few days.</p>',
      form(action, fields, [[`Pay ${amountOf(record)}`, 'pay', '1', true]]),
      cancelLink(`${action}/cancel`),
    ].join('\n'),
  });
}

export function registerDropinRoutes(app: FastifyInstance, kit: CheckoutKit): void {
  const sessionOf = (request: MarketRequest, record: PaymentRecord): UpstreamDropinSession => ({
    sessionId: record.id,
    status: record.status,
    amount: record.amountCents / 100,
    currency: record.currency,
    redirectUrl: pageUrl(kit, request, record.market, `/api/dropin/session/${record.id}`),
    pspReference: record.reference,
    message: record.message,
  });
  const back = (reply: FastifyReply, record: PaymentRecord) =>
    backTo(reply, record, { redirectResult: record.redirectResult ?? '' });

  // --- Server to server ---

  app.get('/api/dropin/client-key', async (request: MarketRequest) => {
    const moto = request.query.isMoto === 'true' || request.query.isMoto === '1';
    return { data: { clientKey: `test_dropin_${request.params.market}_${moto ? 'moto' : 'ecom'}` } };
  });

  const create = (kind: 'card' | 'ach') => async (request: MarketRequest, reply: FastifyReply) => {
    const body = request.body;
    const moto = text(body, 'moto');
    if (moto !== '' && moto !== '0' && moto !== '1') return sendFieldErrors(reply, { moto: 'INVALID' });
    const opened = openFor(kit, request, reply, {
      provider: 'dropin',
      kind,
      token: request.params.token ?? '',
      returnUrl: text(body, 'returnUrl'),
      moto: moto === '1',
      partPaymentToken: text(body, 'partPaymentToken'),
    });
    if (!opened) return reply;
    // The way back names the session with a token of its own (never its id).
    const record = opened.redirectResult ? opened : { ...opened, redirectResult: randomChars(40) };
    if (record !== opened) kit.payments.put(record);
    return reply.send({ data: sessionOf(request, record) });
  };
  app.post('/api/dropin/:token/payment-data', create('card'));
  app.post('/api/dropin/card/:token/payment-data', create('card'));
  app.post('/api/dropin/ach/:token/payment-data', create('ach'));

  app.post('/api/dropin/payment-details', async (request: MarketRequest, reply) => {
    const body = request.body;
    const redirectResult = text(body, 'redirectResult');
    const token = text(body, 'orderAttemptToken');
    const bookingToken = text(body, 'bookingToken');
    const fields: Record<string, string> = {};
    if (redirectResult === '') fields.redirectResult = 'REQUIRED';
    if (token === '' && bookingToken === '') fields.orderAttemptToken = 'REQUIRED';
    if (Object.keys(fields).length > 0) return sendFieldErrors(reply, fields);
    const attempt = token ? kit.attemptOf(request, token) : kit.attempts.byBooking(bookingToken);
    const record = kit.payments.byRedirectResult(redirectResult, kit.now());
    if (
      !record ||
      !attempt ||
      record.attemptToken !== attempt.token ||
      record.market !== request.params.market
    ) {
      return sendError(reply, new Errors.UNKNOWN_PAYMENT(redirectResult.slice(0, 12)));
    }
    return { data: sessionOf(request, record) };
  });

  // --- The payer's pages ---

  const flow: CardFlow = {
    provider: 'dropin',
    brand: BRAND,
    path: '/api/dropin/session/:sessionId',
    param: 'sessionId',
    challengePath: '/api/dropin/session/:sessionId/challenge',
    back,
  };
  // A card session is the card form; a bank (ACH) session is the bank account form.
  const card = cardPage(kit, flow);
  const payByBank = (request: MarketRequest, reply: FastifyReply, record: PaymentRecord) => {
    const body = request.body;
    const values = { routing: text(body, 'routing'), holder: text(body, 'holder') };
    const bank = checkBankAccount({ ...values, account: text(body, 'account') });
    if ('errors' in bank)
      return sendPage(reply, 422, bankPage(record, selfPath(request), values, bank.errors));
    const { outcome, last4 } = bank;
    const message = 'message' in outcome ? outcome.message : null;
    const outcomeOf = { status: outcome.status, message, last4, brand: 'bank_account' };
    return back(reply, finishPayment(kit.services, record, outcomeOf));
  };
  registerPaymentPages(app, kit, flow, {
    form: (record, action) =>
      record.kind === 'ach' ? bankPage(record, action, {}, {}) : card.form(record, action),
    pay: (request, reply, record) =>
      record.kind === 'ach' ? payByBank(request, reply, record) : card.pay(request, reply, record),
  });
}
