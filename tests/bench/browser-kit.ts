/**
 * Browser helpers of the web benchmarks (weight, hydration, lighthouse, inp): Chromium and the user
 * agents of the e2e tests come from tests/support/browser.ts; here are a slow scroll that brings every
 * 'visible' island near the viewport, and the scripts a page downloaded, re-gzipped at level 9 so that
 * the figure does not depend on how the server compressed them.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export { DESKTOP_UA, MOBILE_UA } from '../support/browser.ts';

export const gzip9 = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length;

/** Waits until the network has been quiet for 500 ms and the main thread has had an idle period. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5000 })),
  );
  await page.waitForLoadState('networkidle');
}

/** Scrolls to the bottom half a viewport at a time (the page may grow meanwhile), settles, and back to top. */
export async function scrollThrough(page: Page, stepMs = 150): Promise<void> {
  // No named functions inside: tsx would wrap them in a `__name` helper the page does not have.
  await page.evaluate(async (pause) => {
    let y = 0;
    while (y < document.documentElement.scrollHeight - innerHeight) {
      y += Math.ceil(innerHeight / 2);
      scrollTo(0, y);
      await new Promise((done) => setTimeout(done, pause));
    }
  }, stepMs);
  await settle(page);
  await page.evaluate(() => scrollTo(0, 0));
}

export interface ScriptFile {
  /** Path of the URL (`/assets/build/islands-XXXX.js`). */
  path: string;
  bytes: number;
  gzipBytes: number;
}

/** Starts recording the page's script responses; `read()` returns them, one per URL, largest first. */
export function recordScripts(page: Page): { read(): Promise<ScriptFile[]> } {
  const responses = new Map<string, Response>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const isScript = response.request().resourceType() === 'script' || type.includes('javascript');
    if (isScript && response.status() === 200) responses.set(response.url(), response);
  });
  return {
    async read() {
      const files = await Promise.all(
        [...responses].map(async ([url, response]) => {
          const body = await response.body();
          return { path: new URL(url).pathname, bytes: body.length, gzipBytes: gzip9(body) };
        }),
      );
      return files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    },
  };
}

export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
