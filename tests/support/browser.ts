/**
 * Real Chromium for browser tests: Debian's `chromium` package (installed by .ci/run) driven by
 * playwright-core. Fails loudly, never skips, when the browser is missing.
 */
import { existsSync } from 'node:fs';
import { type Browser, type ConsoleMessage, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine needs (no sandbox as root, no background network calls to closed hosts). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Browser tests need Debian's chromium package ` +
        `(apt-get install chromium; .ci/run does this) or CHROMIUM_PATH pointing at a Chromium binary.`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The user agents of the tests: a phone (the composer reads it as 'mobile') and a desktop. */
export const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Collects console errors, warnings about hydration, and uncaught page errors. */
export function watchConsole(page: Page): { problems: string[] } {
  const problems: string[] = [];
  const isProblem = (m: ConsoleMessage) =>
    m.type() === 'error' ||
    (m.type() === 'warning' && /hydrat|did not match|server rendered/i.test(m.text()));
  page.on('console', (m) => {
    if (isProblem(m)) problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { problems };
}

/** Resolves once the islands that hydrate on load are hydrated (at once on a page without islands). */
/**
 * Resolves once React has hydrated the element a selector names (React keeps its props on the node).
 * A 'visible' island hydrates only after it scrolls into view: wait for it before clicking its controls,
 * or the click lands on inert server HTML.
 */
export async function waitForElementHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactProps'));
  }, selector);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as unknown as { __wpHydrated?: boolean }).__wpHydrated === true ||
      (document.readyState === 'complete' && !document.getElementById('wp-islands')),
  );
}
