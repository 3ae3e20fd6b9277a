/**
 * A booking's and a trip's documents (buying-flow.md §7 "Budget", "Tickets and vouchers"):
 *
 * - POST /api/budget/create (form: an `orderAttemptToken`, or a choice `productId`, `categoryId`,
 *   `departureCity`, `departureDate?`, `adults`, `children`, `babies`; `email?`) saves a quote;
 *   PUT /api/budget/update (form `id`, `email?`, `send`='1' with `link`) changes it and sends it to the
 *   mail outbox; GET /api/budget?id= reads it. A budget belongs to the market it was made in.
 * - GET /api/ticket/{bookingToken} and /providers: the booking's ticket and who provides each segment.
 */
import { LAND_ONLY_DEPARTURE_ID } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import { marketDate } from '../builders/flights.ts';
import { isRealDay } from '../catalogue/calendar.ts';
import { budgetOfAttempt, budgetOfChoice, newBudgetId } from '../checkout/budgets.ts';
import { viewOf } from '../checkout/offer.ts';
import { ticketOf } from '../checkout/tickets.ts';
import { PAYMENT_COPY } from '../copy/index.ts';
import { Errors, sendError, sendFieldErrors } from '../errors.ts';
import type { Market } from '../markets.ts';
import { formatPrice } from '../money.ts';
import { isReturnUrl } from '../payments/charges.ts';
import { fill } from '../text.ts';
import type { CheckoutKit, MarketRequest } from './checkout-deps.ts';
import { fieldsOf, textField } from './form.ts';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
const ID = /^[1-9]\d{0,8}$/;
const COUNT = /^\d{1,2}$/;
const CHOICE = ['productId', 'categoryId', 'departureCity', 'departureDate', 'adults', 'children', 'babies'];

type Fields = Record<string, string>;

const checkEmail = (email: string, fields: Fields) => {
  if (email !== '' && (!EMAIL.test(email) || email.length > 254)) fields.email = 'INVALID_EMAIL';
};

export function registerDocumentRoutes(app: FastifyInstance, kit: CheckoutKit): void {
  const { budgets, outbox } = kit;

  // --- Budgets ---

  app.post('/api/budget/create', async (request: MarketRequest, reply) => {
    const form = fieldsOf(request);
    if (!form)
      return sendError(reply, new Errors.BAD_REQUEST('expected a form-urlencoded body'), { status: 415 });
    const fields: Fields = {};
    for (const key of Object.keys(form)) {
      if (key !== 'orderAttemptToken' && key !== 'email' && !CHOICE.includes(key))
        fields[key] = 'UNKNOWN_FIELD';
    }
    const text = (name: string) => {
      const value = textField(form, name);
      if (value === undefined) fields[name] = 'INVALID';
      return value?.trim() ?? '';
    };
    const email = text('email');
    checkEmail(email, fields);
    const ctx = kit.contextOf(request);
    const made = { id: newBudgetId(), now: kit.now(), email: email || null, base: kit.baseOf(request) };
    const token = text('orderAttemptToken');
    if (token !== '') {
      if (CHOICE.some((name) => form[name] !== undefined))
        fields.orderAttemptToken = 'EITHER_TOKEN_OR_CHOICE';
      if (Object.keys(fields).length > 0) return sendFieldErrors(reply, fields);
      const attempt = kit.attemptOf(request, token);
      const view = attempt && viewOf(ctx, attempt);
      if (!view) return sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(token));
      const budget = budgetOfAttempt(view, made);
      budgets.put({ budget, lang: ctx.lang });
      return reply.code(201).send({ data: budget });
    }
    // A choice on the trip page.
    const required = (name: string, pattern: RegExp | ((value: string) => boolean)) => {
      const value = text(name);
      if (fields[name]) return value;
      if (value === '') fields[name] = 'REQUIRED';
      else if (typeof pattern === 'function' ? !pattern(value) : !pattern.test(value))
        fields[name] = 'INVALID';
      return value;
    };
    const productId = required('productId', ID);
    const categoryId = required('categoryId', ID);
    const departureCity = required(
      'departureCity',
      (v) => /^[A-Z]{3}$/.test(v) || v === LAND_ONLY_DEPARTURE_ID,
    );
    const adults = required('adults', COUNT);
    const departureDate = text('departureDate');
    if (departureDate !== '' && !isRealDay(departureDate)) fields.departureDate = 'INVALID_DATE';
    const count = (name: string) => {
      const value = text(name) || '0';
      if (!COUNT.test(value)) fields[name] = 'INVALID';
      return Number(value);
    };
    const pax = { adults: Number(adults), children: count('children'), babies: count('babies') };
    if (Object.keys(fields).length > 0) return sendFieldErrors(reply, fields);
    const ref = kit.catalogue.categoryById(Number(categoryId));
    if (!kit.catalogue.tripById(Number(productId)))
      return sendFieldErrors(reply, { productId: 'UNKNOWN_PRODUCT' });
    if (!ref || ref.trip.id !== Number(productId))
      return sendFieldErrors(reply, { categoryId: 'UNKNOWN_CATEGORY' });
    const { category } = ref;
    if (!((category.adultOccupancy[String(pax.adults)] ?? 0) > 0)) fields.adults = 'OCCUPANCY';
    if (pax.children > category.childOccupancy) fields.children = 'OCCUPANCY';
    if (pax.babies > category.babyOccupancy) fields.babies = 'OCCUPANCY';
    if (Object.keys(fields).length > 0) return sendFieldErrors(reply, fields);
    const search = { ref, departureId: departureCity, departureDate: departureDate || null, pax };
    const budget = budgetOfChoice(ctx, search, made);
    if ('refused' in budget) {
      const field =
        budget.refused === 'NOT_SERVED' ? 'departureCity' : departureDate ? 'departureDate' : 'adults';
      return sendFieldErrors(reply, { [field]: budget.refused });
    }
    budgets.put({ budget, lang: ctx.lang });
    return reply.code(201).send({ data: budget });
  });

  app.put('/api/budget/update', async (request: MarketRequest, reply) => {
    const form = fieldsOf(request) ?? {};
    const fields: Fields = {};
    const text = (name: string) => {
      const value = textField(form, name);
      if (value === undefined) fields[name] = 'INVALID';
      return value?.trim() ?? '';
    };
    for (const key of Object.keys(form)) {
      if (!['id', 'email', 'send', 'link'].includes(key)) fields[key] = 'UNKNOWN_FIELD';
    }
    const id = text('id');
    const email = text('email');
    const send = text('send');
    const link = text('link');
    if (id === '') fields.id = 'REQUIRED';
    checkEmail(email, fields);
    if (send !== '' && send !== '1' && send !== '0') fields.send = 'INVALID';
    if (Object.keys(fields).length > 0) return sendFieldErrors(reply, fields);
    const stored = budgets.get(id);
    if (!stored || stored.budget.market !== request.params.market)
      return sendError(reply, new Errors.UNKNOWN_BUDGET(id));
    let budget = email ? { ...stored.budget, email } : stored.budget;
    if (send === '1') {
      if (!budget.email) fields.email = 'REQUIRED';
      if (link === '') fields.link = 'REQUIRED';
      else if (link.startsWith('/') || !isReturnUrl(link)) fields.link = 'INVALID';
      if (Object.keys(fields).length > 0) return sendFieldErrors(reply, fields);
      const to = budget.email as string;
      const copy = PAYMENT_COPY[stored.lang].budget;
      const market = budget.market as Market;
      const values = {
        trip: budget.product.title,
        total: formatPrice(budget.total, market),
        date: marketDate(budget.validUntil, market),
        link,
      };
      outbox.send({
        to,
        subject: fill(copy.mailSubject, values),
        text: fill(copy.mailText, values),
        link,
        sentAt: kit.now().toISOString(),
      });
      budget = { ...budget, sentTo: budget.sentTo.includes(to) ? budget.sentTo : [...budget.sentTo, to] };
    }
    budgets.put({ ...stored, budget });
    return { data: budget };
  });

  app.get('/api/budget', async (request: MarketRequest, reply) => {
    const id = typeof request.query.id === 'string' ? request.query.id : '';
    const stored = id ? budgets.get(id) : undefined;
    if (!stored || stored.budget.market !== request.params.market)
      return sendError(reply, new Errors.UNKNOWN_BUDGET(id));
    return { data: stored.budget };
  });

  // --- Tickets ---

  const ticketed = (request: MarketRequest) => {
    const bookingToken = request.params.bookingToken ?? '';
    const attempt = kit.attempts.byBooking(bookingToken);
    const booking = attempt?.booking;
    if (!attempt || !booking || attempt.market !== request.params.market) return undefined;
    const view = viewOf(kit.contextOf(request), attempt);
    return view && ticketOf(view, booking);
  };

  app.get('/api/ticket/:bookingToken', async (request: MarketRequest, reply) => {
    const found = ticketed(request);
    if (!found) return sendError(reply, new Errors.UNKNOWN_BOOKING(request.params.bookingToken ?? ''));
    return { data: found.ticket };
  });

  app.get('/api/ticket/:bookingToken/providers', async (request: MarketRequest, reply) => {
    const found = ticketed(request);
    if (!found) return sendError(reply, new Errors.UNKNOWN_BOOKING(request.params.bookingToken ?? ''));
    return { data: found.providers };
  });
}
