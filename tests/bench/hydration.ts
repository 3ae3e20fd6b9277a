/**
 * Islands against whole-page hydration, side by side in one run: LOADS fresh loads of /us per mode
 * (alternating the modes, a new browser context each time, so nothing is cached), desktop viewport,
 * 4× CPU throttling through CDP. From the page: time to the renderer's `wp:hydrated` mark (islands: the
 * 'load' islands have committed; page: the whole root has), total blocking time from a `longtask`
 * observer registered before any page script (sum of max(0, duration - 50)) until the network is
 * quiet and the page idle, first contentful paint, and the JavaScript downloaded (gzip -9). The page
 * is not scrolled: what a visitor who lands on the home page pays.
 */
import type { Browser } from 'playwright-core';
import { launchChromium, VIEWPORTS } from '../support/browser.ts';
import { DESKTOP_UA, recordScripts, settle, sum } from './browser-kit.ts';
import { log, type Server, stopServer } from './children.ts';
import { fmt, median, type Row, round } from './stats.ts';
import { SITE_PATH } from './web-roles.ts';
import { MODES, type Mode, startWebs } from './weight.ts';

const LOADS = 7;
const CPU_THROTTLING = 4;
const HYDRATED_MARK = 'wp:hydrated';

interface Load {
  hydratedMs: number;
  tbtMs: number;
  longTasks: number;
  fcpMs: number;
  jsGzipBytes: number;
}

export interface ModeHydration {
  loads: Load[];
  hydratedMs: number;
  tbtMs: number;
  fcpMs: number;
  jsGzipBytes: number;
}

export interface HydrationResult {
  settings: { loads: number; cpuThrottling: number; viewport: string };
  islands: ModeHydration;
  page: ModeHydration;
  /** islands / page of the medians: below 1 means islands are cheaper. */
  ratios: { hydrated: number; tbt: number; js: number };
}

declare global {
  interface Window {
    __wpLongTasks?: number[];
  }
}

/** Runs before any page script: keeps the duration of every long task. */
function observeLongTasks(): void {
  window.__wpLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__wpLongTasks?.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

async function loadOnce(browser: Browser, server: Server): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, userAgent: DESKTOP_UA });
  try {
    await context.addInitScript(observeLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const scripts = recordScripts(page);
    await page.goto(`${server.url}${SITE_PATH}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK, {
      timeout: 120_000,
    });
    await settle(page);
    const seen = await page.evaluate((mark) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        hydratedMs: performance.getEntriesByName(mark)[0]!.startTime,
        fcpMs: paint?.startTime ?? Number.NaN,
        longTasks: window.__wpLongTasks ?? [],
      };
    }, HYDRATED_MARK);
    const files = await scripts.read();
    return {
      hydratedMs: round(seen.hydratedMs, 1),
      tbtMs: round(sum(seen.longTasks.map((d) => Math.max(0, d - 50))), 1),
      longTasks: seen.longTasks.length,
      fcpMs: round(seen.fcpMs, 1),
      jsGzipBytes: sum(files.map((f) => f.gzipBytes)),
    };
  } finally {
    await context.close();
  }
}

function summary(loads: Load[]): ModeHydration {
  const med = (pick: (l: Load) => number) => round(median(loads.map(pick)), 1);
  return {
    loads,
    hydratedMs: med((l) => l.hydratedMs),
    tbtMs: med((l) => l.tbtMs),
    fcpMs: med((l) => l.fcpMs),
    jsGzipBytes: med((l) => l.jsGzipBytes),
  };
}

export async function benchHydration(): Promise<HydrationResult> {
  let webs: Record<Mode, Server> | undefined;
  let browser: Browser | undefined;
  try {
    [webs, browser] = await Promise.all([startWebs(), launchChromium()]);
    // One unmeasured load each: the first page a browser opens pays for starting its processes.
    for (const mode of MODES) await loadOnce(browser, webs[mode]);
    const loads: Record<Mode, Load[]> = { islands: [], page: [] };
    for (let i = 0; i < LOADS; i++) {
      for (const mode of i % 2 === 0 ? MODES : [...MODES].reverse()) {
        const load = await loadOnce(browser, webs[mode]);
        loads[mode].push(load);
        log(`hydration: load ${i + 1}/${LOADS} ${mode} hydrated ${load.hydratedMs} ms, TBT ${load.tbtMs} ms`);
      }
    }
    const islands = summary(loads.islands);
    const page = summary(loads.page);
    return {
      settings: { loads: LOADS, cpuThrottling: CPU_THROTTLING, viewport: 'desktop 1280×900' },
      islands,
      page,
      ratios: {
        hydrated: round(islands.hydratedMs / page.hydratedMs, 3),
        tbt: round(islands.tbtMs / page.tbtMs, 3),
        js: round(islands.jsGzipBytes / page.jsGzipBytes, 3),
      },
    };
  } finally {
    await browser?.close();
    await Promise.all(Object.values(webs ?? {}).map(stopServer));
  }
}

export function hydrationRows(r: HydrationResult): Row[] {
  const s = r.settings;
  const per = (label: string, pick: (m: ModeHydration) => number, unit: string, ratio: number): Row => [
    label,
    `${fmt(pick(r.islands), 0)} / ${fmt(pick(r.page), 0)} ${unit}`,
    `islands/page ${fmt(ratio, 3)}`,
  ];
  return [
    [
      'settings',
      `${s.loads} loads`,
      `per mode, fresh context each, ${s.cpuThrottling}× CPU, ${s.viewport}, no scroll`,
    ],
    per('to wp:hydrated', (m) => m.hydratedMs, 'ms', r.ratios.hydrated),
    per('total blocking', (m) => m.tbtMs, 'ms', r.ratios.tbt),
    per('JS gzip', (m) => m.jsGzipBytes, 'B', r.ratios.js),
    [
      'FCP',
      `${fmt(r.islands.fcpMs, 0)} / ${fmt(r.page.fcpMs, 0)} ms`,
      'islands / page, medians; TBT until network quiet + idle',
    ],
    ...MODES.map(
      (mode): Row => [
        `  ${mode} loads`,
        '',
        r[mode].loads.map((l) => `${fmt(l.hydratedMs, 0)}/${fmt(l.tbtMs, 0)}`).join(', ') +
          ' ms (hydrated/TBT)',
      ],
    ),
  ];
}
