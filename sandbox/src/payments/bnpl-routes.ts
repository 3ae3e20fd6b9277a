/**
 * The buy-now-pay-later provider, "bnpl" (buying-flow.md §7 "A buy-now-pay-later provider": charge/create),
 * offered in the US and CA: a charge opened for the attempt, approved or declined by the traveller on the
 * provider's page (`charge/{chargeId}/approve`, the amount in four instalments), then a 303 back to the
 * returnUrl with `charge`.
 */
import type { UpstreamBnplCharge } from '@waypoint/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Errors, sendError } from '../errors.ts';
import { formatPrice } from '../money.ts';
import type { CheckoutKit, MarketRequest } from '../routes/checkout-deps.ts';
import { UNKNOWN } from './card-flow.ts';
import { amountOf, MERCHANT } from './card-pages.ts';
import { finishPayment, LEFT } from './charges.ts';
import { BRANDS, cancelLink, errorSummary, esc, field, form, page, problemPage, sendPage } from './html.ts';
import { backTo, openFor, pageUrl, recordOf, selfPath, text } from './provider-kit.ts';
import { isOpen, type PaymentRecord } from './store.ts';

const BRAND = BRANDS.bnpl;
export const BNPL_DECLINED = 'Pay later was declined.';
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
/** Instalments, every two weeks from today. */
const INSTALMENTS = 4;

function approvePage(record: PaymentRecord, action: string, email: string, errors: Record<string, string>) {
  const each = Math.floor(record.amountCents / INSTALMENTS);
  const rows = Array.from({ length: INSTALMENTS }, (_, i) => {
    const cents = i === INSTALMENTS - 1 ? record.amountCents - each * (INSTALMENTS - 1) : each;
    const when = i === 0 ? 'Today' : `In ${i * 2} weeks`;
    return `<tr><td>${when}</td><td class="num">${esc(formatPrice(cents / 100, record.market, 2))}</td></tr>`;
  }).join('');
  const fields = field({
    name: 'email',
    label: 'E-mail address',
    type: 'email',
    inputmode: 'email',
    autocomplete: 'email',
    value: email,
    maxlength: 200,
    error: errors.email,
  });
  return page({
    brand: BRAND,
    title: 'Pay later in 4',
    amount: amountOf(record),
    merchant: MERCHANT,
    body: [
      errorSummary(errors),
      `<table><caption class="note">Your instalments, no interest</caption><thead><tr><th scope="col">When</th><th scope="col" class="num">Amount</th></tr></thead><tbody>${rows}</tbody></table>`,
      form(action, fields, [
        ['Approve', 'decision', 'approve', true],
        ['Decline', 'decision', 'decline', false],
      ]),
      // Relative to the page (…/charge/{id}/approve): …/charge/{id}/cancel.
      cancelLink('cancel'),
    ].join('\n'),
  });
}

export function registerBnplRoutes(app: FastifyInstance, kit: CheckoutKit): void {
  const chargeOf = (request: MarketRequest, record: PaymentRecord): UpstreamBnplCharge => ({
    chargeId: record.id,
    status: record.status,
    amount: record.amountCents / 100,
    currency: record.currency,
    redirectUrl: pageUrl(kit, request, record.market, `/api/bnpl/charge/${record.id}/approve`),
    message: record.message,
  });
  const back = (reply: FastifyReply, record: PaymentRecord) => backTo(reply, record, { charge: record.id });
  const find = (request: MarketRequest) => recordOf(kit, request, 'bnpl', request.params.chargeId);

  app.post('/api/bnpl/charge/create', async (request: MarketRequest, reply) => {
    const record = openFor(kit, request, reply, {
      provider: 'bnpl',
      kind: 'bnpl',
      token: text(request.body, 'orderAttemptToken'),
      returnUrl: text(request.body, 'returnUrl'),
      moto: false,
      // Later shares are paid by card: a part-payment token is refused (CARD_ONLY).
      partPaymentToken: text(request.body, 'partPaymentToken'),
    });
    return record ? reply.send({ data: chargeOf(request, record) }) : reply;
  });

  app.get('/api/bnpl/charge/:chargeId', async (request: MarketRequest, reply) => {
    const record = find(request);
    if (!record) return sendError(reply, new Errors.UNKNOWN_PAYMENT(request.params.chargeId ?? ''));
    return { data: chargeOf(request, record) };
  });

  app.get('/api/bnpl/charge/:chargeId/approve', async (request: MarketRequest, reply) => {
    const record = find(request);
    if (!record) return problemPage(reply, 404, BRAND, UNKNOWN);
    if (!isOpen(record)) return back(reply, record);
    return sendPage(reply, 200, approvePage(record, selfPath(request), '', {}));
  });

  app.post('/api/bnpl/charge/:chargeId/approve', async (request: MarketRequest, reply) => {
    const record = find(request);
    if (!record) return problemPage(reply, 404, BRAND, UNKNOWN);
    if (!isOpen(record)) return back(reply, record);
    const decision = text(request.body, 'decision');
    const email = text(request.body, 'email').trim();
    if (decision === 'decline') {
      return back(reply, finishPayment(kit.services, record, { status: 'declined', message: BNPL_DECLINED }));
    }
    const errors: Record<string, string> = {};
    if (decision !== 'approve') errors.decision = 'Choose Approve or Decline.';
    else if (!EMAIL.test(email) || email.length > 200) errors.email = 'Enter your e-mail address.';
    if (Object.keys(errors).length > 0) {
      return sendPage(reply, 422, approvePage(record, selfPath(request), email, errors));
    }
    return back(reply, finishPayment(kit.services, record, { status: 'succeeded', email }));
  });

  app.get('/api/bnpl/charge/:chargeId/cancel', async (request: MarketRequest, reply) => {
    const record = find(request);
    if (!record) return problemPage(reply, 404, BRAND, UNKNOWN);
    return back(reply, finishPayment(kit.services, record, { status: 'canceled', message: LEFT }));
  });
}
