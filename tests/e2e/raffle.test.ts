/**
 * The raffle landing in real Chromium (storefront.md §2, §7 "Lead form", §4 "Lead dialogs"): a visitor
 * fills in and sends the lead form, sees the thank-you in place (the runtime applies the action's patch
 * and pushes `?lead=sent`) and gets the 'no more leads' cookies; a refused field is shown at the field;
 * without JavaScript the same form posts to the page URL and is answered with a 303 to the thank-you, or,
 * refused, back to the form with its "not sent" notice.
 * The four campaign pages pass axe at two widths. No console errors.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { VIEWPORTS, type ViewportName, waitForHydration, watchConsole } from '../support/browser.ts';
import { useWebStackAndBrowser } from '../support/e2e.ts';

const e2e = useWebStackAndBrowser();

async function open(viewport: ViewportName = 'desktop', options: { javaScript?: boolean } = {}) {
  const context: BrowserContext = await e2e.browser.newContext({
    viewport: VIEWPORTS[viewport],
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  return { context, page, console: watchConsole(page) };
}

const form = (page: Page) => page.locator('[data-block="LeadForm"]');

async function fill(page: Page, name: string, email: string) {
  await form(page).locator('input[name="name"]').fill(name);
  await form(page).locator('input[name="email"]').fill(email);
  await form(page).getByRole('checkbox').check();
}

async function leadCookies(context: BrowserContext) {
  return Object.fromEntries(
    (await context.cookies()).filter((c) => c.name.startsWith('no_more_leads')).map((c) => [c.name, c.value]),
  );
}

describe('the raffle landing', () => {
  it.each(['mobile', 'desktop'] as const)(
    'on %s: fill in, send, see the thank-you',
    async (viewport) => {
      const { context, page, console } = await open(viewport);
      const response = await page.goto(`${e2e.stack.url}/us/RaffleLanding?gclid=e2e-click`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await fill(page, 'Ana Ruiz', 'ana.e2e@example.com');
      await form(page).getByRole('button', { name: 'Enter the raffle' }).click();
      await page.waitForURL((url) => url.searchParams.get('lead') === 'sent');
      await expect.poll(() => form(page).locator('[role="status"]').textContent()).toContain('Thank you');
      expect(await form(page).locator('form').count()).toBe(0);
      expect(await leadCookies(context)).toEqual({ no_more_leads: 'yes', no_more_leads_today: 'yes' });
      expect(await page.content()).not.toContain('ana.e2e@example.com');
      expect(console.problems).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it('shows a refused e-mail at its field, and keeps what was typed', async () => {
    const { context, page, console } = await open();
    await page.goto(`${e2e.stack.url}/uk/RaffleLanding`);
    await waitForHydration(page);
    // A well-formed address for the browser that the form's rule refuses (no top-level domain).
    await fill(page, 'Ana', 'ana@example');
    await form(page).getByRole('button').click();
    const email = form(page).locator('input[name="email"]');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await form(page).locator('.wp-field__error').textContent()).toContain('valid e-mail');
    expect(await email.inputValue()).toBe('ana@example');
    expect(new URL(page.url()).searchParams.has('lead')).toBe(false);
    expect(await leadCookies(context)).toEqual({});
    // The refusal is a 422 answer, which Chromium logs as a failed resource: expected.
    expect(console.problems.filter((p) => !/status of 422/.test(p))).toEqual([]);
    await context.close();
  }, 60_000);

  it('without JavaScript, posts to the page URL and lands on the thank-you (303)', async () => {
    const { context, page } = await open('desktop', { javaScript: false });
    await page.goto(`${e2e.stack.url}/es/RaffleLanding`);
    await form(page).locator('input[name="name"]').fill('Ana');
    await form(page).locator('input[name="email"]').fill('ana.nojs@example.com');
    await form(page).getByRole('checkbox').check();
    const [posted] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form(page).getByRole('button').click(),
    ]);
    expect(posted.status()).toBe(303);
    await page.waitForURL((url) => url.searchParams.get('lead') === 'sent');
    expect(await form(page).locator('[role="status"]').textContent()).toContain('Gracias');
    expect(await leadCookies(context)).toEqual({ no_more_leads: 'yes', no_more_leads_today: 'yes' });
    await context.close();
  }, 60_000);

  it('without JavaScript, a refused form comes back to the page at its "not sent" notice', async () => {
    const { context, page } = await open('mobile', { javaScript: false });
    await page.goto(`${e2e.stack.url}/uk/RaffleLanding`);
    const notice = form(page).locator('#form-not-sent');
    expect(await notice.isVisible()).toBe(false);
    // Well-formed for the browser, refused by the form's rule (no top-level domain).
    await fill(page, 'Ana', 'ana@example');
    const [posted] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form(page).getByRole('button').click(),
    ]);
    expect(posted.status()).toBe(303);
    await page.waitForURL((url) => url.hash === '#form-not-sent');
    expect(new URL(page.url()).searchParams.has('lead')).toBe(false);
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('check your name, e-mail address and consent');
    expect(await leadCookies(context)).toEqual({});
    await context.close();
  }, 60_000);
});

const CAMPAIGN_PAGES = [
  '/us/referral?MGM=FRIEND42',
  '/es/bestpriceguarantee',
  '/uk/paid-landings/GenericLanding',
  '/ca/RaffleLanding',
  '/us/RaffleLanding?lead=sent',
];

describe.each(['mobile', 'desktop'] as const)('campaign pages on a %s', (viewport) => {
  it.each(CAMPAIGN_PAGES)(
    '%s has no serious or critical axe violation and no console errors',
    async (path) => {
      const { context, page, console } = await open(viewport);
      const response = await page.goto(`${e2e.stack.url}${path}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(console.problems).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
