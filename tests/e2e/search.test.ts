/**
 * The search in real Chromium against the real server, as a traveller uses it: 'peru' typed in the home
 * page's search, then a departure month and a duration chosen (each applied at once, the address and
 * filter_applied following), a page forward, and Back restoring the filters one step at a time; no
 * console errors. Without JavaScript the filter form and the page links show the same states.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { MOBILE_UA, VIEWPORTS, waitForHydration, watchConsole } from '../support/browser.ts';
import { useWebStackAndBrowser } from '../support/e2e.ts';

const e2e = useWebStackAndBrowser();
const PAGE = '/us/search-results/search-results';

async function open(options: { javaScript?: boolean; phone?: boolean } = {}) {
  const context: BrowserContext = await e2e.browser.newContext({
    viewport: options.phone ? VIEWPORTS.mobile : VIEWPORTS.desktop,
    ...(options.phone ? { userAgent: MOBILE_UA, isMobile: true, hasTouch: true } : {}),
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  return { context, page, console: watchConsole(page) };
}

const block = (page: Page, type: string) => page.locator(`[data-block="${type}"]`);
const query = (page: Page) => new URL(page.url()).searchParams;
const cards = (page: Page) => block(page, 'SearchResults').locator('.trip-card__link');
/** Waits until the runtime has applied an action: the address changed and no block is busy. */
async function settled(page: Page, predicate: (q: URLSearchParams) => boolean) {
  await page.waitForURL((url) => predicate(url.searchParams));
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}
const events = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __wpEvents?: { event: string; entities: Record<string, unknown> }[] })
        .__wpEvents ?? [],
  );

describe('a traveller searching', () => {
  it('searches from the home page, filters by month and duration, pages forward, and goes back', async () => {
    const { context, page, console } = await open();
    await page.goto(`${e2e.stack.url}/us`);
    await waitForHydration(page);
    const search = block(page, 'SearchSection').locator('input[name="q"]');
    await search.fill('peru');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === PAGE && url.searchParams.get('q') === 'peru');
    await waitForHydration(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Trips for “peru”');
    expect(await cards(page).count()).toBeGreaterThan(0);
    const filters = block(page, 'SearchFilters');
    expect(await filters.locator('input[name="q"]').inputValue()).toBe('peru');

    // A month: the select applies at once.
    const monthSelect = filters.locator('select[name="month"]');
    const month = await monthSelect
      .locator('option:not([disabled]):not([value=""])')
      .first()
      .getAttribute('value');
    await monthSelect.selectOption(month!);
    await settled(page, (q) => q.get('month') === month);
    expect(await monthSelect.inputValue()).toBe(month);
    const [monthEvent] = (await events(page)).filter((e) => e.event === 'filter_applied');
    expect(monthEvent!.entities['search']).toMatchObject({ query: 'peru', month });

    // A duration, among those that still have trips.
    const durationSelect = filters.locator('select[name="duration"]');
    const duration = await durationSelect
      .locator('option:not([disabled]):not([value=""])')
      .first()
      .getAttribute('value');
    await durationSelect.selectOption(duration!);
    await settled(page, (q) => q.get('duration') === duration && q.get('month') === month);
    expect((await events(page)).filter((e) => e.event === 'filter_applied')).toHaveLength(2);
    const filtered = page.url();

    // Clear the text to see more trips, and page forward.
    await filters.locator('input[name="q"]').fill('');
    await filters.locator('button[type="submit"]').click();
    await settled(page, (q) => !q.has('q') && q.get('duration') === duration);
    const firstPage = await cards(page).allTextContents();
    const next = block(page, 'SearchResults').locator('a[rel="next"]');
    if ((await next.count()) === 0) throw new Error(`a single page for ${page.url()}: choose a wider search`);
    await next.click();
    await settled(page, (q) => q.get('page') === '2');
    await expect.poll(() => cards(page).allTextContents()).not.toEqual(firstPage);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    // Back: the first page, then the text back, then the duration off, each restored in the filters.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await expect.poll(() => cards(page).allTextContents()).toEqual(firstPage);
    await page.goBack();
    await page.waitForURL(filtered);
    await expect.poll(() => filters.locator('input[name="q"]').inputValue()).toBe('peru');
    expect(await durationSelect.inputValue()).toBe(duration);
    expect(await monthSelect.inputValue()).toBe(month);
    await page.goBack();
    await page.waitForURL(
      (url) => url.searchParams.get('month') === month && !url.searchParams.has('duration'),
    );
    await expect.poll(() => durationSelect.inputValue()).toBe('');
    expect(await monthSelect.inputValue()).toBe(month);
    expect(console.problems).toEqual([]);
    await context.close();
  }, 90_000);

  it('works without JavaScript: the form gets the page, the page links are links', async () => {
    const { context, page } = await open({ javaScript: false });
    await page.goto(`${e2e.stack.url}${PAGE}?q=peru`);
    const filters = block(page, 'SearchFilters');
    await filters.locator('select[name="duration"]').selectOption('8-14');
    await filters.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get('duration') === '8-14');
    expect(query(page).get('q')).toBe('peru');
    expect(await filters.locator('select[name="duration"]').inputValue()).toBe('8-14');
    await page.goto(`${e2e.stack.url}${PAGE}`);
    await block(page, 'SearchResults').locator('a[rel="next"]').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(await page.locator('.search-results__page-status').textContent()).toMatch(/^Page 2 of \d+$/);
    await context.close();
  }, 60_000);

  it.each([
    ['phone', true],
    ['desktop', false],
  ])(
    'leaves axe nothing serious on a %s, with results and with none',
    async (_name, phone) => {
      const { context, page, console } = await open({ phone });
      for (const path of [`${PAGE}?q=peru&duration=8-14`, `${PAGE}?q=xqzzyv`]) {
        await page.goto(`${e2e.stack.url}${path}`);
        await waitForHydration(page);
        expect(await seriousViolations(page), path).toEqual([]);
      }
      expect(console.problems).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
