/**
 * axe-core in a real page: its serious and critical violations, one readable line each. axe runs
 * through page.evaluate (CDP), which the page's CSP does not block.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

let axeSource: Promise<string> | undefined;

export interface AxeOptions {
  /** Whether to check inside frames too (default true); a frame holding another page is checked on its own. */
  iframes?: boolean;
}

export async function seriousViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(await axeSource);
  const violations = (await page.evaluate(async (iframes) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], iframes });
    return result.violations;
  }, options.iframes ?? true)) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
}
