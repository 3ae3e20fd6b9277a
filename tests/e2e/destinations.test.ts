/**
 * The destination pages in real Chromium against the real server, as a new traveller uses them:
 * from `/es` click a recommended destination, land on the country page at its friendly
 * address (no 404), page through its trips with links, open a trip, go back; no console errors.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, waitForHydration, watchConsole } from '../support/browser.ts';
import { useWebStackAndBrowser } from '../support/e2e.ts';

const e2e = useWebStackAndBrowser();

const block = (page: Page, type: string) => page.locator(`[data-block="${type}"]`);

describe('a traveller on the destination pages', () => {
  it('goes from the /es home page to a recommended country, one of its trips, and back', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const { problems } = watchConsole(page);
    await page.goto(`${e2e.stack.url}/es`);
    await waitForHydration(page);

    const destination = block(page, 'RecommendedDestinations').locator('a').first();
    const href = (await destination.getAttribute('href'))!;
    expect(href).toMatch(/^\/es\/[a-z-]+\/[a-z-]+$/);
    await destination.scrollIntoViewIfNeeded();
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === href && r.request().isNavigationRequest()),
      destination.click(),
    ]);
    expect(response.status()).toBe(200);
    await page.waitForURL((url) => url.pathname === href);
    await waitForHydration(page);
    expect(await block(page, 'DestinationIntro').locator('h1').textContent()).toMatch(/^Viajes a /);
    expect(await page.locator('[data-block="DestinationIntro"] [aria-current="page"]').count()).toBe(1);

    // The trips: a sort order is a link that keeps its state in the address.
    const byPrice = block(page, 'DestinationTrips').locator('a[href*="sort=price-asc"]').first();
    await byPrice.click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
    await expect
      .poll(() => block(page, 'DestinationTrips').locator('a[aria-current="true"]').first().textContent())
      .toMatch(/menor a mayor/);

    const trip = block(page, 'DestinationTrips').locator('a.trip-card__link').first();
    const tripHref = (await trip.getAttribute('href'))!;
    expect(tripHref.startsWith(`${href}/`)).toBe(true);
    await trip.click();
    await page.waitForURL((url) => url.pathname === tripHref);
    await waitForHydration(page);
    expect(await page.locator('h1').count()).toBeGreaterThan(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === href && url.searchParams.get('sort') === 'price-asc');
    await expect.poll(() => block(page, 'DestinationTrips').count()).toBe(1);

    expect(problems).toEqual([]);
    await context.close();
  });
});
