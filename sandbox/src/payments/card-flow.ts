/**
 * The card holder's way through a card provider's pages, the same for cardpay and the drop-in's card
 * form: the form is checked (errors shown, the number never echoed), then the test card decides: paid,
 * refused, or the bank's challenge (skipped for a mail-or-telephone order), which the holder completes or
 * fails. Every end goes back to the composer's page (`back`).
 */
import type { PaymentProviderId } from '@waypoint/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CheckoutKit, MarketRequest } from '../routes/checkout-deps.ts';
import { cardFormPage, challengePage } from './card-pages.ts';
import { CHALLENGE_FAILED, checkCard } from './cards.ts';
import { finishPayment, LEFT } from './charges.ts';
import { type Brand, problemPage, sendPage } from './html.ts';
import { pageUrl, recordOf, selfPath, text } from './provider-kit.ts';
import { isOpen, type PaymentRecord } from './store.ts';

export const UNKNOWN = 'There is no such payment, or it belongs to another shop.';

export interface CardFlow {
  provider: PaymentProviderId;
  brand: Brand;
  /** The page's path under /:market ('/api/cardpay/pay/:intentId'), its parameter, and its challenge's. */
  path: string;
  param: string;
  challengePath: string;
  back: (reply: FastifyReply, record: PaymentRecord) => FastifyReply;
}

const at = (path: string, param: string, id: string) => path.replace(`:${param}`, id);

export function challengeUrl(
  kit: CheckoutKit,
  request: MarketRequest,
  flow: CardFlow,
  record: PaymentRecord,
) {
  return pageUrl(kit, request, record.market, at(flow.challengePath, flow.param, record.id));
}

/** POST of the card form: the page again with its errors, the challenge, or back with the outcome. */
export function payByCard(
  kit: CheckoutKit,
  request: MarketRequest,
  reply: FastifyReply,
  flow: CardFlow,
  record: PaymentRecord,
): FastifyReply {
  const body = request.body;
  const values = { expiry: text(body, 'expiry'), name: text(body, 'name') };
  const card = checkCard({ ...values, number: text(body, 'number'), cvc: text(body, 'cvc') }, kit.now());
  if ('errors' in card) {
    return sendPage(reply, 422, cardFormPage(flow.brand, record, selfPath(request), values, card.errors));
  }
  const { last4, brand, outcome } = card;
  if (outcome.status === 'challenge' && !record.moto) {
    finishPayment(kit.services, record, { status: 'requires_action', last4, brand });
    return reply.redirect(challengeUrl(kit, request, flow, record), 303);
  }
  const status = outcome.status === 'challenge' ? 'succeeded' : outcome.status;
  const message = 'message' in outcome ? outcome.message : null;
  return flow.back(reply, finishPayment(kit.services, record, { status, message, last4, brand }));
}

/** A provider's payment page for an open payment: its form (GET) and what its POST does. */
export interface PaymentPage {
  form(record: PaymentRecord, action: string): string;
  pay(request: MarketRequest, reply: FastifyReply, record: PaymentRecord): FastifyReply;
}

/** The card form, paid with a test card: the page of every card payment. */
export const cardPage = (kit: CheckoutKit, flow: CardFlow): PaymentPage => ({
  form: (record, action) => cardFormPage(flow.brand, record, action, {}, {}),
  pay: (request, reply, record) => payByCard(kit, request, reply, flow, record),
});

/**
 * The payer's pages: the payment page (GET its form, POST it) for an open payment, the challenge page
 * (GET, POST `outcome` complete or fail) and the page's cancel link. A payment that is not open is
 * sent where it is: to its challenge, or back with its outcome.
 */
export function registerPaymentPages(
  app: FastifyInstance,
  kit: CheckoutKit,
  flow: CardFlow,
  payment: PaymentPage = cardPage(kit, flow),
): void {
  const find = (request: MarketRequest) => recordOf(kit, request, flow.provider, request.params[flow.param]);
  const whenOpen = (
    request: MarketRequest,
    reply: FastifyReply,
    then: (record: PaymentRecord) => FastifyReply,
  ) => {
    const record = find(request);
    if (!record) return problemPage(reply, 404, flow.brand, UNKNOWN);
    if (record.status === 'requires_action')
      return reply.redirect(challengeUrl(kit, request, flow, record), 303);
    if (!isOpen(record)) return flow.back(reply, record);
    return then(record);
  };

  app.get(flow.path, async (request: MarketRequest, reply) =>
    whenOpen(request, reply, (record) => sendPage(reply, 200, payment.form(record, selfPath(request)))),
  );
  app.post(flow.path, async (request: MarketRequest, reply) =>
    whenOpen(request, reply, (record) => payment.pay(request, reply, record)),
  );

  app.get(`${flow.path}/cancel`, async (request: MarketRequest, reply) => {
    const record = find(request);
    if (!record) return problemPage(reply, 404, flow.brand, UNKNOWN);
    return flow.back(reply, finishPayment(kit.services, record, { status: 'canceled', message: LEFT }));
  });

  app.get(flow.challengePath, async (request: MarketRequest, reply) => {
    const record = find(request);
    if (!record) return problemPage(reply, 404, flow.brand, UNKNOWN);
    if (record.status !== 'requires_action') return flow.back(reply, record);
    return sendPage(reply, 200, challengePage(flow.brand, record, selfPath(request)));
  });

  app.post(flow.challengePath, async (request: MarketRequest, reply) => {
    const record = find(request);
    if (!record) return problemPage(reply, 404, flow.brand, UNKNOWN);
    if (record.status !== 'requires_action') return flow.back(reply, record);
    const outcome = text(request.body, 'outcome');
    if (outcome !== 'complete' && outcome !== 'fail') {
      return problemPage(reply, 400, flow.brand, 'Choose Complete or Fail to answer the bank.');
    }
    const finished =
      outcome === 'complete'
        ? finishPayment(kit.services, record, { status: 'succeeded' })
        : finishPayment(kit.services, record, { status: 'canceled', message: CHALLENGE_FAILED });
    return flow.back(reply, finished);
  });
}
