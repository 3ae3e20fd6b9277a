/**
 * Trip page actions, server time and patch size: category changes (`selectCategory`) and month changes
 * (`showMonth`), each posted from the state the previous answer left (its `url`). One cycle walks the
 * calendar's twelve months, and in each month picks every category in turn, then moves to the next
 * month; the choices come from the page's own props. Timed by the composer itself
 * (`reply.elapsedTime` of `/v1/actions/`, the bench-only hook of servers.ts), after a warm-up cycle
 * that fills the upstream caches (product, airports, itinerary, day prices of every category and
 * month). Two regimes, each in a fresh composer:
 *
 * - `composed`: CACHE_COMPOSITION_DISABLED=true, so every answer composes both pages (the one on
 *   screen and the new one) and diffs them; only upstream data and layouts come from the cache: the
 *   cost of a state no one asked for before. The time target is checked on both regimes.
 * - `cached`: every tier on; after the warm-up each page of the cycle is a page-cache hit, which is what
 *   a popular trip costs.
 *
 * Then the size of every category and month change over the whole catalogue (every US trip, every
 * month, every category), for the spread of patch sizes across trips: the target is checked on the
 * benchmark's trip, the catalogue's figures say how far real trips stray from it.
 */
import { brotliDecompressSync } from 'node:zlib';
import type { ActionResponse, Block, PageTree, SubmitAction } from '@waypoint/schemas';
import { Client } from 'undici';
import { log, type Server, startServer, stopServer } from './children.ts';
import { pageApiPath } from './pages.ts';
import { median, percentile, round } from './stats.ts';
import { TRIP_SITE_PATH, usTripPaths } from './trips.ts';

const RUNS = 3;
const CYCLES_PER_RUN = 3;
export const ACTION_TARGET_P50_MS = 10;
export const PATCH_TARGET_BYTES = 15_000;

type Kind = 'category' | 'month';
const REGIMES = ['composed', 'cached'] as const;
type Regime = (typeof REGIMES)[number];

interface Step {
  kind: Kind;
  action: SubmitAction;
}

/** Bytes of JSON, and as sent to a browser (brotli, content-encoding br). */
export interface Sizes {
  count: number;
  p50: number;
  p90: number;
  max: number;
  sentP50: number;
  sentMax: number;
}

interface Answer {
  body: string;
  /** Bytes on the wire. */
  sent: number;
  url: string;
}

export interface ActionKindResult {
  action: string;
  runs: number[];
  /** Median over the runs of each run's p50 (p99), server time. */
  p50Ms: number;
  p99Ms: number;
  sizes: Sizes;
}

export interface ActionsResult {
  settings: { runs: number; stepsPerRun: number; categories: number; months: number; path: string };
  composed: Record<Kind, ActionKindResult>;
  cached: Record<Kind, ActionKindResult>;
  /** Every US trip of the catalogue: patch sizes of its category and month changes. */
  catalogue: { trips: number; category: Sizes; month: Sizes; largest: { bytes: number; change: string } };
  met: { time: boolean; size: boolean };
}

function sizesOf(answers: readonly Answer[]): Sizes {
  const raw = answers.map((a) => Buffer.byteLength(a.body));
  const sent = answers.map((a) => a.sent);
  return {
    count: answers.length,
    p50: percentile(raw, 50),
    p90: percentile(raw, 90),
    max: Math.max(...raw),
    sentP50: percentile(sent, 50),
    sentMax: Math.max(...sent),
  };
}

const blocksOf = (tree: PageTree): Block[] => Object.values(tree.regions).flat();

async function getTree(client: Client, sitePath: string): Promise<PageTree> {
  const res = await client.request({ method: 'GET', path: pageApiPath(sitePath) });
  if (res.statusCode !== 200) throw new Error(`actions: ${sitePath} answered ${res.statusCode}`);
  return (await res.body.json()) as PageTree;
}

/** The page's category choices (their actions) and the calendar's months (the month template). */
function choicesOf(tree: PageTree): { categories: SubmitAction[]; months: SubmitAction[] } {
  const blocks = blocksOf(tree);
  const categories = blocks.find((b) => b.type === 'CategorySelector');
  const calendar = blocks.find((b) => b.type === 'DepartureCalendar');
  if (categories?.type !== 'CategorySelector' || calendar?.type !== 'DepartureCalendar') {
    throw new Error(`actions: ${tree.page.path} has no category selector or no calendar`);
  }
  const select = calendar.props.monthNav.select.action;
  return {
    categories: categories.props.options.map((o) => o.action),
    months: calendar.props.monthNav.options.map((o) => ({
      ...select,
      input: { ...select.input, month: o.month },
    })),
  };
}

/** Posts as the browser does, accepting brotli; the JSON and the bytes sent. */
async function post(client: Client, path: string, action: SubmitAction): Promise<Answer> {
  const res = await client.request({
    method: 'POST',
    path: `/v1/actions/${action.action}`,
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
    body: JSON.stringify({ path, input: action.input }),
  });
  const bytes = Buffer.from(await res.body.arrayBuffer());
  const body = (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(bytes) : bytes).toString();
  if (res.statusCode !== 200)
    throw new Error(`actions: ${action.action} answered ${res.statusCode}: ${body}`);
  const answer = JSON.parse(body) as ActionResponse;
  if (!answer.patch || !answer.url) throw new Error(`actions: ${action.action} did not patch: ${body}`);
  return { body, sent: bytes.length, url: answer.url };
}

/** Every month in turn, and in each every category in turn (starting from one not chosen). */
function cycleSteps(choices: ReturnType<typeof choicesOf>): Step[] {
  const steps: Step[] = [];
  const months = [...choices.months.slice(1), choices.months[0]!];
  const categories = [...choices.categories.slice(1), choices.categories[0]!];
  for (const month of months) {
    for (const category of categories) steps.push({ kind: 'category', action: category });
    steps.push({ kind: 'month', action: month });
  }
  return steps;
}

async function timings(client: Client): Promise<number[]> {
  const res = await client.request({ method: 'GET', path: '/__bench/timings' });
  return ((await res.body.json()) as { timings: number[] }).timings;
}

async function benchRegime(
  sandbox: Server,
  regime: Regime,
): Promise<{ kinds: Record<Kind, ActionKindResult>; steps: number; choices: ReturnType<typeof choicesOf> }> {
  const server = await startServer(`composer-actions-${regime}`, {
    BENCH_ROLE: 'composer',
    UPSTREAM_URL: sandbox.url,
    BENCH_TIMINGS: 'true',
    CACHE_COMPOSITION_DISABLED: regime === 'composed' ? 'true' : 'false',
  });
  const client = new Client(server.url, { pipelining: 1 });
  try {
    const choices = choicesOf(await getTree(client, TRIP_SITE_PATH));
    const cycle = cycleSteps(choices);
    const steps = Array.from({ length: CYCLES_PER_RUN }, () => cycle).flat();
    let path = TRIP_SITE_PATH;
    for (const step of cycle) path = (await post(client, path, step.action)).url; // warm-up
    const times: Record<Kind, number[][]> = { category: [], month: [] };
    const answers: Record<Kind, Answer[]> = { category: [], month: [] };
    for (let run = 0; run < RUNS; run++) {
      await timings(client); // discard the warm-up and the page request
      const runAnswers: Answer[] = [];
      for (const step of steps) {
        const answer = await post(client, path, step.action);
        runAnswers.push(answer);
        path = answer.url;
      }
      const all = await timings(client);
      if (all.length !== steps.length) throw new Error(`actions: ${all.length} timings for ${steps.length}`);
      for (const kind of ['category', 'month'] as const) {
        times[kind].push(all.filter((_, i) => steps[i]!.kind === kind));
        answers[kind].push(...runAnswers.filter((_, i) => steps[i]!.kind === kind));
      }
      log(
        `actions ${regime}: run ${run + 1}/${RUNS} p50 category ${round(percentile(times.category.at(-1)!, 50), 3)} ms, ` +
          `month ${round(percentile(times.month.at(-1)!, 50), 3)} ms`,
      );
    }
    const result = (kind: Kind, action: string): ActionKindResult => ({
      action,
      runs: times[kind].map((t) => round(percentile(t, 50), 3)),
      p50Ms: round(median(times[kind].map((t) => percentile(t, 50))), 3),
      p99Ms: round(median(times[kind].map((t) => percentile(t, 99))), 3),
      sizes: sizesOf(answers[kind]),
    });
    return {
      kinds: { category: result('category', 'selectCategory'), month: result('month', 'showMonth') },
      steps: steps.length,
      choices,
    };
  } finally {
    await client.close();
    await stopServer(server);
  }
}

/** Every US trip: from each month, every category; and each month from the one before. */
async function benchCatalogue(sandbox: Server): Promise<ActionsResult['catalogue']> {
  const server = await startServer('composer-actions-catalogue', {
    BENCH_ROLE: 'composer',
    UPSTREAM_URL: sandbox.url,
  });
  const client = new Client(server.url, { pipelining: 1 });
  try {
    const trips = usTripPaths();
    const answers: Record<Kind, Answer[]> = { category: [], month: [] };
    let largest = { bytes: 0, change: '' };
    for (const [i, trip] of trips.entries()) {
      const { categories, months } = choicesOf(await getTree(client, trip));
      for (const [m, month] of months.entries()) {
        const from = `${trip}?month=${month.input.month}`;
        const changes: Array<[Kind, string, SubmitAction]> = [
          ...categories.map((c): [Kind, string, SubmitAction] => ['category', from, c]),
          ...(m > 0
            ? [
                ['month', `${trip}?month=${months[m - 1]!.input.month}`, month] as [
                  Kind,
                  string,
                  SubmitAction,
                ],
              ]
            : []),
        ];
        for (const [kind, path, action] of changes) {
          const answer = await post(client, path, action);
          answers[kind].push(answer);
          const bytes = Buffer.byteLength(answer.body);
          if (bytes > largest.bytes)
            largest = { bytes, change: `${path} ${action.action} ${JSON.stringify(action.input)}` };
        }
      }
      if ((i + 1) % 50 === 0) log(`actions catalogue: ${i + 1}/${trips.length} trips`);
    }
    return {
      trips: trips.length,
      category: sizesOf(answers.category),
      month: sizesOf(answers.month),
      largest,
    };
  } finally {
    await client.close();
    await stopServer(server);
  }
}

export async function benchActions(sandbox: Server): Promise<ActionsResult> {
  const composed = await benchRegime(sandbox, 'composed');
  const cached = await benchRegime(sandbox, 'cached');
  const catalogue = await benchCatalogue(sandbox);
  const all = [...Object.values(composed.kinds), ...Object.values(cached.kinds)];
  return {
    settings: {
      runs: RUNS,
      stepsPerRun: composed.steps,
      categories: composed.choices.categories.length,
      months: composed.choices.months.length,
      path: TRIP_SITE_PATH,
    },
    composed: composed.kinds,
    cached: cached.kinds,
    catalogue,
    met: {
      time: all.every((k) => k.p50Ms <= ACTION_TARGET_P50_MS),
      size: all.every((k) => k.sizes.max <= PATCH_TARGET_BYTES),
    },
  };
}
