/**
 * axe-core in real Chromium: no serious or critical violation on the home page of each market, on a
 * phone and a desktop, on the main site and a partner's themed site, and on the error pages.
 * axe runs through page.evaluate (CDP), which the page's CSP does not block.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { VIEWPORTS, type ViewportName, waitForHydration } from '../support/browser.ts';
import { useWebStackAndBrowser } from '../support/e2e.ts';

const e2e = useWebStackAndBrowser();

const PAGES: { name: string; url: () => string; viewport: ViewportName }[] = [
  ...(['us', 'es', 'de', 'fr'] as const).flatMap((market) =>
    (['mobile', 'desktop'] as const).map((viewport) => ({
      name: `/${market} ${viewport}`,
      url: () => `${e2e.stack.url}/${market}`,
      viewport,
    })),
  ),
  {
    name: 'partner viajes /es desktop',
    url: () => `http://viajes.localhost:${e2e.stack.port}/es`,
    viewport: 'desktop',
  },
  {
    name: 'advisor /us mobile',
    url: () => `http://advisors.localhost:${e2e.stack.port}/us?advisor_token=adv-demo-1`,
    viewport: 'mobile',
  },
  { name: '/us/404 desktop', url: () => `${e2e.stack.url}/us/404`, viewport: 'desktop' },
];

describe('axe-core', () => {
  it.each(PAGES)('$name has no serious or critical violation', async ({ url, viewport }) => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS[viewport] });
    const page = await context.newPage();
    await page.goto(url());
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('with the premium-care modal open, still none', async () => {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${e2e.stack.url}/us#premiumCare`);
    await page.locator('dialog#premiumCare[open]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
