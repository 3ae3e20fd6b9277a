/**
 * axe-core in real Chromium on each shop-window page kind (destinations, search results, content, campaign
 * pages) at a phone's width (375, with a phone's user agent, so the composer sends the phone's page) and a
 * desktop's (1280): each page answers 200, has no serious or critical axe violation, and logs no console
 * error. With WP_A11Y_REPORT=<file> set, the violations found are also written there, page by page.
 */
import { writeFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
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

const PAGE_KINDS: { kind: string; path: string }[] = [
  { kind: 'continent', path: '/us/africa' },
  { kind: 'country', path: '/us/africa/kenya' },
  { kind: 'region', path: '/us/asia/east-asia' },
  { kind: 'search results', path: '/us/search-results/search-results?q=peru' },
  { kind: 'search results, empty', path: '/us/search-results/search-results?q=qqxxzzjj' },
  { kind: 'legal page', path: '/us/terms-and-conditions' },
  { kind: 'help page', path: '/us/help' },
  { kind: 'collection page', path: '/us/adventure-trips' },
  { kind: 'referral', path: '/us/referral' },
  { kind: 'best price guarantee', path: '/us/bestpriceguarantee' },
  { kind: 'paid landing', path: '/paid-landings/GenericLanding?lang=us' },
  { kind: 'raffle landing', path: '/us/RaffleLanding' },
];

const CASES = PAGE_KINDS.flatMap((p) =>
  (['mobile', 'desktop'] as const).map((viewport) => ({ ...p, viewport, width: VIEWPORTS[viewport].width })),
);

const found: string[] = [];

afterAll(async () => {
  const file = process.env.WP_A11Y_REPORT;
  if (!file) return;
  await writeFile(
    file,
    `axe (serious and critical) and console errors at ${new Date().toISOString()}\n\n${
      found.length ? found.join('\n\n') : 'none'
    }\n`,
  );
});

describe('axe-core on the shop window page kinds', () => {
  it.each(CASES)(
    '$kind ($path) at $width px: no violation, no console error',
    async ({ kind, path, viewport }) => {
      const context = await e2e.browser.newContext({
        viewport: VIEWPORTS[viewport as ViewportName],
        userAgent: viewport === 'mobile' ? MOBILE_UA : DESKTOP_UA,
        isMobile: viewport === 'mobile',
        hasTouch: viewport === 'mobile',
      });
      try {
        const page = await context.newPage();
        const { problems } = watchConsole(page);
        const response = await page.goto(`${e2e.stack.url}${path}`);
        const status = response?.status();
        if (status !== 200) found.push(`${kind} ${path} ${viewport}: status ${status}`);
        expect(status, `${path} answers`).toBe(200);
        await waitForHydration(page);
        const violations = await seriousViolations(page);
        const report = [...violations, ...problems];
        if (report.length) found.push(`${kind} ${path} ${viewport}:\n  ${report.join('\n  ')}`);
        expect(violations).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
