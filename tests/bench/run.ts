/**
 * `pnpm bench`: the benchmarks of the Rendering-fast section of ARCHITECTURE.md. The load generator
 * runs here; the servers run in child processes (servers.ts). Prints a table and writes the same
 * figures to bench-results/latest.json. Exits non-zero only on a crash; a missed target is printed
 * as MISSED. `--only=<names>` (comma-separated, from BENCHES below) runs a subset; `--only=trip` the
 * trip page's five.
 */
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  ACTION_TARGET_P50_MS,
  type ActionKindResult,
  type ActionsResult,
  benchActions,
  PATCH_TARGET_BYTES,
  type Sizes,
} from './actions.ts';
import {
  benchCheckout,
  CACHED_SEARCH_TARGET_P50_MS,
  CANCEL_TARGET_MS,
  type CheckoutResult,
  STEP_TARGET_P50_MS,
} from './checkout.ts';
import {
  installSignalHandlers,
  log,
  REPO_ROOT,
  setCommonEnv,
  startServer,
  stopAll,
  stopServer,
} from './children.ts';
import { benchCold, type ColdResult, TRIP_COLD_TARGET_P50_MS, TRIP_PAGE_PATH } from './cold.ts';
import { benchDestination, type DestinationResult } from './destination.ts';
import { benchFlight, type FlightResult } from './flight.ts';
import { benchHit, HIT_TARGET, type HitResult } from './hit.ts';
import { benchHtml, type HtmlResult, htmlRows } from './html.ts';
import { benchHydration, type HydrationResult, hydrationRows } from './hydration.ts';
import { benchInp, type InpResult, inpRows } from './inp.ts';
import {
  benchLighthouse,
  COUNTRY_SITE_PATH,
  type LighthouseResult,
  lighthouseRows,
  SEARCH_SITE_PATH,
} from './lighthouse.ts';
import { benchMixed, type MixedResult } from './mixed.ts';
import { HOME_SITE_PATH } from './pages.ts';
import {
  benchPayment,
  CONFIRM_TARGET_P50_MS,
  PAY_TARGET_MAX_MS,
  type PaymentResult,
  PDF_TARGET_BYTES,
  PDF_TARGET_P50_MS,
} from './payment.ts';
import { benchSearch } from './search.ts';
import { fmt, type Row, table, verdict } from './stats.ts';
import { TRIP_SITE_PATH } from './trips.ts';
import { benchWeight, type WeightResult, weightRows } from './weight.ts';

const TRIP_BENCHES = ['trip-hit', 'trip-cold', 'trip-actions', 'trip-inp', 'trip-lighthouse'] as const;
const BENCHES = [
  'hit',
  'cold',
  'flight',
  'html',
  'weight',
  'hydration',
  'lighthouse',
  ...TRIP_BENCHES,
  'country-lighthouse',
  'search-lighthouse',
  'destination',
  'search',
  'checkout',
  'payment',
  'mixed',
] as const;
type Bench = (typeof BENCHES)[number];

function parseOnly(argv: string[]): Bench[] {
  const arg = argv.find((a) => a.startsWith('--only='));
  if (!arg) return [...BENCHES];
  const names = arg
    .slice('--only='.length)
    .split(',')
    .filter(Boolean)
    .flatMap((name) => (name === 'trip' ? [...TRIP_BENCHES] : [name]));
  for (const name of names) {
    if (!(BENCHES as readonly string[]).includes(name)) {
      throw new Error(`unknown benchmark ${JSON.stringify(name)}: use --only=${BENCHES.join('|')}|trip`);
    }
  }
  return [...new Set(names)] as Bench[];
}

const started = Date.now();

function checkoutRows(r: CheckoutResult): Row[] {
  return [
    [
      'step transition p50',
      `${fmt(r.step.p50Ms, 3)} ms`,
      `${verdict(r.met.step, `≤ ${STEP_TARGET_P50_MS} ms`)}; an activity added or removed, server time; p99 ${fmt(r.step.p99Ms, 3)} ms; runs ${r.step.runs.join(', ')}`,
    ],
    [
      'cancelled search',
      `${fmt(r.cancel.p50Ms, 2)} ms`,
      `${verdict(r.met.cancel, `≤ ${CANCEL_TARGET_MS} ms, upstream aborted`)}; sandbox +800 ms; max ${fmt(r.cancel.maxMs, 2)} ms; upstream aborted ${r.cancel.abortedUpstream}/${r.cancel.searches}; runs ${r.cancel.runs.join(', ')}`,
    ],
    [
      'cached search p50',
      `${fmt(r.cached.p50Ms, 3)} ms`,
      `${verdict(r.met.cached, `≤ ${CACHED_SEARCH_TARGET_P50_MS} ms`)}; server time; p99 ${fmt(r.cached.p99Ms, 3)} ms; runs ${r.cached.runs.join(', ')}`,
    ],
  ];
}

function mixedRows(r: MixedResult): Row[] {
  const sideRows = (x: MixedResult['one']): Row[] => [
    [
      `${x.instances} instance(s) req/s`,
      fmt(x.reqPerSec, 0),
      `median of rounds ${x.rounds.join(', ')}; p50/p99 ${x.latencyP50Ms}/${x.latencyP99Ms} ms; statuses ${JSON.stringify(x.statuses)}; errors ${x.errors}`,
    ],
    [
      `${x.instances} instance(s) cache hits`,
      `${fmt(x.hitRatio.memory * 100, 1)}% / ${fmt(x.hitRatio.redis * 100, 1)}%`,
      `in-process / Redis tier lookups that hit; page answers by source ${JSON.stringify(x.pageSources)}`,
    ],
  ];
  return [
    [
      'requests',
      String(r.distinctRequests),
      'distinct: markets × site kinds × experiment arms × devices × first/returning × page kinds',
    ],
    ...sideRows(r.one),
    ...sideRows(r.three),
    [
      'scaling 3 / 1',
      fmt(r.scaling, 2),
      'throughput of three instances over one, same machine (2 cores, the load generator on it too)',
    ],
  ];
}

function paymentRows(r: PaymentResult): Row[] {
  return [
    [
      'return + confirmation p50',
      `${fmt(r.confirm.p50Ms, 2)} ms`,
      `${verdict(r.met.confirm, `≤ ${CONFIRM_TARGET_P50_MS} ms`)}; settle, book once, confirmation page; server time, sandbox without latency; p99 ${fmt(r.confirm.p99Ms, 2)} ms; runs ${r.confirm.runs.join(', ')}`,
    ],
    [
      '50 concurrent pays, slowest',
      `${fmt(r.fifty.maxMs, 1)} ms`,
      `${verdict(r.met.fifty, `≤ ${PAY_TARGET_MAX_MS} ms, one booking`)}; two composer instances; bookings ${r.fifty.bookings.join(', ')}; charges ${r.fifty.charges.join(', ')}; ${r.fifty.destinations} destination; runs ${r.fifty.runs.join(', ')}`,
    ],
    [
      'budget PDF p50',
      `${fmt(r.pdf.p50Ms, 2)} ms`,
      `${verdict(r.met.pdf, `≤ ${PDF_TARGET_P50_MS} ms, ≤ ${PDF_TARGET_BYTES / 1000} KB`)}; page composed and drawn, server time; ${fmt(r.pdf.bytes / 1000, 1)} KB; runs ${r.pdf.runs.join(', ')}`,
    ],
  ];
}

function hitRows(r: HitResult): Row[] {
  const s = r.settings;
  return [
    [
      'settings',
      `${s.rounds}×${s.roundSeconds}s`,
      `${s.connections} connections, pipelining ${s.pipelining}; GET ${r.path}`,
    ],
    [
      'page body',
      `${r.bodyBytes} B`,
      `${r.contentType}; bare replies same bytes: ${r.sameBytes ? 'yes' : 'NO'}`,
    ],
    [
      'composer req/s',
      fmt(r.composer.reqPerSec, 0),
      `rounds ${r.composer.rounds.map((x) => x.reqPerSec).join(', ')}`,
    ],
    ['bare req/s', fmt(r.bare.reqPerSec, 0), `rounds ${r.bare.rounds.map((x) => x.reqPerSec).join(', ')}`],
    ['ratio A/B', fmt(r.ratio, 3), verdict(r.met, `≥ ${HIT_TARGET}`)],
    ['round ratios', '', r.roundRatios.join(', ')],
    ['composer p50/p99', `${r.composer.latencyP50Ms}/${r.composer.latencyP99Ms} ms`],
    ['bare p50/p99', `${r.bare.latencyP50Ms}/${r.bare.latencyP99Ms} ms`],
    ['non-2xx + errors', String(r.failures)],
  ];
}

function coldRows(r: ColdResult): Row[] {
  return [
    [
      'settings',
      `${r.settings.runs} runs`,
      `${r.settings.warmup} warm-up + ${r.settings.measured} measured, sequential; content store ${
        process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'
      }; GET ${r.path}`,
    ],
    ['server p50', `${fmt(r.p50Ms, 3)} ms`, verdict(r.met, `≤ ${r.targetMs} ms`)],
    ['server p99', `${fmt(r.p99Ms, 3)} ms`],
    ...r.runs.map(
      (x, i): Row => [
        `run ${i + 1}`,
        `${fmt(x.serverP50Ms, 3)}/${fmt(x.serverP99Ms, 3)} ms`,
        `server p50/p99; client round trip ${fmt(x.clientP50Ms, 3)}/${fmt(x.clientP99Ms, 3)} ms; ` +
          `${x.upstreamCallsPerPage} upstream calls/page, ${fmt(x.sandboxMsPerPage, 2)} ms sandbox time/page`,
      ],
    ),
    ...Object.entries(r.runs[0]?.repeatedKeys ?? {}).map(
      ([key, n]): Row => [`  ${key}`, `${n}×`, 'fetched more than once per page (run 1, cache off)'],
    ),
  ];
}

function flightRows(r: FlightResult): Row[] {
  return [
    [
      'settings',
      `${r.settings.runs} runs`,
      `${r.settings.concurrency} concurrent requests, fresh composer each`,
    ],
    [
      'max calls per key',
      String(r.maxCallsPerKey),
      verdict(r.maxCallsPerKey === 1, 'exactly 1 for every key'),
    ],
    [
      'all 200',
      r.allOk ? 'yes' : 'no',
      verdict(r.allOk, `${r.settings.concurrency}/${r.settings.concurrency}`),
    ],
    ['identical bodies', r.identicalBodies ? 'yes' : 'no', verdict(r.identicalBodies, '1 distinct body')],
    ...r.runs.map(
      (x, i): Row => [
        `run ${i + 1}`,
        `${x.keys} keys`,
        `calls/key→keys ${JSON.stringify(x.distribution)}; statuses ${JSON.stringify(x.statuses)}; ` +
          `${x.distinctBodies} distinct; ${x.burstMs} ms`,
      ],
    ),
    ...Object.entries(r.runs[0]?.calls ?? {}).map(([key, n]): Row => [`  ${key}`, String(n), 'run 1']),
  ];
}

function sizeNote(s: Sizes): string {
  return `p50 ${s.p50} B, p90 ${s.p90} B, max ${s.max} B; sent (br) p50 ${s.sentP50} B, max ${s.sentMax} B (${s.count})`;
}

function actionsRows(r: ActionsResult): Row[] {
  const s = r.settings;
  const kind = (regime: string, name: string, k: ActionKindResult): Row[] => [
    [
      `${regime} ${name} p50/p99`,
      `${fmt(k.p50Ms, 2)}/${fmt(k.p99Ms, 2)} ms`,
      `${k.action}; runs p50 ${k.runs.map((x) => fmt(x, 2)).join(', ')} ms`,
    ],
    [`${regime} ${name} patch`, `${k.sizes.max} B`, `max; ${sizeNote(k.sizes)}`],
  ];
  const c = r.catalogue;
  return [
    [
      'settings',
      `${s.runs}×${s.stepsPerRun}`,
      `sequential, each from the previous answer's url: ${s.months} months × (${s.categories} categories + a month change); ${s.path}`,
    ],
    ['composed', '', 'composed output uncached (CACHE_COMPOSITION_DISABLED), upstream data cached'],
    ...kind('composed', 'category', r.composed.category),
    ...kind('composed', 'month', r.composed.month),
    ['cached', '', 'every cache tier on: the pages of the cycle are cache hits'],
    ...kind('cached', 'category', r.cached.category),
    ...kind('cached', 'month', r.cached.month),
    ['server time', '', verdict(r.met.time, `p50 ≤ ${ACTION_TARGET_P50_MS} ms, each regime and action`)],
    ['patch size', '', verdict(r.met.size, `every answer ≤ ${PATCH_TARGET_BYTES} B, the benchmark's trip`)],
    ['catalogue', `${c.trips} trips`, 'every US trip, month and category (for the spread, no target)'],
    ['  category', `${c.category.p50} B`, sizeNote(c.category)],
    ['  month', `${c.month.p50} B`, sizeNote(c.month)],
    ['  largest', `${c.largest.bytes} B`, c.largest.change],
  ];
}

async function main(): Promise<void> {
  installSignalHandlers();
  const only = parseOnly(process.argv.slice(2));
  const results: {
    hit?: HitResult;
    cold?: ColdResult;
    flight?: FlightResult;
    html?: HtmlResult;
    weight?: WeightResult;
    hydration?: HydrationResult;
    lighthouse?: LighthouseResult;
    tripHit?: HitResult;
    tripCold?: ColdResult;
    tripActions?: ActionsResult;
    tripInp?: InpResult;
    tripLighthouse?: LighthouseResult;
    countryLighthouse?: LighthouseResult;
    searchLighthouse?: LighthouseResult;
    destination?: DestinationResult;
    search?: ColdResult;
    checkout?: CheckoutResult;
    payment?: PaymentResult;
    mixed?: MixedResult;
  } = {};
  try {
    // The web benchmarks run the sandbox inside their web child; the composer ones share this one.
    const composerBenches: readonly Bench[] = [
      'hit',
      'cold',
      'flight',
      'trip-hit',
      'trip-cold',
      'trip-actions',
      'destination',
      'search',
      'checkout',
      'payment',
      'mixed',
    ];
    const needsSandbox = only.some((b) => composerBenches.includes(b));
    log(
      `starting ${needsSandbox ? 'sandbox and ' : ''}seeding a content store template (benchmarks: ${only.join(', ')})`,
    );
    const template = await mkdtemp(join(tmpdir(), 'waypoint-bench-content-'));
    process.on('exit', () => rmSync(template, { recursive: true, force: true }));
    const [sandbox, seeder] = await Promise.all([
      needsSandbox
        ? startServer('sandbox', { BENCH_ROLE: 'sandbox', BENCH_REMOVE_ON_EXIT: template })
        : undefined,
      startServer('content-template', { BENCH_ROLE: 'content-template', BENCH_CONTENT_DIR: template }),
    ]);
    await stopServer(seeder);
    setCommonEnv({ BENCH_CONTENT_TEMPLATE: template });
    if (sandbox && only.includes('hit')) results.hit = await benchHit(sandbox);
    if (sandbox && only.includes('cold')) results.cold = await benchCold(sandbox);
    if (sandbox && only.includes('flight')) results.flight = await benchFlight(sandbox);
    if (only.includes('html')) results.html = await benchHtml();
    if (only.includes('weight')) results.weight = await benchWeight();
    if (only.includes('hydration')) results.hydration = await benchHydration();
    if (only.includes('lighthouse')) results.lighthouse = await benchLighthouse(HOME_SITE_PATH, 'us');
    if (sandbox && only.includes('trip-hit')) results.tripHit = await benchHit(sandbox, TRIP_PAGE_PATH);
    if (sandbox && only.includes('trip-cold')) {
      results.tripCold = await benchCold(sandbox, TRIP_PAGE_PATH, TRIP_COLD_TARGET_P50_MS);
    }
    if (sandbox && only.includes('trip-actions')) results.tripActions = await benchActions(sandbox);
    if (sandbox && only.includes('destination')) results.destination = await benchDestination(sandbox);
    if (sandbox && only.includes('search')) results.search = await benchSearch(sandbox);
    if (sandbox && only.includes('checkout')) results.checkout = await benchCheckout(sandbox);
    if (sandbox && only.includes('payment')) results.payment = await benchPayment(sandbox);
    if (sandbox && only.includes('mixed')) results.mixed = await benchMixed(sandbox);
    if (only.includes('trip-inp')) results.tripInp = await benchInp();
    if (only.includes('trip-lighthouse')) {
      results.tripLighthouse = await benchLighthouse(TRIP_SITE_PATH, 'trip');
    }
    if (only.includes('country-lighthouse')) {
      results.countryLighthouse = await benchLighthouse(COUNTRY_SITE_PATH, 'country');
    }
    if (only.includes('search-lighthouse')) {
      results.searchLighthouse = await benchLighthouse(SEARCH_SITE_PATH, 'search');
    }
  } finally {
    await stopAll();
  }

  const cpu = cpus();
  const report = {
    date: new Date().toISOString(),
    command: `tsx tests/bench/run.ts ${process.argv.slice(2).join(' ')}`.trim(),
    node: process.version,
    machine: {
      cpus: cpu.length,
      model: cpu[0]?.model ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
    },
    durationSeconds: Math.round((Date.now() - started) / 100) / 10,
    benchmarks: only,
    ...results,
  };
  const out: string[] = [`Waypoint benchmarks, ${report.date}, node ${report.node}, ${cpu.length} CPUs`];
  const sections = [
    results.hit &&
      table(`1. Cache-hit throughput: composer (A) vs bare Fastify, same bytes (B)`, hitRows(results.hit)),
    results.cold && table(`2. Cold composition (CACHE_DISABLED=true), server time`, coldRows(results.cold)),
    results.flight && table(`3. Single flight: concurrent cold requests`, flightRows(results.flight)),
    results.html &&
      table(`4. HTML throughput: GET /us from the web stack vs renderToString alone`, htmlRows(results.html)),
    results.weight &&
      table(`5. Page weight of /us: HTML and JavaScript (gzip -9)`, weightRows(results.weight)),
    results.hydration &&
      table(`6. Hydration: islands / whole page, medians of fresh loads`, hydrationRows(results.hydration)),
    results.lighthouse &&
      table(`7. Lighthouse on /us (mobile, simulated throttling)`, lighthouseRows(results.lighthouse)),
    results.tripHit &&
      table(`8. Trip page cache-hit throughput: composer (A) vs bare Fastify (B)`, hitRows(results.tripHit)),
    results.tripCold &&
      table(`9. Trip page cold composition (CACHE_DISABLED=true), server time`, coldRows(results.tripCold)),
    results.tripActions &&
      table(`10. Trip page actions: server time and patch size`, actionsRows(results.tripActions)),
    results.tripInp &&
      table(`11. Trip page: INP of a category change (Chromium, 4× CPU)`, inpRows(results.tripInp)),
    results.tripLighthouse &&
      table(
        `12. Lighthouse on a trip page (mobile, simulated throttling)`,
        lighthouseRows(results.tripLighthouse),
      ),
    results.countryLighthouse &&
      table(
        `Lighthouse on a country page, ${COUNTRY_SITE_PATH} (mobile, simulated throttling)`,
        lighthouseRows(results.countryLighthouse),
      ),
    results.searchLighthouse &&
      table(
        `Lighthouse on the search results, ${SEARCH_SITE_PATH} (mobile, simulated throttling)`,
        lighthouseRows(results.searchLighthouse),
      ),
    results.destination &&
      table(
        `Country page ${results.destination.cold.path}: cold composition (CACHE_DISABLED=true), server time`,
        coldRows(results.destination.cold),
      ),
    results.destination &&
      table(
        `Country page cache-hit throughput: composer (A) vs bare Fastify (B)`,
        hitRows(results.destination.hit),
      ),
    results.search &&
      table(
        `Search results ${results.search.path}: a search with two filters, cold composition (CACHE_DISABLED=true), server time`,
        coldRows(results.search),
      ),
    results.checkout &&
      table(`13. Flights and checkout: steps, cancel, cached search`, checkoutRows(results.checkout)),
    results.payment &&
      table(`14. Payment: confirmation, concurrent pays, budget PDF`, paymentRows(results.payment)),
    results.mixed &&
      table(
        `15. Mixed traffic behind HAProxy on a Redis Cluster: one composer, then three`,
        mixedRows(results.mixed),
      ),
  ];
  for (const section of sections) if (section) out.push(section);
  console.log(`${out.join('\n')}\n\ntotal ${report.durationSeconds} s`);

  const dir = join(REPO_ROOT, 'bench-results');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${join(dir, 'latest.json')}`);
}

main().then(
  () => process.exit(0),
  async (err) => {
    console.error(err);
    await stopAll();
    process.exit(1);
  },
);
