/**
 * Interaction to next paint of a category change on the trip page, in Chromium at 4× CPU slowdown, on a
 * phone-sized viewport. LOADS fresh loads of a warmed web child (islands); in each, CLICKS clicks on a
 * category that is not the selected one, each waited for until its patch is on screen (the runtime's
 * `wp:patched` mark) and the next frames have painted. From the page: Event Timing entries (observer
 * registered before any page script, durationThreshold 16 ms, the smallest Chromium reports), grouped
 * by interactionId; an interaction with no entry took under 16 ms. A load's INP is its slowest
 * interaction (fewer than 50), as the web-vitals library reports it; also the time from the click to
 * the patched screen, which includes the round trip to the composer.
 */
import type { Browser } from 'playwright-core';
import { launchChromium, VIEWPORTS, waitForHydration } from '../support/browser.ts';
import { MOBILE_UA } from './browser-kit.ts';
import { log, type Server, startServer, stopServer } from './children.ts';
import { fmt, median, type Row, round, verdict } from './stats.ts';
import { TRIP_SITE_PATH } from './trips.ts';

const LOADS = 5;
const CLICKS = 4;
const CPU_THROTTLING = 4;
const EVENT_THRESHOLD_MS = 16;
const PATCHED_MARK = 'wp:patched';
export const INP_TARGET_MS = 200;

interface Load {
  /** Duration of each interaction's slowest event entry; EVENT_THRESHOLD_MS stands for "under it". */
  interactions: number[];
  inpMs: number;
  clickToPatchedMs: number[];
}

export interface InpResult {
  settings: { loads: number; clicks: number; cpuThrottling: number; viewport: string; path: string };
  loads: Load[];
  /** Median over the loads of each load's INP. */
  inpMs: number;
  /** Over every interaction of every load. */
  interactionP50Ms: number;
  clickToPatchedP50Ms: number;
  met: boolean;
}

declare global {
  interface Window {
    __wpEventTimings?: Array<{ id: number; duration: number }>;
    __wpClicks?: number[];
  }
}

/** Runs before any page script: keeps every event entry that belongs to an interaction, and clicks. */
function observeInteractions(threshold: number): void {
  window.__wpEventTimings = [];
  window.__wpClicks = [];
  addEventListener('click', (event) => window.__wpClicks?.push(event.timeStamp), { capture: true });
  new PerformanceObserver((list) => {
    // interactionId is not in TypeScript's DOM types yet.
    for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
      if (entry.interactionId)
        window.__wpEventTimings?.push({ id: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: threshold } as PerformanceObserverInit);
}

async function loadOnce(browser: Browser, server: Server): Promise<Load> {
  const context = await browser.newContext({
    viewport: VIEWPORTS.mobile,
    userAgent: MOBILE_UA,
    isMobile: true,
  });
  try {
    await context.addInitScript(observeInteractions, EVENT_THRESHOLD_MS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.goto(`${server.url}${TRIP_SITE_PATH}`, { waitUntil: 'load', timeout: 120_000 });
    await waitForHydration(page);
    const block = page.locator('[data-block="CategorySelector"]');
    for (let i = 0; i < CLICKS; i++) {
      const option = block.locator('a:not([aria-current="true"])').first();
      const href = await option.getAttribute('href');
      const category = href && new URL(href, server.url).searchParams.get('category');
      if (!category) throw new Error(`inp: a category option without ?category= (${href})`);
      await option.click();
      await page.waitForFunction(
        ([mark, count]) => performance.getEntriesByName(mark as string).length >= (count as number),
        [PATCHED_MARK, i + 1] as const,
        { timeout: 60_000 },
      );
      await page.waitForURL((url) => url.searchParams.get('category') === category);
      await page.locator('[data-block="CategorySelector"]:not([aria-busy])').waitFor();
      // Event entries are delivered after the frame that follows the interaction has painted.
      await page.evaluate(
        () =>
          new Promise<void>((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
          ),
      );
    }
    const seen = await page.evaluate((mark) => {
      const patched = performance.getEntriesByName(mark).map((e) => e.startTime);
      return { events: window.__wpEventTimings ?? [], clicks: window.__wpClicks ?? [], patched };
    }, PATCHED_MARK);
    const slowest = new Map<number, number>();
    for (const e of seen.events) slowest.set(e.id, Math.max(slowest.get(e.id) ?? 0, e.duration));
    if (slowest.size > CLICKS) throw new Error(`inp: ${slowest.size} interactions for ${CLICKS} clicks`);
    const interactions = [
      ...slowest.values(),
      ...Array<number>(CLICKS - slowest.size).fill(EVENT_THRESHOLD_MS),
    ];
    if (seen.clicks.length !== CLICKS || seen.patched.length !== CLICKS) {
      throw new Error(`inp: ${seen.clicks.length} clicks and ${seen.patched.length} patches for ${CLICKS}`);
    }
    return {
      interactions,
      inpMs: Math.max(...interactions),
      clickToPatchedMs: seen.clicks.map((at, i) => round(seen.patched[i]! - at, 1)),
    };
  } finally {
    await context.close();
  }
}

export async function benchInp(): Promise<InpResult> {
  let web: Server | undefined;
  let browser: Browser | undefined;
  try {
    [web, browser] = await Promise.all([
      startServer('web-inp', {
        BENCH_ROLE: 'web',
        WEB_HYDRATION: 'islands',
        BENCH_SITE_PATH: TRIP_SITE_PATH,
      }),
      launchChromium(),
    ]);
    // One unmeasured load: the first page a browser opens pays for starting its processes.
    await loadOnce(browser, web);
    const loads: Load[] = [];
    for (let i = 0; i < LOADS; i++) {
      const load = await loadOnce(browser, web);
      loads.push(load);
      log(
        `inp: load ${i + 1}/${LOADS} INP ${load.inpMs} ms (${load.interactions.join(', ')}), ` +
          `click→patched ${load.clickToPatchedMs.join(', ')} ms`,
      );
    }
    const inpMs = median(loads.map((l) => l.inpMs));
    return {
      settings: {
        loads: LOADS,
        clicks: CLICKS,
        cpuThrottling: CPU_THROTTLING,
        viewport: `mobile ${VIEWPORTS.mobile.width}×${VIEWPORTS.mobile.height}`,
        path: TRIP_SITE_PATH,
      },
      loads,
      inpMs,
      interactionP50Ms: median(loads.flatMap((l) => l.interactions)),
      clickToPatchedP50Ms: round(median(loads.flatMap((l) => l.clickToPatchedMs)), 1),
      met: inpMs <= INP_TARGET_MS,
    };
  } finally {
    await browser?.close();
    await stopServer(web);
  }
}

export function inpRows(r: InpResult): Row[] {
  const s = r.settings;
  return [
    [
      'settings',
      `${s.loads} loads`,
      `${s.clicks} category clicks each, fresh context, ${s.cpuThrottling}× CPU, ${s.viewport}`,
    ],
    [
      'INP',
      `${fmt(r.inpMs, 0)} ms`,
      `${verdict(r.met, `≤ ${INP_TARGET_MS} ms`)}; median of the loads' worst`,
    ],
    [
      'interaction p50',
      `${fmt(r.interactionP50Ms, 0)} ms`,
      `${EVENT_THRESHOLD_MS} means under ${EVENT_THRESHOLD_MS}`,
    ],
    ['click → patched', `${fmt(r.clickToPatchedP50Ms, 0)} ms`, 'p50: round trip, patch applied'],
    ...r.loads.map(
      (l, i): Row => [
        `  load ${i + 1}`,
        `${fmt(l.inpMs, 0)} ms`,
        `interactions ${l.interactions.join(', ')}; click→patched ${l.clickToPatchedMs.join(', ')} ms`,
      ],
    ),
  ];
}
