/**
 * Lighthouse 12 against a page of a warmed web child (islands): /us, a trip page, a country page or the
 * search results. Default config:
 * mobile form factor, simulated throttling. RUNS runs in a fresh Chromium each (launched by
 * chrome-launcher, the one Lighthouse itself depends on); the median of each category, the median of
 * each key metric, the audits scoring below 0.9 in the median run (the run with the median performance
 * score, saved in full to bench-results/lighthouse-<label>.json), and full-page screenshots of the page
 * on a phone and a desktop (bench-results/<label>-mobile.png, -desktop.png).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse, { type Result } from 'lighthouse';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium, VIEWPORTS } from '../support/browser.ts';
import { DESKTOP_UA, MOBILE_UA, scrollThrough, settle } from './browser-kit.ts';
import { log, REPO_ROOT, type Server, startServer, stopServer } from './children.ts';
import { fmt, median, type Row, verdict } from './stats.ts';

const RUNS = 3;
export const LIGHTHOUSE_TARGET = 95;
/**
 * Two shop-window pages: a country page (its friendly URL) and the search results. The results page without
 * a term or filter: a refined search (`?q=peru`, a filter, a page) is noindex on purpose, which Lighthouse's
 * SEO category scores 69 (is-crawlable); its other three categories are the same.
 */
export const COUNTRY_SITE_PATH = '/us/africa/kenya';
export const SEARCH_SITE_PATH = '/us/search-results/search-results?q=peru&duration=8-14';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
type Metric = keyof typeof METRICS;
const OUT_DIR = join(REPO_ROOT, 'bench-results');

export interface FailingAudit {
  id: string;
  title: string;
  score: number;
  weight: number;
  displayValue?: string;
  /** Up to a few offending elements or URLs, from the audit's details. */
  items: string[];
}

export interface LighthouseRun {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
}

export interface LighthouseResult {
  settings: { runs: number; lighthouse: string; formFactor: string; throttling: string; url: string };
  runs: LighthouseRun[];
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  met: Record<Category, boolean>;
  failing: Record<Category, FailingAudit[]>;
  warnings: string[];
  files: { report: string; mobile: string; desktop: string };
}

interface LaunchedChrome {
  port: number;
  pid: number;
  kill(): Promise<void>;
}
interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
    logLevel: 'silent';
    handleSIGINT: boolean;
  }): Promise<LaunchedChrome>;
}

/** chrome-launcher as Lighthouse resolves it (a dependency of lighthouse, not of this package). */
async function chromeLauncher(): Promise<ChromeLauncher> {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  return (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as ChromeLauncher;
}

function describeItem(item: Record<string, unknown>): string | undefined {
  const node = item.node as { selector?: string; snippet?: string } | undefined;
  if (node?.selector || node?.snippet)
    return `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 160);
  for (const key of ['url', 'source', 'description', 'label']) {
    const value = item[key];
    if (typeof value === 'string') return value.replace(/^https?:\/\/[^/]+/, '').slice(0, 160);
    if (value && typeof value === 'object' && 'url' in value) return String((value as { url: unknown }).url);
  }
  return undefined;
}

function failingAudits(lhr: Result, category: Category): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs.flatMap((ref): FailingAudit[] => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) return [];
    const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
    const items = (details?.items ?? []).map(describeItem).filter((x): x is string => !!x);
    return [
      {
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        items: items.length > 4 ? [...items.slice(0, 4), `(+${items.length - 4} more)`] : items,
      },
    ];
  });
}

async function runOnce(launcher: ChromeLauncher, url: string): Promise<{ lhr: Result; json: string }> {
  const chrome = await launcher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS.filter((f) => f !== '--headless'), '--headless=new'],
    logLevel: 'silent',
    handleSIGINT: false,
  });
  const killOnExit = () => process.kill(chrome.pid, 'SIGKILL');
  process.once('exit', killOnExit);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error('lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
    return { lhr: result.lhr, json: String(result.report) };
  } finally {
    process.off('exit', killOnExit);
    await chrome.kill();
  }
}

async function screenshots(browser: Browser, url: string, files: LighthouseResult['files']): Promise<void> {
  const shots = [
    { path: files.mobile, viewport: VIEWPORTS.mobile, userAgent: MOBILE_UA, isMobile: true, hasTouch: true },
    {
      path: files.desktop,
      viewport: VIEWPORTS.desktop,
      userAgent: DESKTOP_UA,
      isMobile: false,
      hasTouch: false,
    },
  ];
  for (const { path, ...options } of shots) {
    const context = await browser.newContext(options);
    try {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      await settle(page);
      await scrollThrough(page);
      await page.screenshot({ path, fullPage: true });
    } finally {
      await context.close();
    }
  }
}

/** `label` names the output files: `us` for /us, `trip` for the trip page, `country`, `search`. */
export async function benchLighthouse(sitePath: string, label: string): Promise<LighthouseResult> {
  let web: Server | undefined;
  let browser: Browser | undefined;
  try {
    web = await startServer(`web-lighthouse-${label}`, {
      BENCH_ROLE: 'web',
      WEB_HYDRATION: 'islands',
      BENCH_SITE_PATH: sitePath,
    });
    const url = `${web.url.replace('127.0.0.1', 'localhost')}${sitePath}`;
    const launcher = await chromeLauncher();
    const runs: Array<{ lhr: Result; json: string; run: LighthouseRun }> = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr, json } = await runOnce(launcher, url);
      const run: LighthouseRun = {
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ) as Record<Category, number>,
        metrics: Object.fromEntries(
          Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
        ) as Record<Metric, number>,
      };
      runs.push({ lhr, json, run });
      log(`lighthouse ${label}: run ${i + 1}/${RUNS} ${JSON.stringify(run.scores)}`);
    }
    const byPerformance = [...runs].sort((a, b) => a.run.scores.performance - b.run.scores.performance);
    const mid = byPerformance[Math.floor(byPerformance.length / 2)]!;
    await mkdir(OUT_DIR, { recursive: true });
    const files = {
      report: join(OUT_DIR, `lighthouse-${label}.json`),
      mobile: join(OUT_DIR, `${label}-mobile.png`),
      desktop: join(OUT_DIR, `${label}-desktop.png`),
    };
    await writeFile(files.report, mid.json);
    browser = await launchChromium();
    await screenshots(browser, url, files);

    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, median(runs.map((r) => r.run.scores[c]))]),
    ) as Record<Category, number>;
    return {
      settings: {
        runs: RUNS,
        lighthouse: mid.lhr.lighthouseVersion,
        formFactor: mid.lhr.configSettings.formFactor,
        throttling: mid.lhr.configSettings.throttlingMethod,
        url,
      },
      runs: runs.map((r) => r.run),
      scores,
      metrics: Object.fromEntries(
        Object.keys(METRICS).map((m) => [m, median(runs.map((r) => r.run.metrics[m as Metric]))]),
      ) as Record<Metric, number>,
      met: Object.fromEntries(CATEGORIES.map((c) => [c, scores[c] >= LIGHTHOUSE_TARGET])) as Record<
        Category,
        boolean
      >,
      failing: Object.fromEntries(CATEGORIES.map((c) => [c, failingAudits(mid.lhr, c)])) as Record<
        Category,
        FailingAudit[]
      >,
      warnings: mid.lhr.runWarnings.map(String),
      files,
    };
  } finally {
    await browser?.close();
    await stopServer(web);
  }
}

export function lighthouseRows(r: LighthouseResult): Row[] {
  const s = r.settings;
  const m = r.metrics;
  return [
    ['settings', `${s.runs} runs`, `Lighthouse ${s.lighthouse}, ${s.formFactor}, ${s.throttling} throttling`],
    ...CATEGORIES.map(
      (c): Row => [
        c,
        String(r.scores[c]),
        `${verdict(r.met[c], `≥ ${LIGHTHOUSE_TARGET}`)}; runs ${r.runs.map((x) => x.scores[c]).join(', ')}`,
      ],
    ),
    ['FCP / LCP', `${fmt(m.FCP, 0)} / ${fmt(m.LCP, 0)} ms`, 'medians'],
    ['TBT / SI', `${fmt(m.TBT, 0)} / ${fmt(m.SI, 0)} ms`],
    ['CLS', fmt(m.CLS, 3)],
    ['below 0.9', '', 'audits scoring < 0.9 in the median run (weight 0: diagnostics, not in the score)'],
    ...CATEGORIES.flatMap((c): Row[] => [
      [`  ${c}`, `${r.failing[c].length}`, r.failing[c].length ? '' : 'none'],
      ...r.failing[c].flatMap((a): Row[] => [
        [
          `    ${a.id}`,
          fmt(a.score, 2),
          `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}; weight ${a.weight}`,
        ],
        ...a.items.map((item): Row => ['', '', `  ${item}`]),
      ]),
    ]),
    ...r.warnings.map((w): Row => ['  warning', '', w]),
    ['report', '', `${r.files.report} (median run)`],
    ['screenshots', '', `${r.files.mobile}, ${r.files.desktop}`],
  ];
}
