/**
 * Budgets (quotes) and tickets as a traveller gets them (buying-flow.md §2 "Budget page", "Ticket page",
 * §6 "PDP rules", §7 "Budget", "Tickets and vouchers"): the trip page's budget buttons by site kind, a
 * budget sent by e-mail through the sandbox's outbox, the budget page and its PDF whose QR code opens it,
 * the ticket page and its PDFs. The PDFs are turned into pictures and text with poppler (pdftoppm,
 * pdftotext), as a person opening them would see them.
 */
import { PageTree } from '@waypoint/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { block, checkoutKit, HOST, KENYA, sitePathOf, TEST_CARDS, typeCard } from './support/checkout-kit.ts';
import { findQr, pdfInfo, pdfText, pdfToPngs } from './support/pdf.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ random: () => 0.5 });
}, 60_000);
afterAll(() => stack?.close());

const { get, tree, act, tripWithDay, atPayment } = checkoutKit(() => stack.composer);

const pdfOf = async (path: string) => {
  const res = await stack.composer.inject({ url: `/v1/pages${path}`, headers: { host: HOST } });
  expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.rawPayload;
};

describe('the trip page’s budget buttons (buying-flow.md §6)', () => {
  it('send by e-mail on the main site, download for advisors and sales', async () => {
    const main = block(await tree(`${KENYA}?adults=2`), 'BudgetActions')!.props;
    expect(main.send).not.toBeNull();
    expect(main.download).toBeNull();
    for (const host of ['advisors.localhost:3000', 'sales.localhost:3000']) {
      const res = await get(`${KENYA}?adults=2`, stack.composer, { host, cookie: 'wp_user=c-1' });
      expect(res.statusCode, host).toBe(200);
      const props = block(PageTree.parse(res.json()), 'BudgetActions')!.props;
      expect(props.download, host).not.toBeNull();
      expect(props.send, host).toBeNull();
    }
  });
});

describe('a budget sent by e-mail', () => {
  it('refuses a bad address, sends a good one, and opens as a page and a PDF whose QR code opens it', async () => {
    const trip = await tripWithDay('adults=2');
    const send = block(await tree(trip), 'BudgetActions')!.props.send!;
    const bad = await act(send.action.action, trip, { ...send.action.input, email: 'not-an-address' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]).toMatchObject({ field: 'email', code: 'INVALID_EMAIL' });
    const sent = await act(send.action.action, trip, { ...send.action.input, email: 'ada@example.com' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const budgetPage = sent.body.navigate!;
    expect(budgetPage).toMatch(/^\/us\/budget\/pdf\/[A-Za-z0-9_-]{12,64}\?sent=1$/);
    const path = budgetPage.split('?')[0]!;
    // The mail is in the sandbox's outbox, with the budget's address.
    const mails = (await stack.sandbox.inject({ url: '/__outbox?to=ada@example.com' })).json() as {
      data: { subject: string; link: string }[];
    };
    expect(mails.data[0]?.link).toBe(`http://${HOST}${path}`);
    expect(mails.data[0]?.subject).toMatch(/quote/i);
    // The budget page: no header or footer, no locale cookie (language handling is skipped), the QR code.
    const res = await get(budgetPage);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/locale/);
    const page = PageTree.parse(res.json());
    expect(page.page.kind).toBe('budgetPdf');
    expect(page.page.layout).toBe('none');
    expect(page.regions.header).toEqual([]);
    const budget = block(page, 'BudgetDocument')!.props;
    expect(budget.qr?.src).toMatch(/^data:image\/svg\+xml/);
    expect(budget.facts.find((f) => f.label === 'Sent to')?.value).toBe('ada@example.com');
    // Its PDF: a real file, small, with the same lines, and a QR code that opens the budget page.
    const pdf = await pdfOf(budget.pdf.href);
    expect(pdf.length).toBeLessThan(200_000);
    expect((await pdfInfo(pdf)).pages).toBe(1);
    const text = await pdfText(pdf);
    expect(text).toContain(budget.total.amount);
    for (const line of budget.lines) expect(text).toContain(line.label);
    const [picture] = await pdfToPngs(pdf, { dpi: 150 });
    expect(findQr(picture!)?.text).toBe(`http://${HOST}${path}`);
  });

  it('an unknown budget is the not-found page', async () => {
    expect((await get('/us/budget/pdf/nosuchbudget0000')).statusCode).toBe(404);
    expect(
      (
        await stack.composer.inject({
          url: '/v1/pages/us/budget/pdf/nosuchbudget0000.pdf',
          headers: { host: HOST },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('a budget saved at checkout', () => {
  it('downloads for an advisor, from the attempt, with its lines', async () => {
    const headers = { host: 'advisors.localhost:3000' };
    const step = await atPayment('adults=2', { headers });
    const actions = block(await tree(step, stack.composer, headers), 'BudgetActions')!.props;
    const download = actions.download!;
    const saved = await act(download.action.action, step, download.action.input, stack.composer, headers);
    expect(saved.body.navigate).toMatch(/^\/us\/budget\/pdf\/[A-Za-z0-9_-]+\.pdf$/);
    const text = await pdfText(await pdfOf(saved.body.navigate!));
    expect(text).toMatch(/Quote/);
  });
});

describe('the ticket', () => {
  it('has a page with its providers, a ticket PDF and a cancellation voucher PDF', async () => {
    const step = await atPayment();
    const started = await act('pay', step, { consent: true });
    const back = await typeCard(started.body.navigate!, TEST_CARDS.ok);
    const confirmation = (await get(sitePathOf(back))).headers.location as string;
    const confirmed = block(await tree(confirmation), 'BookingConfirmation')!.props;
    const [ticketPage, ticketPdf, voucherPdf] = confirmed.documents.map((d) => d.href);
    const page = await tree(ticketPage!);
    expect(page.page.kind).toBe('ticketPdf');
    expect(page.page.layout).toBe('none');
    const ticket = block(page, 'TicketDocument')!.props;
    expect(ticket.locator).toBe(confirmed.locator);
    expect(ticket.providers.length).toBeGreaterThan(0);
    expect(ticket.segments.every((s: { provider: string }) => s.provider !== '')).toBe(true);
    const text = await pdfText(await pdfOf(ticketPdf!));
    expect(text).toContain(confirmed.locator);
    for (const segment of ticket.segments.slice(0, 3)) expect(text).toContain(segment.title.slice(0, 20));
    const voucher = await pdfText(await pdfOf(voucherPdf!));
    expect(voucher).toContain(confirmed.locator);
    expect(voucher).toMatch(/Cancellation voucher/);
  });
});
