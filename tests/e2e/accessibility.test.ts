/**
 * axe-core in real Chromium: no serious or critical violation on the home page of each market, on a
 * phone and a desktop, on the main site and a partner's themed site, and on the error pages.
 * axe runs through page.evaluate (CDP), which the page's CSP does not block.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, VIEWPORTS, type ViewportName, waitForHydration } from '../support/browser.ts';
import { startWebStack, type WebStack } from '../support/web-stack.ts';

const require = createRequire(import.meta.url);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

let stack: WebStack;
let browser: Browser;
let axeSource: string;

beforeAll(async () => {
  [stack, browser, axeSource] = await Promise.all([
    startWebStack(),
    launchChromium(),
    readFile(require.resolve('axe-core/axe.min.js'), 'utf8'),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
}

const PAGES: { name: string; url: () => string; viewport: ViewportName }[] = [
  ...(['us', 'es', 'de', 'fr'] as const).flatMap((market) =>
    (['mobile', 'desktop'] as const).map((viewport) => ({
      name: `/${market} ${viewport}`,
      url: () => `${stack.url}/${market}`,
      viewport,
    })),
  ),
  {
    name: 'partner viajes /es desktop',
    url: () => `http://viajes.localhost:${stack.port}/es`,
    viewport: 'desktop',
  },
  {
    name: 'advisor /us mobile',
    url: () => `http://advisors.localhost:${stack.port}/us?advisor_token=adv-demo-1`,
    viewport: 'mobile',
  },
  { name: '/us/404 desktop', url: () => `${stack.url}/us/404`, viewport: 'desktop' },
];

describe('axe-core', () => {
  it.each(PAGES)('$name has no serious or critical violation', async ({ url, viewport }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
    const page = await context.newPage();
    await page.goto(url());
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('with the premium-care modal open, still none', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${stack.url}/us#premiumCare`);
    await page.locator('dialog#premiumCare[open]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
