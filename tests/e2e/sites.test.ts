/**
 * Site kinds and affiliate themes in the browser: an advisor's private-label page shows the advisor's
 * phone and logo; a partner subdomain looks like the partner (theme colours, logo, favicon).
 * Chromium resolves every *.localhost host to the loopback address, so subdomains work as on a real site.
 */
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, watchConsole } from '../support/browser.ts';
import { useWebStackAndBrowser } from '../support/e2e.ts';

const e2e = useWebStackAndBrowser();

const siteUrl = (subdomain: string, path: string) => `http://${subdomain}.localhost:${e2e.stack.port}${path}`;

describe('advisor private label', () => {
  it("shows the advisor's phone and logo in the header and keeps the token", async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const { problems } = watchConsole(page);
    const response = await page.goto(siteUrl('advisors', '/us?advisor_token=adv-demo-1'));
    expect(response?.status()).toBe(200);
    const header = page.locator('[data-block="Header"]');
    await expect
      .poll(() => header.locator('a[href^="tel:"]').first().getAttribute('href'))
      .toBe('tel:+16175550163');
    expect(await header.textContent()).toContain('+1 (617) 555-0163');
    expect(await header.textContent()).toContain('Maya Thompson');
    const logos = await header.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
    expect(logos.some((src) => src?.includes('blue-compass-travel'))).toBe(true);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'advisor_token')?.value).toBe('adv-demo-1');
    // Private-label pages are not indexed (storefront.md §2 Layout).
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('partner subdomain', () => {
  it("looks like the partner: theme colours, the partner's logo and favicon", async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const { problems } = watchConsole(page);
    const response = await page.goto(siteUrl('viajes', '/es'));
    expect(response?.status()).toBe(200);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe('#c0392b');
    const headerBackground = await page
      .locator('[data-block="Header"] header, [data-block="Header"] > *')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(headerBackground).toBe('rgb(192, 57, 43)');
    const logo = await page.locator('[data-block="Header"] img').first().getAttribute('src');
    expect(logo).toContain('viajes-horizonte');
    expect(await page.getAttribute('link[rel="icon"]', 'href')).toContain('affiliate-2');
    // The main site keeps its own colours.
    const main = await context.newPage();
    await main.goto(`${e2e.stack.url}/es`);
    const mainPrimary = await main.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(mainPrimary.toLowerCase()).toBe('#0b5563');
    expect(problems).toEqual([]);
    await context.close();
  });
});
