/**
 * HTML throughput: `GET /us` from the full web stack (composer + sandbox + web in one child, as
 * scripts/start.ts wires them) against the naive whole-page `renderToString` of the same tree in a tight
 * loop (another child), alternated round by round; plus the same web stack with the renderer's page and
 * fragment caches off, to show what they buy. Identical autocannon settings as the hit benchmark; no
 * Accept-Encoding, so the web sends the HTML uncompressed.
 */
import { log, type Server, startServer, stopServer } from './children.ts';
import {
  CONNECTIONS,
  load,
  PIPELINING,
  ROUND_SECONDS,
  ROUNDS,
  type Sample,
  type Side,
  side,
  WARM_SECONDS,
} from './hit.ts';
import { fmt, median, type Row, round, verdict } from './stats.ts';
import { SITE_PATH } from './web-roles.ts';

export const HTML_TARGET = 0.7;

interface LoopSample {
  renders: number;
  ms: number;
  rendersPerSec: number;
  htmlBytes: number;
}

export interface HtmlResult {
  settings: { rounds: number; roundSeconds: number; connections: number; pipelining: number };
  /** The web's HTML of /us, and the bare renderToString output of the same tree. */
  htmlBytes: number;
  renderHtmlBytes: number;
  /** Cached and uncached web answer the same HTML (nonces aside). */
  sameHtmlWithoutCaches: boolean;
  web: Side;
  renderToString: { rendersPerSec: number; msPerRender: number; rounds: number[] };
  /** Median web req/s over median renders/s. */
  ratio: number;
  roundRatios: number[];
  /** The web with page and fragment caches off (every block rendered on every request). */
  uncached: Side;
  cacheGain: number;
  failures: number;
  met: boolean;
}

async function html(url: string): Promise<{ status: number; body: string }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.text() };
}

async function loop(server: Server, seconds: number): Promise<LoopSample> {
  const res = await fetch(`${server.url}/loop?seconds=${seconds}`, { method: 'POST' });
  if (res.status !== 200) throw new Error(`render-loop answered ${res.status}`);
  const body = (await res.json()) as LoopSample;
  return { ...body, rendersPerSec: round(body.rendersPerSec, 1) };
}

export async function benchHtml(): Promise<HtmlResult> {
  const started: Server[] = [];
  try {
    const [web, uncachedWeb] = await Promise.all([
      startServer('web', { BENCH_ROLE: 'web', WEB_HYDRATION: 'islands' }),
      startServer('web-uncached', {
        BENCH_ROLE: 'web',
        WEB_HYDRATION: 'islands',
        BENCH_RENDER_CACHES: 'off',
      }),
    ]);
    started.push(web, uncachedWeb);
    const renderer = await startServer('render-loop', {
      BENCH_ROLE: 'render-loop',
      BENCH_PAGE_URL: `${web.url}/v1/pages${SITE_PATH}`,
    });
    started.push(renderer);

    const urlWeb = `${web.url}${SITE_PATH}`;
    const urlUncached = `${uncachedWeb.url}${SITE_PATH}`;
    const [a, b] = [await html(urlWeb), await html(urlUncached)];
    if (a.status !== 200 || b.status !== 200)
      throw new Error(`/us status: web ${a.status}, uncached ${b.status}`);
    // Each child has its own port, which the canonical and alternate links carry.
    const comparable = (s: string, server: Server) =>
      s.replace(/nonce="[^"]*"/g, '').replaceAll(server.url.replace('http://', ''), 'HOST');

    log(`html: warming web, uncached web and render loop (${WARM_SECONDS} s each, twice)`);
    let warm: LoopSample | undefined;
    for (let i = 0; i < 2; i++) {
      await load(urlWeb, WARM_SECONDS);
      await load(urlUncached, WARM_SECONDS);
      warm = await loop(renderer, WARM_SECONDS);
    }
    const webRounds: Sample[] = [];
    const uncachedRounds: Sample[] = [];
    const loopRounds: LoopSample[] = [];
    const order = ['web', 'loop', 'uncached'] as const;
    for (let i = 0; i < ROUNDS; i++) {
      // Alternate the order, so that a drift of the machine does not favour one side.
      for (const which of i % 2 === 0 ? order : [...order].reverse()) {
        if (which === 'loop') {
          const sample = await loop(renderer, ROUND_SECONDS);
          loopRounds.push(sample);
          log(`html: round ${i + 1}/${ROUNDS} renderToString ${sample.rendersPerSec} renders/s`);
        } else {
          const sample = await load(which === 'web' ? urlWeb : urlUncached, ROUND_SECONDS);
          (which === 'web' ? webRounds : uncachedRounds).push(sample);
          log(`html: round ${i + 1}/${ROUNDS} ${which} ${sample.reqPerSec} req/s`);
        }
      }
    }
    const webSide = side(urlWeb, webRounds);
    const uncached = side(urlUncached, uncachedRounds);
    const rendersPerSec = round(median(loopRounds.map((s) => s.rendersPerSec)), 1);
    const ratio = round(webSide.reqPerSec / rendersPerSec, 3);
    return {
      settings: {
        rounds: ROUNDS,
        roundSeconds: ROUND_SECONDS,
        connections: CONNECTIONS,
        pipelining: PIPELINING,
      },
      htmlBytes: Buffer.byteLength(a.body),
      renderHtmlBytes: warm!.htmlBytes,
      sameHtmlWithoutCaches: comparable(a.body, web) === comparable(b.body, uncachedWeb),
      web: webSide,
      renderToString: {
        rendersPerSec,
        msPerRender: round(1000 / rendersPerSec, 3),
        rounds: loopRounds.map((s) => s.rendersPerSec),
      },
      ratio,
      roundRatios: webRounds.map((s, i) => round(s.reqPerSec / loopRounds[i]!.rendersPerSec, 3)),
      uncached,
      cacheGain: round(webSide.reqPerSec / uncached.reqPerSec, 2),
      failures: [...webRounds, ...uncachedRounds].reduce((n, s) => n + s.non2xx + s.errors, 0),
      met: ratio >= HTML_TARGET,
    };
  } finally {
    await Promise.all(started.map(stopServer));
  }
}

export function htmlRows(r: HtmlResult): Row[] {
  const s = r.settings;
  const rounds = (x: Side) => `rounds ${x.rounds.map((y) => y.reqPerSec).join(', ')}`;
  return [
    [
      'settings',
      `${s.rounds}×${s.roundSeconds}s`,
      `${s.connections} connections, pipelining ${s.pipelining}, no compression; loop in its own child`,
    ],
    ['HTML /us', `${r.htmlBytes} B`, `renderToString of the same tree alone: ${r.renderHtmlBytes} B`],
    ['web req/s', fmt(r.web.reqPerSec, 0), rounds(r.web)],
    [
      'renderToString /s',
      fmt(r.renderToString.rendersPerSec, 0),
      `rounds ${r.renderToString.rounds.join(', ')}`,
    ],
    ['ratio web/render', fmt(r.ratio, 3), verdict(r.met, `≥ ${HTML_TARGET}`)],
    ['round ratios', '', r.roundRatios.join(', ')],
    ['web p50/p99', `${r.web.latencyP50Ms}/${r.web.latencyP99Ms} ms`],
    ['render time', `${fmt(r.renderToString.msPerRender, 3)} ms`, 'mean per whole-page renderToString'],
    [
      'web, caches off',
      fmt(r.uncached.reqPerSec, 0),
      `req/s; ${rounds(r.uncached)}; same HTML: ${r.sameHtmlWithoutCaches ? 'yes' : 'NO'}`,
    ],
    ['  p50/p99', `${r.uncached.latencyP50Ms}/${r.uncached.latencyP99Ms} ms`],
    ['caches buy', `${fmt(r.cacheGain, 2)}×`, 'web req/s with page + fragment caches over without'],
    ['non-2xx + errors', String(r.failures)],
  ];
}
