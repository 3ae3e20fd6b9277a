/**
 * Page weight of /us, for each hydration mode from its own warmed web child: the HTML (raw and gzip -9)
 * and the JavaScript the page downloads in real Chromium (desktop viewport) once it has been scrolled to
 * the bottom slowly, so that every 'visible' island has loaded, and the page is idle. Script bodies
 * are re-gzipped at level 9 here, for a number that does not depend on the server's compression.
 */
import type { Browser } from 'playwright-core';
import { launchChromium, VIEWPORTS } from '../support/browser.ts';
import {
  DESKTOP_UA,
  gzip9,
  recordScripts,
  type ScriptFile,
  scrollThrough,
  settle,
  sum,
} from './browser-kit.ts';
import { log, type Server, startServer, stopServer } from './children.ts';
import { fmt, type Row, verdict } from './stats.ts';
import { SITE_PATH } from './web-roles.ts';

export const HTML_GZIP_TARGET = 60 * 1024;
export const JS_GZIP_TARGET = 80 * 1024;
export const MODES = ['islands', 'page'] as const;
export type Mode = (typeof MODES)[number];

export interface ModeWeight {
  htmlBytes: number;
  htmlGzipBytes: number;
  jsBytes: number;
  jsGzipBytes: number;
  files: ScriptFile[];
  htmlMet: boolean;
  jsMet: boolean;
}

export type WeightResult = Record<Mode, ModeWeight> & { met: boolean };

/** One web child per hydration mode, started together. */
export async function startWebs(): Promise<Record<Mode, Server>> {
  const [islands, page] = await Promise.all(
    MODES.map((mode) => startServer(`web-${mode}`, { BENCH_ROLE: 'web', WEB_HYDRATION: mode })),
  );
  return { islands: islands!, page: page! };
}

async function measure(browser: Browser, server: Server): Promise<ModeWeight> {
  const res = await fetch(`${server.url}${SITE_PATH}`);
  const html = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`weight: ${SITE_PATH} answered ${res.status}`);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, userAgent: DESKTOP_UA });
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${server.url}${SITE_PATH}`, { waitUntil: 'load' });
    await settle(page);
    await scrollThrough(page);
    const files = await scripts.read();
    const htmlGzipBytes = gzip9(html);
    const jsGzipBytes = sum(files.map((f) => f.gzipBytes));
    return {
      htmlBytes: html.length,
      htmlGzipBytes,
      jsBytes: sum(files.map((f) => f.bytes)),
      jsGzipBytes,
      files,
      htmlMet: htmlGzipBytes <= HTML_GZIP_TARGET,
      jsMet: jsGzipBytes <= JS_GZIP_TARGET,
    };
  } finally {
    await context.close();
  }
}

export async function benchWeight(): Promise<WeightResult> {
  let webs: Record<Mode, Server> | undefined;
  let browser: Browser | undefined;
  try {
    [webs, browser] = await Promise.all([startWebs(), launchChromium()]);
    const islands = await measure(browser, webs.islands);
    log(`weight: islands HTML ${islands.htmlGzipBytes} B gz, JS ${islands.jsGzipBytes} B gz`);
    const page = await measure(browser, webs.page);
    log(`weight: page HTML ${page.htmlGzipBytes} B gz, JS ${page.jsGzipBytes} B gz`);
    return { islands, page, met: islands.htmlMet && islands.jsMet };
  } finally {
    await browser?.close();
    await Promise.all(Object.values(webs ?? {}).map(stopServer));
  }
}

const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;

export function weightRows(r: WeightResult): Row[] {
  const settings: Row = [
    'settings',
    'gzip -9',
    'Chromium 1280×900, scrolled to the bottom, then idle; 1 KB = 1024 B',
  ];
  return [
    settings,
    ...MODES.flatMap((mode): Row[] => {
      const w = r[mode];
      return [
        [`${mode}: HTML gzip`, kb(w.htmlGzipBytes), `${verdict(w.htmlMet, '≤ 60 KB')}; raw ${w.htmlBytes} B`],
        [
          `${mode}: JS gzip`,
          kb(w.jsGzipBytes),
          `${verdict(w.jsMet, '≤ 80 KB')}; raw ${w.jsBytes} B in ${w.files.length} files`,
        ],
        ...w.files.map(
          (f): Row => [`  ${f.path.replace('/assets/build/', '')}`, `${f.gzipBytes} B`, `raw ${f.bytes} B`],
        ),
      ];
    }),
  ];
}
