/**
 * Caching headers in the browser: a page's content depends on the visitor's cookies
 * (the locale cookie among them), so the browser must not show a copy it kept for other cookies. Open
 * /us, choose Español in the header's language selector (the locale cookie becomes es-US), follow the
 * logo back to /us: the page is in Spanish, as the cookie now says (storefront.md §2 "Locale and
 * language": the query, else the cookie), not the English copy of the first visit. And back again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from '../support/browser.ts';
import { useWebStackAndBrowser } from '../support/e2e.ts';

const e2e = useWebStackAndBrowser();

const lang = (page: Page) => page.locator('html').getAttribute('lang');

/** Opens the header's language selector and follows the link of `locale`. */
async function chooseLanguage(page: Page, locale: string): Promise<void> {
  await page.locator('[data-block="Header"] summary.header__language-toggle').click();
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get('locale') === locale),
    page.locator(`[data-block="Header"] a.header__language-link[hreflang="${locale}"]`).click(),
  ]);
}

/** Follows the header's logo, a plain link to the market's home (/us): no reload, so the cache may answer. */
async function followLogoHome(page: Page): Promise<void> {
  const logo = page.locator('[data-block="Header"] a.header__logo');
  expect(await logo.getAttribute('href')).toBe('/us');
  await Promise.all([page.waitForURL((url) => url.pathname === '/us' && url.search === ''), logo.click()]);
}

describe('caching headers of a page that depends on cookies', () => {
  it('a language change shows the new language on the next visit to /us, and back', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    try {
      const first = await page.goto(`${e2e.stack.url}/us`);
      expect(first?.status()).toBe(200);
      expect(await lang(page)).toBe('en-US');
      // The headers that make this right (README "Caching of pages"): never a fresh copy for other cookies.
      const headers = first!.headers();
      expect(headers.vary?.toLowerCase()).toContain('cookie');
      expect(headers['cache-control']).not.toMatch(/(^|,\s*)max-age=[1-9]/);

      await chooseLanguage(page, 'es-US');
      expect(await lang(page)).toBe('es-US');
      const cookie = (await context.cookies()).find((c) => c.name === 'locale');
      expect(cookie?.value).toBe('es-US');

      await followLogoHome(page);
      expect(await lang(page)).toBe('es-US');

      await chooseLanguage(page, 'en-US');
      expect(await lang(page)).toBe('en-US');
      await followLogoHome(page);
      expect(await lang(page)).toBe('en-US');
    } finally {
      await context.close();
    }
  });
});
