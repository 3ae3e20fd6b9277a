/**
 * Header and site furniture in Chromium: the header variants of the A/B experiments, the
 * markets selection modal (opens, Escape closes, focus returns), the language selector inside an
 * embedded frame opening the locale's address in a new tab, and the sitemaps as a strict XML parser
 * reads them; no console errors.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { VIEWPORTS, waitForElementHydrated, waitForHydration, watchConsole } from '../support/browser.ts';
import { useWebStackAndBrowser } from '../support/e2e.ts';

const e2e = useWebStackAndBrowser();

describe('header variants (storefront.md §9 A/B experiments)', () => {
  it('headerWithSearch v2: the header search sends the term to the search results', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const { problems } = watchConsole(page);
    await page.goto(`${e2e.stack.url}/us?headerWithSearch=v2`);
    await waitForHydration(page);
    const input = page.locator('[data-block="Header"] input[type="search"]');
    expect(await input.isVisible()).toBe(true);
    expect(await page.getByRole('searchbox', { name: 'Search trips' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await input.fill('peru');
    // The results page is another helper's: this test checks where the header search sends the term.
    await Promise.all([page.waitForURL(/\/search-results\//, { waitUntil: 'commit' }), input.press('Enter')]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/us/search-results/search-results');
    expect(url.searchParams.get('q')).toBe('peru');
    await context.close();
  });

  it('headerWithSearch v1 has no header search; below laptop the search is in the menu panel', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    const { problems } = watchConsole(page);
    await page.goto(`${e2e.stack.url}/us?headerWithSearch=v1`);
    expect(await page.locator('[data-block="Header"] input[type="search"]').count()).toBe(0);
    await page.goto(`${e2e.stack.url}/us?headerWithSearch=v2`);
    const input = page.locator('[data-block="Header"] input[type="search"]');
    expect(await input.isVisible()).toBe(false);
    await waitForElementHydrated(page, '.header__menu-button');
    await page.locator('.header__menu-button').click();
    await expect.poll(() => input.isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the header with search and the CA language disclaimer has no serious accessibility violation', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const { problems } = watchConsole(page);
    await page.goto(`${e2e.stack.url}/ca?locale=fr-CA&ABMultilanguage=v2&headerWithSearch=v2`);
    const note = page.getByRole('note');
    expect(await note.textContent()).toContain('anglais');
    expect(await note.isVisible()).toBe(true);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('ABPhoneHeader v2 shows only the phone icon, still named with the number', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const { problems } = watchConsole(page);
    await page.goto(`${e2e.stack.url}/us?ABPhoneHeader=v2`);
    const phone = page.locator('.header__phone');
    expect(await phone.isVisible()).toBe(true);
    const box = await phone.boundingBox();
    expect(box!.width).toBeLessThan(64);
    expect(await page.getByRole('link', { name: /Call us \+1/ }).count()).toBeGreaterThan(0);
    await page.goto(`${e2e.stack.url}/us?ABPhoneHeader=v1`);
    expect(await page.locator('.header__phone-number').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('markets selection modal (storefront.md §2)', () => {
  it('opens from the footer, lists every market, closes on Escape and gives focus back', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const { problems } = watchConsole(page);
    await page.goto(`${e2e.stack.url}/de`);
    await page.locator('.footer__markets').scrollIntoViewIfNeeded();
    // Hydrated when it becomes a button (before, a disclosure that works without JavaScript).
    const opener = page.locator('button.footer__markets-button');
    await opener.waitFor();
    expect(await opener.getAttribute('aria-haspopup')).toBe('dialog');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Wählen Sie Ihr Land und Ihre Sprache' });
    await dialog.waitFor();
    expect(await dialog.locator('a.footer__market').count()).toBe(11);
    expect(await dialog.locator('a[aria-current="true"]').textContent()).toContain('Deutschland');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('footer__markets-button')),
    ).toBe(true);
    // A market links to its home.
    await opener.click();
    await Promise.all([
      page.waitForURL(/\/uk$/),
      dialog.getByRole('link', { name: /United Kingdom|Vereinigtes/ }).click(),
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works without JavaScript as a disclosure', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.mobile, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/es`);
    await page.locator('summary.footer__markets-button').click();
    const link = page.locator('.footer__markets-details a[href="/fr"]');
    expect(await link.isVisible()).toBe(true);
    await context.close();
  });
});

describe('language selector (storefront.md §4)', () => {
  it('keeps the page and sets the locale', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const { problems } = watchConsole(page);
    await page.goto(`${e2e.stack.url}/ca?hidePromotion=1`);
    await waitForElementHydrated(page, '.header__language-link[hreflang="fr-CA"]');
    await page.locator('.header__language-toggle').click();
    await Promise.all([
      page.waitForURL(/locale=fr-CA/),
      page.locator('.header__language-link[hreflang="fr-CA"]').click(),
    ]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/ca');
    expect(url.searchParams.get('hidePromotion')).toBe('1');
    expect(await page.getAttribute('html', 'lang')).toBe('fr-CA');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('inside an embedded frame opens the locale address in a new tab, the frame stays', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const { problems } = watchConsole(page);
    // The embedding page, on the site's origin (the site allows framing by itself only: frame-ancestors
    // 'self'); it is the test's page, not the site's, so the test serves it.
    const embedding = `${e2e.stack.url}/__embedding-page`;
    await page.route(embedding, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>Embedding</title><link rel="icon" href="data:,"><iframe src="/ca" width="1280" height="800" title="embedded"></iframe>',
      }),
    );
    await page.goto(embedding);
    const frame = page.frameLocator('iframe');
    const handle = await page.locator('iframe').elementHandle();
    const inner = await handle!.contentFrame();
    await inner!.waitForFunction(() => {
      const el = document.querySelector('.header__language-link[hreflang="fr-CA"]');
      return el !== null && Object.keys(el).some((k) => k.startsWith('__reactProps'));
    });
    await frame.locator('.header__language-toggle').click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      frame.locator('.header__language-link[hreflang="fr-CA"]').click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/ca');
    expect(new URL(popup.url()).searchParams.get('locale')).toBe('fr-CA');
    expect(new URL(inner!.url()).search).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('files for search engines', () => {
  it('the sitemap index and a market sitemap are well-formed XML with absolute URLs on the site', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/robots.txt`);
    const result = await page.evaluate(async () => {
      const parse = async (url: string) => {
        const text = await (await fetch(url)).text();
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          locs: [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? ''),
        };
      };
      const index = await parse('/sitemap.xml');
      const first = await parse(index.locs[0]!);
      const ca = await parse(index.locs.find((l) => l.endsWith('/sitemap-ca.xml'))!);
      return { index, first, ca, origin: location.origin };
    });
    expect(result.index.error).toBe(false);
    expect(result.index.locs).toHaveLength(9);
    for (const part of [result.first, result.ca]) {
      expect(part.error).toBe(false);
      expect(part.locs.length).toBeGreaterThan(100);
      for (const loc of part.locs) expect(loc.startsWith(`${result.origin}/`), loc).toBe(true);
    }
    expect(result.ca.locs).toContain(`${result.origin}/ca?locale=fr-CA`);
    await context.close();
  });
});
