/**
 * Flights and checkout, against a composer child and the sandbox child over
 * real HTTP:
 *
 * - `step`: a checkout step transition that changes the breakdown (an activity added, then removed, in
 *   turn), server time (`reply.elapsedTime`, the bench hook of servers.ts) with the upstream caches warm
 *   (the checkout itself is never cached: every answer reads the order attempt). Target p50 ≤ 30 ms.
 * - `cancel`: a flight search while the sandbox adds 800 ms of latency, cancelled by the traveller once
 *   the search is upstream: the cancel's round trip (client time, target ≤ 50 ms) and whether the
 *   composer aborted its upstream call (the sandbox counts calls whose client went away).
 * - `cached`: a flight search already made (the 15-minute shared cache), server time. Target p50 ≤ 10 ms.
 *
 * Each is measured in RUNS runs; the figure is the median of the runs' p50s.
 */
import type { ActionResponse, Block, PageTree, SubmitAction } from '@waypoint/schemas';
import { Client } from 'undici';
import { log, type Server, startServer, stopServer } from './children.ts';
import { pageApiPath } from './pages.ts';
import { median, percentile, round } from './stats.ts';
import { TRIP_SITE_PATH } from './trips.ts';

const RUNS = 3;
const STEPS_PER_RUN = 40;
const CANCELS_PER_RUN = 6;
const CACHED_PER_RUN = 40;
export const STEP_TARGET_P50_MS = 30;
export const CANCEL_TARGET_MS = 50;
export const CACHED_SEARCH_TARGET_P50_MS = 10;
const LATENCY_MS = 800;

export interface CheckoutResult {
  step: { runs: number[]; p50Ms: number; p99Ms: number };
  cancel: { runs: number[]; p50Ms: number; maxMs: number; searches: number; abortedUpstream: number };
  cached: { runs: number[]; p50Ms: number; p99Ms: number };
  met: { step: boolean; cancel: boolean; cached: boolean };
}

const blocksOf = (tree: PageTree): Block[] => Object.values(tree.regions).flat();

export async function getTree(client: Client, sitePath: string): Promise<PageTree> {
  const res = await client.request({ method: 'GET', path: pageApiPath(sitePath) });
  if (res.statusCode !== 200) throw new Error(`checkout: ${sitePath} answered ${res.statusCode}`);
  return (await res.body.json()) as PageTree;
}

async function post(
  url: string,
  path: string,
  name: string,
  input: unknown,
  signal?: AbortSignal,
): Promise<{ status: number; answer: ActionResponse }> {
  const res = await fetch(`${url}/v1/actions/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000' },
    body: JSON.stringify({ path, input }),
    ...(signal ? { signal } : {}),
  });
  return { status: res.status, answer: (await res.json()) as ActionResponse };
}

export async function must(url: string, path: string, name: string, input: unknown): Promise<ActionResponse> {
  const { status, answer } = await post(url, path, name, input);
  if (status !== 200) throw new Error(`checkout: ${name} answered ${status}: ${JSON.stringify(answer)}`);
  return answer;
}

export async function timings(client: Client): Promise<number[]> {
  const res = await client.request({ method: 'GET', path: '/__bench/timings' });
  return ((await res.body.json()) as { timings: number[] }).timings;
}

async function stats(sandbox: Server): Promise<Record<string, number>> {
  const res = await fetch(`${sandbox.url}/__stats`);
  const body = (await res.json()) as { data?: Record<string, number> } & Record<string, unknown>;
  return (body.data ?? body) as Record<string, number>;
}
const count = (s: Record<string, number>, key: string) => s[key] ?? 0;

async function waitFor(condition: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await condition()) return true;
    await new Promise((r) => setTimeout(r, 5));
  }
  return false;
}

/** The trip page's bookable days (the calendar's normal days, first months). */
export function daysOf(tree: PageTree): string[] {
  const calendar = blocksOf(tree).find((b) => b.type === 'DepartureCalendar');
  if (calendar?.type !== 'DepartureCalendar') throw new Error('checkout: the trip page has no calendar');
  return calendar.props.months
    .flatMap((m) => m.days)
    .filter((d) => d.kind === 'normal')
    .map((d) => d.date);
}

/** A checkout at its personalisation step, and its activities' toggle actions. */
export async function personalisedCheckout(
  url: string,
  day: string,
): Promise<{ path: string; token: string }> {
  const chosen = await must(url, `${TRIP_SITE_PATH}?adults=2`, 'selectDepartureDate', { date: day });
  const searched = await must(url, chosen.url!, 'searchFlights', {});
  const selector = searched.patch!.changes.flatMap((c) => c.blocks).find((b) => b.type === 'FlightSelector');
  if (selector?.type !== 'FlightSelector')
    throw new Error('checkout: the search answered no flight selector');
  const flightId = selector.props.flights[0]!.id;
  const started = await must(url, searched.url!, 'startCheckout', { flightId });
  const path = started.navigate!;
  const person = (first: string, email: string) => ({
    firstName: first,
    lastName: 'Bench',
    birthDate: '1980-01-01',
    documentNumber: '',
    email,
    phone: '+1 555 0100',
  });
  const saved = await must(url, path, 'savePassengers', {
    revision: 0,
    passengers: [person('Ada', 'ada@example.com'), person('Bo', '')],
  });
  return { path: saved.url!, token: /\/my-trip\/([^?]+)/.exec(path)![1]! };
}

export async function benchCheckout(sandbox: Server): Promise<CheckoutResult> {
  const server = await startServer('composer-checkout', {
    BENCH_ROLE: 'composer',
    UPSTREAM_URL: sandbox.url,
    BENCH_TIMINGS: 'true',
  });
  const client = new Client(server.url, { pipelining: 1 });
  try {
    // Bookable days of this month and the next three (each cancel needs a day never searched).
    const first = await getTree(client, `${TRIP_SITE_PATH}?adults=2`);
    const calendar = blocksOf(first).find((b) => b.type === 'DepartureCalendar');
    if (calendar?.type !== 'DepartureCalendar') throw new Error('checkout: the trip page has no calendar');
    const months = calendar.props.monthNav.options.slice(0, 4).map((o) => o.month);
    const days: string[] = [];
    for (const month of months)
      days.push(...daysOf(await getTree(client, `${TRIP_SITE_PATH}?adults=2&month=${month}`)));
    const needed = 1 + RUNS * CANCELS_PER_RUN;
    if (days.length < needed) throw new Error(`checkout: ${days.length} days, ${needed} needed`);

    // 1. Step transitions that change the breakdown: an activity added, then removed.
    const checkout = await personalisedCheckout(server.url, days[0]!);
    const activityAction = async (): Promise<SubmitAction> => {
      const tree = await getTree(client, checkout.path);
      const options = blocksOf(tree).find((b) => b.type === 'ActivityOptions');
      if (options?.type !== 'ActivityOptions') throw new Error('checkout: the step shows no activities');
      return options.props.options[0]!.action!;
    };
    for (let i = 0; i < 10; i++) {
      const action = await activityAction();
      await must(server.url, checkout.path, action.action, action.input); // warm-up
    }
    const step: number[][] = [];
    for (let run = 0; run < RUNS; run++) {
      const times: number[] = [];
      for (let i = 0; i < STEPS_PER_RUN; i++) {
        const action = await activityAction();
        await timings(client);
        await must(server.url, checkout.path, action.action, action.input);
        times.push(...(await timings(client)));
      }
      step.push(times);
      log(`checkout step: run ${run + 1}/${RUNS} p50 ${round(percentile(times, 50), 3)} ms`);
    }

    // 2. Cancelled searches, each a day never searched, with the sandbox 800 ms slow (the bench's sandbox
    // child is built with `faults: true`; without it /__faults is a 404 and the figures would be wrong).
    const slowed = await fetch(`${sandbox.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/product/getFlights', latencyMs: LATENCY_MS }),
    });
    if (slowed.status !== 201) throw new Error(`checkout: POST /__faults answered ${slowed.status}`);
    const cancel: number[][] = [];
    let searches = 0;
    let abortedUpstream = 0;
    try {
      let next = 1;
      for (let run = 0; run < RUNS; run++) {
        const times: number[] = [];
        for (let i = 0; i < CANCELS_PER_RUN; i++) {
          const chosen = await must(server.url, `${TRIP_SITE_PATH}?adults=2`, 'selectDepartureDate', {
            date: days[next++]!,
          });
          const before = await stats(sandbox);
          const controller = new AbortController();
          const search = post(server.url, chosen.url!, 'searchFlights', {}, controller.signal).catch(
            () => null,
          );
          const upstream = await waitFor(async () => {
            const s = await stats(sandbox);
            return Object.entries(s).some(
              ([k, v]) =>
                k.startsWith('POST ') && k.endsWith('/api/product/getFlights') && v > count(before, k),
            );
          });
          if (!upstream) throw new Error('checkout: the search never reached the sandbox');
          searches++;
          controller.abort();
          const started = performance.now();
          const cancelled = await must(server.url, chosen.url!, 'cancelFlightSearch', {});
          times.push(performance.now() - started);
          if (!cancelled.events?.some((e) => e.event === 'cancel_simulation')) {
            throw new Error('checkout: the cancel reported no cancel_simulation');
          }
          await search;
          const aborted = await waitFor(async () => {
            const s = await stats(sandbox);
            return Object.entries(s).some(
              ([k, v]) =>
                k.startsWith('ABORTED POST') && k.endsWith('/api/product/getFlights') && v > count(before, k),
            );
          }, 2000);
          if (aborted) abortedUpstream++;
        }
        cancel.push(times);
        log(`checkout cancel: run ${run + 1}/${RUNS} p50 ${round(percentile(times, 50), 2)} ms`);
      }
    } finally {
      await fetch(`${sandbox.url}/__faults`, { method: 'DELETE' });
    }

    // 3. A search already made: answered from the 15-minute cache.
    const chosen = await must(server.url, `${TRIP_SITE_PATH}?adults=2`, 'selectDepartureDate', {
      date: days[0]!,
    });
    await must(server.url, chosen.url!, 'searchFlights', {});
    const cached: number[][] = [];
    for (let run = 0; run < RUNS; run++) {
      await timings(client);
      for (let i = 0; i < CACHED_PER_RUN; i++) await must(server.url, chosen.url!, 'searchFlights', {});
      const times = await timings(client);
      cached.push(times);
      log(`checkout cached search: run ${run + 1}/${RUNS} p50 ${round(percentile(times, 50), 3)} ms`);
    }

    const p50s = (runs: number[][]) => runs.map((t) => round(percentile(t, 50), 3));
    const stepP50 = round(median(step.map((t) => percentile(t, 50))), 3);
    const cancelP50 = round(median(cancel.map((t) => percentile(t, 50))), 2);
    const cachedP50 = round(median(cached.map((t) => percentile(t, 50))), 3);
    const cancelMax = round(Math.max(...cancel.flat()), 2);
    return {
      step: { runs: p50s(step), p50Ms: stepP50, p99Ms: round(median(step.map((t) => percentile(t, 99))), 3) },
      cancel: { runs: p50s(cancel), p50Ms: cancelP50, maxMs: cancelMax, searches, abortedUpstream },
      cached: {
        runs: p50s(cached),
        p50Ms: cachedP50,
        p99Ms: round(median(cached.map((t) => percentile(t, 99))), 3),
      },
      met: {
        step: stepP50 <= STEP_TARGET_P50_MS,
        cancel: cancelP50 <= CANCEL_TARGET_MS && abortedUpstream === searches,
        cached: cachedP50 <= CACHED_SEARCH_TARGET_P50_MS,
      },
    };
  } finally {
    await client.close();
    await stopServer(server);
  }
}
