/**
 * The shop window walked end to end in real Chromium, as a new visitor would take it, by roles and labels:
 * from `/es` click a recommended destination, a trip from it, Back; search 'peru' with the home page's
 * search, filter the results by duration; open the terms from the footer and the refer-a-friend page from
 * its banner. No response of the site is a 404 (or any other error) and the console stays clean.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP_UA, VIEWPORTS, waitForHydration, watchConsole } from '../support/browser.ts';
import { useWebStackAndBrowser } from '../support/e2e.ts';

const e2e = useWebStackAndBrowser();

/** Every response of the site itself (documents, assets, API calls) that is not a success or a redirect. */
function watchStatuses(page: Page, origin: string): { failures: string[] } {
  const failures: string[] = [];
  page.on('response', (response: Response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  return { failures };
}

/** Clicks `link` and waits for the page it opens; answers that document's response. */
async function follow(page: Page, click: () => Promise<void>): Promise<Response> {
  const [response] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), click()]);
  if (!response) throw new Error('the click opened no new document');
  await waitForHydration(page);
  return response;
}

describe('the shop window, as a new visitor walks it', () => {
  it('from /es: a recommended destination, a trip, back, search peru, filter, terms, refer a friend', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop, userAgent: DESKTOP_UA });
    const page = await context.newPage();
    const { problems } = watchConsole(page);
    const { failures } = watchStatuses(page, e2e.stack.url);
    const path = () => new URL(page.url()).pathname;

    // The home page.
    const home = await page.goto(`${e2e.stack.url}/es`);
    expect(home?.status()).toBe(200);
    await waitForHydration(page);

    // A recommended destination: its destination page.
    const destinations = page.getByRole('region', { name: 'Destinos recomendados' });
    const destinationLink = destinations.getByRole('link').first();
    const destinationHref = await destinationLink.getAttribute('href');
    expect(destinationHref).toMatch(/^\/es\/[a-z-]+(?:\/[a-z-]+)*$/);
    const destination = await follow(page, () => destinationLink.click());
    expect(destination.status(), `${destinationHref} answers`).toBe(200);
    expect(path()).toBe(destinationHref);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);

    // A trip from it.
    // The trips' section, named by its heading 'Viajes a {país} ({n} viajes)' (the intro is 'Viajes a {país}').
    const trips = page.getByRole('region', { name: /^Viajes a .+\(\d+ viajes?\)$/ });
    const tripLink = trips.getByRole('article').first().getByRole('link').first();
    const tripHref = await tripLink.getAttribute('href');
    expect(tripHref).toMatch(/^\/es\/.+\/\d+-[a-z0-9-]+$/);
    const trip = await follow(page, () => tripLink.click());
    expect(trip.status(), `${tripHref} answers`).toBe(200);
    expect(path()).toBe(tripHref);

    // Back: the destination page again.
    await page.goBack({ waitUntil: 'load' });
    expect(path()).toBe(destinationHref);
    await trips.waitFor();

    // Search 'peru' with the home page's search.
    await page.goBack({ waitUntil: 'load' });
    expect(path()).toBe('/es');
    await waitForHydration(page);
    const searchBox = page.getByRole('searchbox', { name: '¿Adónde quieres viajar?' });
    await searchBox.fill('peru');
    const results = await follow(page, () => searchBox.press('Enter'));
    expect(results.status()).toBe(200);
    expect(path()).toBe('/es/search-results/search-results');
    expect(new URL(page.url()).searchParams.get('q')).toBe('peru');
    await expect.poll(() => page.getByRole('main').textContent()).toMatch(/perú/i);

    // Filter by duration: the filter is in the URL and the results follow it.
    const duration = page.getByRole('combobox', { name: 'Duración' });
    const choice = await duration
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== ''));
    expect(choice, 'a duration to choose').toBeTruthy();
    await duration.selectOption(choice!);
    const apply = page.getByRole('button', { name: 'Ver viajes' });
    if (await apply.isVisible()) await apply.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('duration')).toBe(choice);
    expect(new URL(page.url()).searchParams.get('q')).toBe('peru');
    await expect.poll(() => duration.inputValue()).toBe(choice);

    // The terms, from the footer.
    const termsLink = page.getByRole('contentinfo').getByRole('link', { name: 'Términos y condiciones' });
    const terms = await follow(page, () => termsLink.first().click());
    expect(terms.status()).toBe(200);
    expect(path()).toBe('/es/terminos-y-condiciones');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/términos/i);

    // The refer-a-friend page, from its banner on the home page.
    await page.goto(`${e2e.stack.url}/es`);
    await waitForHydration(page);
    const referral = await follow(page, () =>
      page.getByRole('link', { name: 'Invita a un amigo ahora' }).click(),
    );
    expect(referral.status()).toBe(200);
    expect(path()).toBe('/es/referral');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);

    expect(failures, 'responses of the site that failed').toEqual([]);
    expect(problems, 'console errors').toEqual([]);
    await context.close();
  }, 90_000);
});
