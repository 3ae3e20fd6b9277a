/**
 * The home page in real Chromium against the real server (composer + sandbox + web in one process, as
 * `pnpm start` runs them): every block the composer sent is on the page, in order, on a phone and a
 * desktop, in four markets, with no console errors and no hydration warnings.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP_UA,
  MOBILE_UA,
  VIEWPORTS,
  type ViewportName,
  waitForHydration,
  watchConsole,
} from '../support/browser.ts';
import { useWebStackAndBrowser } from '../support/e2e.ts';

const e2e = useWebStackAndBrowser();

interface WireBlock {
  id: string;
  type: string;
}
interface WirePage {
  context: { locale: string; currency: { isoCode: string } };
  regions: Record<'header' | 'main' | 'footer' | 'overlays', WireBlock[]>;
}

async function newContext(viewport: ViewportName): Promise<BrowserContext> {
  return e2e.browser.newContext({
    viewport: VIEWPORTS[viewport],
    userAgent: viewport === 'mobile' ? MOBILE_UA : DESKTOP_UA,
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
  });
}

/** The page tree the composer sends for the same visitor (same cookies, so the same experiments). */
async function composedFor(page: Page, path: string): Promise<WirePage> {
  const response = await page.request.get(`${e2e.stack.url}/v1/pages${path}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as WirePage;
}

const MARKETS = [
  { market: 'us', lang: 'en-US', currency: '$' },
  { market: 'es', lang: 'es-ES', currency: '€' },
  { market: 'de', lang: 'de-DE', currency: '€' },
  { market: 'fr', lang: 'fr-FR', currency: '€' },
] as const;

describe.each(MARKETS)('home page /$market', ({ market, lang, currency }) => {
  it.each(['mobile', 'desktop'] as const)('on %s shows every composed block in order', async (viewport) => {
    const context = await newContext(viewport);
    const page = await context.newPage();
    const { problems } = watchConsole(page);
    const response = await page.goto(`${e2e.stack.url}/${market}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await waitForHydration(page);

    const tree = await composedFor(page, `/${market}`);
    const sent = [
      ...tree.regions.header,
      ...tree.regions.main,
      ...tree.regions.footer,
      ...tree.regions.overlays,
    ];
    expect(sent.length).toBeGreaterThan(10);
    const shown = await page.$$eval('[data-block]', (els) =>
      els.map((el) => ({ id: el.id, type: el.getAttribute('data-block') })),
    );
    expect(shown).toEqual(sent.map((b) => ({ id: b.id, type: b.type })));

    // Every block but the ones that wait for the browser (recently visited with nothing stored) has a box.
    for (const block of sent) {
      if (block.type === 'RecentlyVisited') continue;
      const box = await page.locator(`[id="${block.id}"]`).boundingBox();
      expect(box, `${block.type} ${block.id} has no box`).not.toBeNull();
      expect(box!.height, `${block.type} ${block.id} is empty`).toBeGreaterThan(0);
    }

    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.locator('h1').count()).toBe(1);
    const body = await page.locator('main').textContent();
    expect(body).toContain(currency);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('head', () => {
  it('has the title, canonical, hreflang alternates, JSON-LD and favicon of the composed page', async () => {
    const context = await newContext('desktop');
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/us`);
    expect(await page.title()).toMatch(/tours|vacations/i);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toMatch(/\/us$/);
    const hreflangs = await page.$$eval('link[rel="alternate"][hreflang]', (els) =>
      els.map((el) => el.getAttribute('hreflang')),
    );
    expect(hreflangs).toEqual(expect.arrayContaining(['en-US', 'es-US']));
    const jsonLd = await page.$$eval('script[type="application/ld+json"]', (els) =>
      els.map((el) => JSON.parse(el.textContent ?? 'null')),
    );
    expect(JSON.stringify(jsonLd)).toContain('"@type":"Product"');
    expect(await page.getAttribute('link[rel="icon"]', 'href')).toBeTruthy();
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(0);
    await context.close();
  });
});
