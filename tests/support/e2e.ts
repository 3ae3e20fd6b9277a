/**
 * The set-up every browser test file shares: the whole product in one process (web-stack.ts) and a
 * Chromium (browser.ts), started before the file's tests and closed after them, whatever started.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.ts';
import { startWebStack, type WebStack, type WebStackOptions } from './web-stack.ts';

export interface WebStackAndBrowser {
  readonly stack: WebStack;
  readonly browser: Browser;
}

/** Call at the top of a test file; read `stack` and `browser` in its hooks and tests. */
export function useWebStackAndBrowser(options: WebStackOptions = {}): WebStackAndBrowser {
  let stack: WebStack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    await Promise.all([
      startWebStack(options).then((started) => {
        stack = started;
      }),
      launchChromium().then((launched) => {
        browser = launched;
      }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the ${name} is started in beforeAll`);
    return value;
  };
  return {
    get stack() {
      return started(stack, 'web stack');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
