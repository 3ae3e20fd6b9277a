/**
 * Budgets (made from an attempt or from a choice, updated, sent to the outbox), the mail outbox, and a
 * booking's ticket and providers, over HTTP.
 */
import {
  UpstreamBudget,
  UpstreamCheckoutSummary,
  UpstreamMail,
  UpstreamTicket,
  UpstreamTicketProviders,
} from '@waypoint/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf, daysOf, errorOf, searchOf, sendJson } from '../../test/checkout.ts';
import { firstTrip, landOnlySearch, payAndBook, readyAttempt } from '../../test/payment.ts';
import { catalogue, NOW } from '../../test/trip-page.ts';
import { buildSandbox } from '../app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = buildSandbox({ now: () => NOW, publicUrl: 'http://sandbox.test' });
  await app.ready();
});
afterAll(() => app.close());

const trip = firstTrip();
const budgetOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return dataOf(response, UpstreamBudget);
};
const put = (url: string, form: Record<string, string>) =>
  app.inject({
    method: 'PUT',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const create = (market: string, form: Record<string, string | number>) =>
  app.inject({
    method: 'POST',
    url: `/${market}/api/budget/create`,
    payload: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('budgets', () => {
  it('are made from an attempt’s summary, valid for 7 days', async () => {
    const attempt = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    await sendJson(app, 'PATCH', `${attempt.base}/metadata`, { revision: 1, insuranceKey: 'FLEX' });
    const summary = dataOf(await app.inject(`${attempt.base}/summary`), UpstreamCheckoutSummary);
    const response = await create('es', { orderAttemptToken: attempt.token, email: 'ana@example.com' });
    expect(response.statusCode).toBe(201);
    const budget = budgetOf(response);
    expect(budget.id).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(budget).toMatchObject({
      market: 'es',
      createdAt: NOW.toISOString(),
      validUntil: '2025-06-22',
      email: 'ana@example.com',
      sentTo: [],
      currency: 'EUR',
      total: summary.price.total,
      orderAttemptToken: attempt.token,
      departureDate: attempt.departureDate,
      pax: { adults: 2, children: 0, babies: 0 },
      departureCity: summary.product.departure_city,
    });
    expect(budget.product).toMatchObject({ id: trip.id, title: trip.title.es, days: summary.offer.days });
    expect(budget.product.image).toMatch(/^http:\/\/sandbox\.test\/media\/card\//);
    expect(budget.lines.map((line) => line.amount)).toEqual(summary.breakdown.map((line) => line.totalPrice));
    const names: Record<string, string> = {
      campaign: trip.title.es,
      insurance: 'Protección de viaje: Flex',
      fees: 'Gastos de gestión',
    };
    expect(budget.lines.map((line) => line.name)).toEqual(
      summary.breakdown.map((line) => names[line.code] ?? line.name),
    );
    expect(budget.lines.map((line) => line.name)).toContain('Protección de viaje: Flex');
    expect(budgetOf(await app.inject(`/es/api/budget?id=${budget.id}`))).toEqual(budget);
  });

  it('are made from a choice, priced by the calendar (a day, or the lowest price without one)', async () => {
    const search = searchOf('us', trip);
    const [day] = await daysOf(app, search);
    if (!day) throw new Error('no day');
    const choice = {
      productId: trip.id,
      categoryId: search.categoryId,
      departureCity: search.departureCity,
      adults: 2,
      children: 0,
      babies: 0,
    };
    const dated = budgetOf(await create('us', { ...choice, departureDate: day.date }));
    expect(dated).toMatchObject({ departureDate: day.date, orderAttemptToken: null, email: null });
    expect(dated.lines).toEqual([
      { name: trip.title.en, amount: day.price * 2 },
      { name: 'Handling fee', amount: 30 },
    ]);
    expect(dated.total).toBe(day.price * 2 + 30);
    const undated = budgetOf(await create('us', choice));
    const days = await daysOf(app, search);
    expect(undated.departureDate).toBeNull();
    expect(undated.lines[0]?.amount).toBe(Math.min(...days.map((d) => d.price)) * 2);
  });

  it('refuse bad choices with field errors, and unknown attempts and budgets', async () => {
    const refused = await create('us', { productId: 'x', adults: 0, colour: 'red' });
    expect(errorOf(refused).fields).toEqual({
      colour: 'UNKNOWN_FIELD',
      productId: 'INVALID',
      categoryId: 'REQUIRED',
      departureCity: 'REQUIRED',
    });
    const category = catalogue.offersOf(trip).categories[0];
    const closed = Object.entries(category?.adultOccupancy ?? {}).find(([, v]) => v === 0)?.[0] ?? '9';
    const occupancy = await create('us', {
      productId: trip.id,
      categoryId: trip.id * 10 + 1,
      departureCity: searchOf('us', trip).departureCity,
      adults: closed,
    });
    expect(errorOf(occupancy).fields).toEqual({ adults: 'OCCUPANCY' });
    const choice = { productId: trip.id, categoryId: trip.id * 10 + 1, adults: 2 };
    const notServed = await create('us', { ...choice, departureCity: 'XXX' });
    expect(errorOf(notServed).fields).toEqual({ departureCity: 'NOT_SERVED' });
    const search = searchOf('us', trip);
    const days = await daysOf(app, search);
    const offered = new Set(days.map((d) => d.date));
    let free = days[0]?.date ?? '2025-07-01';
    while (offered.has(free)) free = new Date(Date.parse(free) + 86_400_000).toISOString().slice(0, 10);
    const notBookable = await create('us', {
      ...choice,
      departureCity: search.departureCity,
      departureDate: free,
    });
    expect(errorOf(notBookable).fields).toEqual({ departureDate: 'NOT_BOOKABLE' });
    expect(errorOf(await create('us', { orderAttemptToken: 'nope' })).status).toBe(404);
    expect(errorOf(await app.inject('/us/api/budget?id=nope'))).toMatchObject({
      status: 404,
      code: 'UNKNOWN_BUDGET',
    });
  });

  it('are updated and sent to the outbox, read at /__outbox and /outbox', async () => {
    const attempt = await readyAttempt(app, searchOf('uk', trip), { today: NOW });
    const budget = budgetOf(await create('uk', { orderAttemptToken: attempt.token }));
    const link = `https://www.example.test/uk/budget/${budget.id}`;
    const noEmail = await put('/uk/api/budget/update', { id: budget.id, send: '1', link });
    expect(errorOf(noEmail).fields).toEqual({ email: 'REQUIRED' });
    const noLink = await put('/uk/api/budget/update', { id: budget.id, send: '1', email: 'tom@example.com' });
    expect(errorOf(noLink).fields).toEqual({ link: 'REQUIRED' });
    const relative = await put('/uk/api/budget/update', {
      id: budget.id,
      send: '1',
      email: 'tom@example.com',
      link: '/x',
    });
    expect(errorOf(relative).fields).toEqual({ link: 'INVALID' });
    const updated = budgetOf(await put('/uk/api/budget/update', { id: budget.id, email: 'tom@example.com' }));
    expect(updated).toMatchObject({ email: 'tom@example.com', sentTo: [] });
    const sent = budgetOf(await put('/uk/api/budget/update', { id: budget.id, send: '1', link }));
    expect(sent.sentTo).toEqual(['tom@example.com']);
    const mails = dataOf(await app.inject('/__outbox?to=tom@example.com'), z.array(UpstreamMail));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'tom@example.com',
      subject: `Your quote: ${trip.title.en}`,
      link,
      sentAt: NOW.toISOString(),
    });
    expect(mails[0]?.text).toContain(trip.title.en);
    expect(mails[0]?.text).toContain(
      `£${budget.total.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    );
    expect(mails[0]?.text).toContain(link);
    // A second send is the newest mail.
    await put('/uk/api/budget/update', { id: budget.id, send: '1', link: `${link}?again=1` });
    const all = dataOf(await app.inject('/__outbox'), z.array(UpstreamMail));
    expect(all[0]?.link).toBe(`${link}?again=1`);
    const page = await app.inject('/outbox');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(`Your quote: ${trip.title.en}`);
    expect(page.body).toContain(`<a href="${link}">`);
    expect(page.body).not.toMatch(/<script|<link /);
    expect(errorOf(await put('/es/api/budget/update', { id: budget.id })).code).toBe('UNKNOWN_BUDGET');
  });

  it('send their mail in the budget’s language', async () => {
    const attempt = await readyAttempt(app, searchOf('fr', trip), { today: NOW });
    const budget = budgetOf(
      await create('fr', { orderAttemptToken: attempt.token, email: 'lea@example.com' }),
    );
    await put('/fr/api/budget/update', {
      id: budget.id,
      send: '1',
      link: 'https://www.example.test/fr/devis',
    });
    const [mail] = dataOf(await app.inject('/__outbox?to=lea@example.com'), z.array(UpstreamMail));
    expect(mail?.subject).toBe(`Votre devis : ${trip.title.fr}`);
  });
});

describe('tickets', () => {
  it('list the flights, the transfer, the hotel nights and the chosen activities, with their providers', async () => {
    const attempt = await readyAttempt(app, searchOf('us', trip), { today: NOW });
    const activities = dataOf(await app.inject(`${attempt.base}/personalization/activities-and-services`));
    const activity = activities.supplements[0];
    await sendJson(app, 'PATCH', `${attempt.base}/metadata`, { revision: 1, activityIds: [activity.id] });
    const booking = await payAndBook(app, { ...attempt, revision: 2 });
    const ticket = dataOf(await app.inject(`/us/api/ticket/${booking.bookingToken}`), UpstreamTicket);
    expect(ticket).toMatchObject({
      bookingToken: booking.bookingToken,
      locator: booking.locator,
      productTitle: trip.title.en,
      departureDate: attempt.departureDate,
      returnDate: booking.product.returnDate,
      cancellationPolicy: 'STANDARD',
    });
    expect(ticket.passengers[0]).toEqual({ name: 'Ana0 García', type: 'adult' });
    const kinds = ticket.segments.map((s) => s.kind);
    expect(kinds[0]).toBe('flight');
    expect(kinds.at(-1)).toBe('flight');
    expect(kinds.filter((k) => k === 'flight')).toHaveLength(2);
    expect(kinds).toContain('transfer');
    expect(kinds).toContain('hotel');
    expect(ticket.segments.find((s) => s.kind === 'activity')?.title).toBe(activity.name);
    const dates = ticket.segments.map((s) => s.date);
    expect([...dates].sort()).toEqual(dates);
    const nights = ticket.segments
      .filter((s) => s.kind === 'hotel')
      .reduce((sum, s) => sum + Number(/^(\d+)/.exec(s.detail)?.[1]), 0);
    expect(nights).toBe(booking.product.days - 1);
    const providers = dataOf(
      await app.inject(`/us/api/ticket/${booking.bookingToken}/providers`),
      UpstreamTicketProviders,
    );
    expect(providers.map((p) => p.id).sort()).toEqual(
      [...new Set(ticket.segments.map((s) => s.providerId))].sort(),
    );
    expect(errorOf(await app.inject('/us/api/ticket/nope'))).toMatchObject({
      status: 404,
      code: 'UNKNOWN_BOOKING',
    });
    expect(errorOf(await app.inject(`/es/api/ticket/${booking.bookingToken}/providers`)).status).toBe(404);
  });

  it('have no flights for land only', async () => {
    const attempt = await readyAttempt(app, landOnlySearch('fr'), { today: NOW });
    const booking = await payAndBook(app, attempt);
    const ticket = dataOf(await app.inject(`/fr/api/ticket/${booking.bookingToken}`), UpstreamTicket);
    expect(ticket.segments.some((s) => s.kind === 'flight')).toBe(false);
    expect(ticket.segments[0]?.kind).toBe('transfer');
  });
});
