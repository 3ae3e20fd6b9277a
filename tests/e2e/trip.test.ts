/**
 * The trip page in real Chromium against the real server, as a traveller uses it: from the home page to
 * a flash-sale trip, then a city, a category (the passengers re-clamp visibly), passengers, a month and
 * a day chosen with the keyboard only; Back restores the previous selection; the address opened in a new
 * page shows the same selection; a superseded action never wins; axe finds nothing serious on a phone
 * or a desktop; no console errors; and without JavaScript every choice is a link that shows its state.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import {
  MOBILE_UA,
  VIEWPORTS,
  type ViewportName,
  waitForHydration,
  watchConsole,
} from '../support/browser.ts';
import { useWebStackAndBrowser } from '../support/e2e.ts';

const KENYA = '/us/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa';

const e2e = useWebStackAndBrowser();

async function open(viewport: ViewportName = 'desktop', options: { javaScript?: boolean } = {}) {
  const context: BrowserContext = await e2e.browser.newContext({
    viewport: VIEWPORTS[viewport],
    ...(viewport === 'mobile' ? { userAgent: MOBILE_UA, isMobile: true, hasTouch: true } : {}),
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  return { context, page, console: watchConsole(page) };
}

const block = (page: Page, type: string) => page.locator(`[data-block="${type}"]`);
const selected = (page: Page, type: string) => block(page, type).locator('a[aria-current="true"]').first();
const query = (page: Page) => new URL(page.url()).searchParams;
/** Waits until the runtime has applied an action: the address changed and the block is no longer busy. */
async function settled(page: Page, predicate: (q: URLSearchParams) => boolean) {
  await page.waitForURL((url) => predicate(url.searchParams));
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

describe('a traveller on the trip page', () => {
  it('goes from a flash-sale trip through city, category, passengers, month and a day, then back', async () => {
    const { context, page, console } = await open('desktop');
    await page.goto(`${e2e.stack.url}/us`);
    await waitForHydration(page);
    // The Kenya safari leads the flash sale (its categories take 6 and 3 adults: the re-clamp below).
    const trip = block(page, 'FlashSaleCarousel').locator(`a[href="${KENYA}"]`).first();
    await trip.scrollIntoViewIfNeeded();
    await trip.click();
    await page.waitForURL((url) => url.pathname === KENYA);
    await waitForHydration(page);
    await expect.poll(() => page.locator('h1').textContent()).toBeTruthy();

    // A city: the category goes back to the first the city offers.
    const city = block(page, 'DepartureCitySelector').locator('a:not([aria-current="true"])').first();
    const cityId = new URL((await city.getAttribute('href'))!, e2e.stack.url).searchParams.get('city');
    await city.click();
    await settled(page, (q) => q.get('city') === cityId);
    expect(await selected(page, 'DepartureCitySelector').getAttribute('href')).toContain(`city=${cityId}`);
    expect(await block(page, 'CategorySelector').locator('a[aria-current="true"]').count()).toBeGreaterThan(
      0,
    );

    // Passengers: + twice takes 2 adults to 3, then to 6 (4 and 5 cannot be booked in this category).
    const adults = () =>
      block(page, 'PassengerSelector').locator('.passenger-selector__value').first().textContent();
    const add = block(page, 'PassengerSelector').getByRole('link', { name: /add an adult/i });
    await add.click();
    await settled(page, (q) => q.get('adults') === '3');
    await add.click();
    await settled(page, (q) => q.get('adults') === '6');
    expect(await adults()).toBe('6');

    // A category that takes at most 3 adults: the passengers re-clamp, and the page says so.
    await block(page, 'CategorySelector')
      .getByRole('link', { name: /Premium/ })
      .first()
      .click();
    await settled(page, (q) => q.get('category') !== null && q.get('adults') === '6');
    expect(await selected(page, 'CategorySelector').textContent()).toMatch(/Premium/);
    await expect.poll(adults).toBe('3');
    await expect
      .poll(() => block(page, 'PassengerSelector').textContent())
      .toMatch(/takes at most 3, so we've set 3/);
    const target = '3';

    // The next month.
    const month = query(page).get('month');
    await block(page, 'DepartureCalendar')
      .getByRole('link', { name: /next month/i })
      .click();
    await settled(page, (q) => q.get('month') !== month);
    const shownMonth = query(page).get('month')!;

    // A day, with the keyboard only: tab into the grid, move right, choose it.
    const focusable = block(page, 'DepartureCalendar').locator('[role="grid"] a[tabindex="0"]');
    await focusable.focus();
    await page.keyboard.press('ArrowRight');
    const chosen = await page.evaluate(() => document.activeElement?.getAttribute('data-date'));
    expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.keyboard.press('Enter');
    await settled(page, (q) => q.get('date') === chosen);
    expect(
      await block(page, 'DepartureCalendar').locator('[aria-selected="true"] a').getAttribute('data-date'),
    ).toBe(chosen);
    await expect.poll(() => block(page, 'DepartureCalendar').textContent()).toMatch(/Return/);
    const events = await page.evaluate(
      () => (window as unknown as { __wpEvents?: { event: string }[] }).__wpEvents,
    );
    expect(events?.map((e) => e.event)).toContain('sku_selected');

    // Back: the day is no longer chosen, the month stays.
    const withDay = page.url();
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('date'));
    await expect
      .poll(() => block(page, 'DepartureCalendar').locator('[role="grid"] [aria-selected="true"]').count())
      .toBe(0);
    expect(query(page).get('month')).toBe(shownMonth);
    // Forward again, and the address opened in a new page shows the same selection.
    await page.goForward();
    await page.waitForURL(withDay);
    await expect
      .poll(() => block(page, 'DepartureCalendar').locator('[role="grid"] [aria-selected="true"]').count())
      .toBe(1);
    const copy = await context.newPage();
    await copy.goto(withDay);
    await waitForHydration(copy);
    expect(
      await copy
        .locator('[data-block="DepartureCalendar"] [aria-selected="true"] a')
        .getAttribute('data-date'),
    ).toBe(chosen);
    expect(
      await copy.locator('[data-block="PassengerSelector"] .passenger-selector__value').first().textContent(),
    ).toBe(target);
    expect(console.problems).toEqual([]);
    await context.close();
  }, 90_000);

  it('lets the newer of two quick choices win, never painting the older answer over it', async () => {
    const { context, page, console } = await open('desktop');
    await page.goto(`${e2e.stack.url}${KENYA}`);
    await waitForHydration(page);
    // Hold the older request until the newer answer is on screen, then let it go: it arrives last.
    let olderRequest: Request | undefined;
    let releaseOlder = () => {};
    const olderHeld = new Promise<void>((resolve) => {
      releaseOlder = resolve;
    });
    // Over when the browser has the older answer, or has given up on it (the runtime aborted it).
    const olderOver = new Promise<void>((resolve) => {
      const over = (request: Request) => {
        if (request === olderRequest) resolve();
      };
      page.on('requestfinished', over);
      page.on('requestfailed', over);
    });
    await page.route('**/v1/actions/showMonth', async (route) => {
      if (olderRequest === undefined) {
        olderRequest = route.request();
        await olderHeld;
      }
      await route.continue().catch(() => undefined);
    });
    const links = block(page, 'DepartureCalendar').getByRole('link', {
      name: /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/,
    });
    const count = await links.count();
    expect(count).toBeGreaterThan(3);
    const older = (await links.nth(2).getAttribute('href'))!;
    const newer = (await links.nth(3).getAttribute('href'))!;
    await links.nth(2).click();
    await links.nth(3).click();
    const want = new URL(newer, e2e.stack.url).searchParams.get('month');
    await settled(page, (q) => q.get('month') === want);
    releaseOlder();
    await olderOver;
    // Whatever the older answer could still do, it has done by the next frames.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(query(page).get('month')).toBe(want);
    // The month shown is the newer one, and so is every day's link.
    const current = block(page, 'DepartureCalendar').locator('a[aria-current="true"]').first();
    expect(await current.getAttribute('href')).toContain(`month=${want}`);
    expect(older).not.toBe(newer);
    for (const href of await block(page, 'DepartureCalendar')
      .locator('[role="grid"] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toContain(`month=${want}`);
    }
    expect(console.problems).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('without JavaScript', () => {
  it('every choice is a link, and the page for an address shows that state', async () => {
    const { context, page } = await open('desktop', { javaScript: false });
    await page.goto(`${e2e.stack.url}${KENYA}`);
    const step = block(page, 'PassengerSelector').locator('a[aria-label*="adult"]').last();
    await step.click();
    await page.waitForURL((url) => url.searchParams.has('adults'));
    const adults = query(page).get('adults');
    expect(
      await block(page, 'PassengerSelector').locator('.passenger-selector__value').first().textContent(),
    ).toBe(adults);
    const day = block(page, 'DepartureCalendar').locator('[role="grid"] a').first();
    const date = await day.getAttribute('data-date');
    await day.click();
    await page.waitForURL((url) => url.searchParams.get('date') === date);
    expect(
      await block(page, 'DepartureCalendar').locator('[aria-selected="true"] a').getAttribute('data-date'),
    ).toBe(date);
    await context.close();
  }, 60_000);
});

describe.each(['mobile', 'desktop'] as const)('accessibility on a %s', (viewport) => {
  it('has no serious or critical axe violation, with a day chosen, and no console errors', async () => {
    const { context, page, console } = await open(viewport);
    const { monthNav } = (await (await fetch(`${e2e.stack.url}/v1/pages${KENYA}`)).json()).regions.main.find(
      (b: { type: string }) => b.type === 'DepartureCalendar',
    ).props;
    const month = new URL(monthNav.select.href.replaceAll('{month}', monthNav.next.month), e2e.stack.url);
    await page.goto(`${e2e.stack.url}${month.pathname}${month.search}`);
    await waitForHydration(page);
    const day = await block(page, 'DepartureCalendar')
      .locator('[role="grid"] a')
      .first()
      .getAttribute('data-date');
    await page.goto(`${e2e.stack.url}${month.pathname}${month.search}&date=${day}`);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(console.problems).toEqual([]);
    await context.close();
  }, 60_000);
});
