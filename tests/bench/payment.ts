/**
 * Payment and after, against a composer child (two, for the concurrent pays) and
 * the sandbox child over real HTTP:
 *
 * - `confirm`: from the provider sending the traveller back to the confirmation page: the return page
 *   (settle with the provider, book once, 303) plus the confirmation page, server time
 *   (`reply.elapsedTime`). The sandbox answers at once, so the provider's own latency is not in it.
 *   Target p50 ≤ 50 ms.
 * - `fifty`: fifty concurrent 'pay' requests for one attempt just paid at the provider, spread over two
 *   composer instances: bookings made (exactly one), the slowest answer (≤ 2 s), every answer the same
 *   confirmation.
 * - `pdf`: a budget PDF (`/{market}/budget/pdf/{id}.pdf`: the page composed, then drawn), server time
 *   (≤ 500 ms p50) and size (≤ 200 KB).
 *
 * Each is measured in RUNS runs; the figure is the median of the runs' p50s (the worst run for `fifty`).
 */
import type { PageTree } from '@waypoint/schemas';
import { Client } from 'undici';
import { daysOf, getTree, must, personalisedCheckout, timings } from './checkout.ts';
import { log, type Server, startServer, stopServer } from './children.ts';
import { median, percentile, round } from './stats.ts';
import { TRIP_SITE_PATH } from './trips.ts';

const RUNS = 3;
const CONFIRMS_PER_RUN = 12;
const CONCURRENT_PAYS = 50;
const PDFS_PER_RUN = 20;
export const CONFIRM_TARGET_P50_MS = 50;
export const PAY_TARGET_MAX_MS = 2000;
export const PDF_TARGET_P50_MS = 500;
export const PDF_TARGET_BYTES = 200_000;

export interface PaymentResult {
  confirm: { runs: number[]; p50Ms: number; p99Ms: number };
  fifty: { runs: number[]; maxMs: number; bookings: number[]; charges: number[]; destinations: number };
  pdf: { runs: number[]; p50Ms: number; bytes: number };
  met: { confirm: boolean; fifty: boolean; pdf: boolean };
}

const CARD = '4242424242424242';

/** An attempt at its payment step (the trip's `nth` day), the step's address and token. */
async function atPayment(url: string, day: string): Promise<{ step: string; token: string }> {
  const { path, token } = await personalisedCheckout(url, day);
  const revision = async () =>
    (
      (await (await fetch(`${url.replace(/\/$/, '')}/v1/pages${path}`)).json()) as PageTree
    ).regions.main.flatMap((b) => (b.type === 'CheckoutSummary' ? [b.props.next?.action.input] : []))[0];
  let step = path;
  for (let i = 0; i < 3 && !step.includes('type=payment'); i++) {
    const input = await revision();
    if (!input) throw new Error(`payment: ${step} offers no next step`);
    step = (await must(url, step, 'continueCheckout', input)).url!;
  }
  return { step, token };
}

/** Pays on the provider's card page; the return address's path and query. */
async function payAtProvider(url: string, step: string): Promise<string> {
  const started = await must(url, step, 'pay', { consent: true });
  const res = await fetch(started.navigate!, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: CARD, expiry: '12/34', cvc: '123', name: 'Bench' }).toString(),
  });
  const location = res.headers.get('location');
  if (res.status !== 303 || !location) throw new Error(`payment: the provider answered ${res.status}`);
  const back = new URL(location);
  return `${back.pathname}${back.search}`;
}

async function charges(sandbox: Server, token: string) {
  const res = await fetch(`${sandbox.url}/__charges?attempt=${token}`);
  return ((await res.json()) as { data: { charges: number; bookings: number } }).data;
}

export async function benchPayment(sandbox: Server): Promise<PaymentResult> {
  const env = { BENCH_ROLE: 'composer', UPSTREAM_URL: sandbox.url, BENCH_TIMINGS: 'true' };
  const [server, other] = await Promise.all([
    startServer('composer-payment', env),
    startServer('composer-payment-2', env),
  ]);
  const client = new Client(server.url, { pipelining: 1 });
  try {
    const first = await getTree(client, `${TRIP_SITE_PATH}?adults=2`);
    const days = daysOf(first);
    if (days.length === 0) throw new Error('payment: no bookable day');
    const day = days[0]!;

    // 1. Return page + confirmation page, each a fresh attempt paid at the provider.
    const confirm: number[][] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      const times: number[] = [];
      for (let i = 0; i < CONFIRMS_PER_RUN; i++) {
        const { step } = await atPayment(server.url, day);
        const back = await payAtProvider(server.url, step);
        await timings(client);
        const returned = await client.request({ method: 'GET', path: `/v1/pages${back}` });
        await returned.body.dump();
        const location = returned.headers.location;
        if (returned.statusCode !== 303 || typeof location !== 'string' || !/confirmed/.test(location))
          throw new Error(`payment: the return answered ${returned.statusCode} ${String(location)}`);
        const page = await client.request({ method: 'GET', path: `/v1/pages${location}` });
        await page.body.dump();
        if (page.statusCode !== 200) throw new Error(`payment: ${location} answered ${page.statusCode}`);
        const [back_, shown] = await timings(client);
        times.push((back_ ?? 0) + (shown ?? 0));
      }
      // The first run warms up (code paths, connections); it is not counted.
      if (run > 0) confirm.push(times);
      log(`payment confirm: run ${run}/${RUNS} p50 ${round(percentile(times, 50), 2)} ms`);
    }

    // 2. Fifty concurrent pays of one attempt just paid at the provider, over two composer instances.
    const fifty: number[] = [];
    const bookings: number[] = [];
    const chargesMade: number[] = [];
    const destinations = new Set<string>();
    for (let run = 0; run < RUNS; run++) {
      const { step, token } = await atPayment(server.url, day);
      await payAtProvider(server.url, step);
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT_PAYS }, async (_, i) => {
          const started = performance.now();
          const answer = await must(i % 2 === 0 ? server.url : other.url, step, 'pay', { consent: true });
          return { ms: performance.now() - started, navigate: answer.navigate ?? '' };
        }),
      );
      for (const a of answers) destinations.add(a.navigate.replace(token, '{token}'));
      fifty.push(Math.max(...answers.map((a) => a.ms)));
      const made = await charges(sandbox, token);
      bookings.push(made.bookings);
      chargesMade.push(made.charges);
      log(
        `payment fifty: run ${run + 1}/${RUNS} slowest ${round(fifty.at(-1)!, 1)} ms, ${made.bookings} booking`,
      );
    }

    // 3. A budget PDF, composed and drawn.
    const budget = await must(server.url, `${TRIP_SITE_PATH}?adults=2&date=${day}`, 'createBudget', {
      send: false,
    });
    const pdfPath = `/v1/pages${budget.navigate!}`;
    let bytes = 0;
    const pdf: number[][] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      await timings(client);
      for (let i = 0; i < PDFS_PER_RUN; i++) {
        const res = await client.request({ method: 'GET', path: pdfPath });
        const body = Buffer.from(await res.body.arrayBuffer());
        if (res.statusCode !== 200 || !body.subarray(0, 5).equals(Buffer.from('%PDF-')))
          throw new Error(`payment: ${pdfPath} answered ${res.statusCode}`);
        bytes = body.length;
      }
      const times = await timings(client);
      if (run > 0) pdf.push(times);
      log(`payment budget pdf: run ${run}/${RUNS} p50 ${round(percentile(times, 50), 2)} ms, ${bytes} B`);
    }

    const p50s = (runs: number[][]) => runs.map((t) => round(percentile(t, 50), 2));
    const confirmP50 = round(median(confirm.map((t) => percentile(t, 50))), 2);
    const pdfP50 = round(median(pdf.map((t) => percentile(t, 50))), 2);
    const maxMs = round(Math.max(...fifty), 1);
    return {
      confirm: {
        runs: p50s(confirm),
        p50Ms: confirmP50,
        p99Ms: round(median(confirm.map((t) => percentile(t, 99))), 2),
      },
      fifty: {
        runs: fifty.map((m) => round(m, 1)),
        maxMs,
        bookings,
        charges: chargesMade,
        destinations: destinations.size,
      },
      pdf: { runs: p50s(pdf), p50Ms: pdfP50, bytes },
      met: {
        confirm: confirmP50 <= CONFIRM_TARGET_P50_MS,
        fifty:
          maxMs <= PAY_TARGET_MAX_MS &&
          bookings.every((b) => b === 1) &&
          chargesMade.every((c) => c === 1) &&
          destinations.size === 1,
        pdf: pdfP50 <= PDF_TARGET_P50_MS && bytes <= PDF_TARGET_BYTES,
      },
    };
  } finally {
    await client.close();
    await Promise.all([stopServer(server), stopServer(other)]);
  }
}
