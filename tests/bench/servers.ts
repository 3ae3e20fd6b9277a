/**
 * Child-process entry of the benchmarks: `node --import tsx tests/bench/servers.ts`, so that the
 * servers never share an event loop with the load generator. BENCH_ROLE selects what it serves:
 *
 * - `sandbox`: the seller API stand-in on a free port, with `GET /__bench/timings` (the server time
 *   of every API request since the last call, for the cold benchmark's breakdown).
 * - `content-template`: seeds a fresh PGlite content store in BENCH_CONTENT_DIR and closes it;
 *   composers started with BENCH_CONTENT_TEMPLATE copy it instead of creating their own (faster).
 * - `composer`: the composer (`build`, PGlite content store in a temp dir seeded with demo content, or
 *   the real PostgreSQL in a schema of its own when BENCH_DATABASE_URL is set,
 *   in-process cache unless CACHE_DISABLED=true, composed output uncached with
 *   CACHE_COMPOSITION_DISABLED=true, LOG_LEVEL silent) on a free port, against UPSTREAM_URL. Opt-in
 *   extras, for the benchmarks only (composer source is untouched): BENCH_TIMINGS=true adds an
 *   onResponse hook recording `reply.elapsedTime` of page and action requests and
 *   `GET /__bench/timings`, which returns and clears them; BENCH_STATIC=true also starts a bare
 *   Fastify app on a second port whose one route replies the exact bytes and content-type that the
 *   warmed composer returns for BENCH_PAGE_PATH (default `/v1/pages/us`) to a returning visitor,
 *   whose cookies the ready line carries (`cookie`).
 * - `web` and `render-loop`: the full web stack and the bare renderToString loop (see web-roles.ts).
 *
 * Prints one JSON line `{"ready":true,...ports}` on stdout when listening. Exits on SIGTERM/SIGINT,
 * or when the parent goes away (its end of our stdin closes), so no server outlives the run.
 */
import { openContentStore } from '@waypoint/cms-adapter';
import { build, loadEnv } from '@waypoint/composer';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { HOME_SITE_PATH, pageApiPath } from './pages.ts';
import { cleanups, HOST, listen, openBenchContent, removeOnExit } from './server-kit.ts';

const PAGE_PATH = process.env.BENCH_PAGE_PATH ?? pageApiPath(HOME_SITE_PATH);
const WARMUP_REQUESTS = 50;

async function startSandbox(): Promise<Record<string, number>> {
  // Imported by role, so that each child loads only the package it serves.
  const { buildSandbox } = await import('@waypoint/sandbox');
  const app = buildSandbox({ logger: false, faults: true });
  addTimings(app, (url) => !url.startsWith('/__'));
  // The parent's content template: removed by this long-lived child too, even if the parent is killed.
  if (process.env.BENCH_REMOVE_ON_EXIT) removeOnExit(process.env.BENCH_REMOVE_ON_EXIT);
  cleanups.push(() => app.close());
  return { port: await listen(app) };
}

/** Opens a fresh content store in BENCH_CONTENT_DIR, seeds the demo content, closes it. */
async function prepareContent(): Promise<Record<string, number>> {
  const dataDir = process.env.BENCH_CONTENT_DIR;
  if (!dataDir) throw new Error('BENCH_CONTENT_DIR is required');
  const content = await openContentStore({ dataDir, logger: pino({ level: 'silent' }) });
  await content.seedDemoContent();
  await content.close();
  return {};
}

function addTimings(app: FastifyInstance, counted: (url: string) => boolean): void {
  let timings: number[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (counted(request.url)) timings.push(reply.elapsedTime);
  });
  app.get('/__bench/timings', async () => {
    const out = timings;
    timings = [];
    return { timings: out };
  });
}

/**
 * Warms the composer on its own port as one returning visitor, then returns the bytes and content-type
 * of the page, and the visitor's cookies: the first answer assigns the page's experiments (at random),
 * the cookies keep them, so that every later request gets the same page.
 */
async function capturePage(port: number): Promise<{ body: Buffer; type: string; cookie: string }> {
  const first = await fetch(`http://${HOST}:${port}${PAGE_PATH}`);
  await first.arrayBuffer();
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ');
  let last: Response | undefined;
  for (let i = 0; i < WARMUP_REQUESTS; i++) {
    await last?.arrayBuffer();
    last = await fetch(`http://${HOST}:${port}${PAGE_PATH}`, { headers: cookie ? { cookie } : {} });
    if (last.status !== 200) throw new Error(`composer answered ${last.status} on ${PAGE_PATH}`);
  }
  const type = last!.headers.get('content-type');
  if (!type) throw new Error('composer page has no content-type');
  return { body: Buffer.from(await last!.arrayBuffer()), type, cookie };
}

async function startComposer(): Promise<Record<string, number | string>> {
  const upstreamUrl = process.env.UPSTREAM_URL;
  if (!upstreamUrl) throw new Error('UPSTREAM_URL is required');
  const { content, dataDir } = await openBenchContent();
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    UPSTREAM_URL: upstreamUrl,
    CACHE_DISABLED: process.env.CACHE_DISABLED ?? 'false',
    CACHE_COMPOSITION_DISABLED: process.env.CACHE_COMPOSITION_DISABLED ?? 'false',
  });
  const app = await build({ env, upstreamUrl, content, logger: { level: 'silent' } });
  cleanups.push(() => app.close());
  if (process.env.BENCH_TIMINGS === 'true') {
    addTimings(app, (url) => url.startsWith('/v1/pages/') || url.startsWith('/v1/actions/'));
  }
  const port = await listen(app);
  if (process.env.BENCH_STATIC !== 'true') return { port };

  const page = await capturePage(port);
  const bare = Fastify({ logger: false });
  bare.get(PAGE_PATH, (_request, reply) => {
    reply.header('content-type', page.type).send(page.body);
  });
  cleanups.push(() => bare.close());
  return { port, staticPort: await listen(bare), cookie: page.cookie };
}

let stopping = false;
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(code), 5000).unref();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  process.exit(code);
}

// `on`, not `once`: a repeated signal must not fall back to the default action (death without cleanup).
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(0));
process.stdin.on('end', () => void shutdown(0));
process.stdin.on('error', () => void shutdown(0));
process.stdin.resume();

try {
  const start = performance.now();
  const role = process.env.BENCH_ROLE ?? '';
  const roles: Record<string, () => Promise<Record<string, number | string>>> = {
    sandbox: startSandbox,
    composer: startComposer,
    'content-template': prepareContent,
    web: () => import('./web-roles.ts').then((m) => m.startWeb()),
    'render-loop': () => import('./web-roles.ts').then((m) => m.startRenderLoop()),
  };
  const run = roles[role];
  if (!run) throw new Error(`unknown BENCH_ROLE ${JSON.stringify(role)}`);
  const ports = await run();
  const startupMs = Math.round(performance.now() - start);
  process.stdout.write(`${JSON.stringify({ ready: true, role, pid: process.pid, startupMs, ...ports })}\n`);
} catch (err) {
  console.error(err);
  await shutdown(1);
}
