/**
 * Paying in real Chromium, as a traveller does (buying-flow.md §2 "Checkout", "Other pages", §4
 * "Payment"): from the payment step to the card provider's own page, the bank's challenge and back to
 * the confirmation in the visitor's language; a declined card, its message and paying again; a plan's
 * first share and the rest on the part-payment page; a budget sent from the trip page, whose PDF's QR code
 * opens it. axe finds nothing serious on the payment, confirmation and not-confirmed pages; no console
 * errors (a refused action's 422 is logged by Chromium itself and expected).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { VIEWPORTS, waitForHydration, watchConsole } from '../support/browser.ts';
import { checkoutKit, overHttp } from '../support/checkout-kit.ts';
import { useWebStackAndBrowser } from '../support/e2e.ts';
import { findQr, pdfToPngs } from '../support/pdf.ts';

const e2e = useWebStackAndBrowser();
const http = { app: null as ReturnType<typeof overHttp> | null };
const kit = checkoutKit(() => {
  http.app ??= overHttp(e2e.stack.url);
  return http.app;
});

const block = (page: Page, type: string) => page.locator(`[data-block="${type}"]`);
const quiet = (problems: string[]) => problems.filter((p) => !/status of 422/.test(p));

async function open(path: string) {
  const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  const console = watchConsole(page);
  await page.goto(`${e2e.stack.url}${path}`);
  await waitForHydration(page);
  return { page, console, close: () => context.close() };
}

/** On the payment step: accept the terms and pay; the browser goes to the provider's card page. */
async function payOnStep(page: Page) {
  const form = block(page, 'PaymentForm');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: /^(pay|pagar)/i }).click();
  await page.getByLabel('Card number').waitFor();
}

async function typeCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on the card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^pay/i }).click();
}

/** The first trip of a market's home page. */
async function firstTrip(market: string) {
  const home = await (await fetch(`${e2e.stack.url}/v1/pages/${market}`)).text();
  return /"href":"(\/[a-z]{2}\/[^"?]+\/\d+-[^"?]+)"/.exec(home)![1]!;
}

describe('paying', () => {
  it('pays in full with the challenge card and lands on the confirmation in the visitor’s language', async () => {
    const step = await kit.atPayment('adults=2', { trip: await firstTrip('es') });
    const { page, console, close } = await open(step);
    try {
      expect(await seriousViolations(page)).toEqual([]);
      await payOnStep(page);
      await typeCard(page, '4000000000003220');
      await page.getByRole('button', { name: 'Complete' }).click();
      await page.waitForURL(/\/es\/reserva-confirmada\//);
      await waitForHydration(page);
      const confirmation = block(page, 'BookingConfirmation');
      await expect.poll(() => confirmation.getByText(/^[A-Z0-9]{6}$/).count()).toBe(1);
      expect(await page.locator('html').getAttribute('lang')).toMatch(/^es/);
      expect(await confirmation.textContent()).toMatch(/Localizador/);
      expect(await seriousViolations(page)).toEqual([]);
      expect(quiet(console.problems)).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('shows a declined card’s message, pays again with another card and is confirmed', async () => {
    const step = await kit.atPayment();
    const { page, console, close } = await open(step);
    try {
      await payOnStep(page);
      await typeCard(page, '4000000000000002');
      await page.waitForURL(/\/my-trip\/not-confirmed\//);
      await waitForHydration(page);
      const failure = block(page, 'PaymentFailure');
      expect(await failure.textContent()).toMatch(/declined/);
      expect(await seriousViolations(page)).toEqual([]);
      await failure.getByRole('button', { name: /pay again/i }).click();
      await page.waitForURL(/type=payment/);
      await waitForHydration(page);
      await payOnStep(page);
      await typeCard(page, '4242424242424242');
      await page.waitForURL(/\/us\/booking-confirmed\//);
      expect(quiet(console.problems)).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('pays a plan’s first share, then the rest on the part-payment page', async () => {
    const { step } = await kit.atPaymentWithPlans();
    const { page, console, close } = await open(step);
    try {
      const plans = block(page, 'PaymentPlans');
      await plans.locator('label', { hasText: '25% today' }).click();
      await expect.poll(() => block(page, 'PaymentForm').textContent()).toMatch(/To pay now/);
      await payOnStep(page);
      await typeCard(page, '4242424242424242');
      await page.waitForURL(/\/us\/booking-confirmed\//);
      await waitForHydration(page);
      await block(page, 'BookingConfirmation')
        .getByRole('link', { name: /pay the rest/i })
        .click();
      await page.waitForURL(/\/us\/part-payment\//);
      await waitForHydration(page);
      await block(page, 'PaymentMethods').locator('label', { hasText: 'Credit or debit card' }).click();
      await page.waitForURL(/method=1/);
      await payOnStep(page);
      await typeCard(page, '4242424242424242');
      await page.waitForURL(/\/us\/part-payment\/[^/?]+$/);
      await waitForHydration(page);
      await expect.poll(() => block(page, 'BookingConfirmation').count()).toBe(1);
      expect(await block(page, 'PaymentForm').count()).toBe(0);
      expect(quiet(console.problems)).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});

describe('a budget', () => {
  it('is sent from the trip page, opens with its QR code, and its PDF’s QR code opens it', async () => {
    const trip = await kit.tripWithDay('adults=2');
    const { page, console, close } = await open(trip);
    try {
      const actions = block(page, 'BudgetActions');
      await actions.getByRole('button', { name: /email me this quote/i }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('E-mail address').fill('grace@example.com');
      await dialog.getByRole('button', { name: /send the quote/i }).click();
      await page.waitForURL(/\/us\/budget\/pdf\/[^/?]+\?sent=1$/);
      const budget = block(page, 'BudgetDocument');
      await expect.poll(() => budget.getByRole('img').count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      const href = await budget.getByRole('link', { name: /pdf/i }).getAttribute('href');
      const pdf = Buffer.from(await (await fetch(`${e2e.stack.url}${href}`)).arrayBuffer());
      const [picture] = await pdfToPngs(pdf, { dpi: 150 });
      const url = findQr(picture!)?.text;
      expect(url).toBe(page.url().replace(/\?sent=1$/, ''));
      await page.goto(url!);
      await expect.poll(() => block(page, 'BudgetDocument').count()).toBe(1);
      expect(quiet(console.problems)).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
