/**
 * The server roles of the web benchmarks (started by servers.ts):
 *
 * - `web`: the whole product in one process exactly as scripts/start.ts wires it (composer, sandbox
 *   under /sandbox, webPlugin fed through injectPageSource), with a seeded content store, the
 *   in-process cache and LOG_LEVEL silent; contract checks off under NODE_ENV=production, as in start.ts.
 *   WEB_HYDRATION=page switches to whole-page hydration (as in start.ts). BENCH_RENDER_CACHES=off
 *   bounds the renderer's page and fragment caches at 1 code unit, so nothing fits and every request
 *   renders every block: the renderer ignores a size of 0 (it falls back to the default), 1 is the
 *   smallest size it accepts. Warmed with WARMUP_REQUESTS requests for BENCH_SITE_PATH (default /us)
 *   before it reports ready.
 * - `render-loop`: fetches BENCH_PAGE_URL (a /v1/pages JSON) once and answers `POST /loop?seconds=N`
 *   by rendering the whole tree with renderToString in a tight loop for N seconds (blocking, on
 *   purpose): the naive whole-page render with no cache, every block with its registry component.
 */
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { build, loadEnv } from '@waypoint/composer';
import { injectPageSource, registry, webPlugin } from '@waypoint/renderer';
import { sandboxPlugin } from '@waypoint/sandbox';
import type { Block, PageTree } from '@waypoint/schemas';
import Fastify from 'fastify';
import { type ComponentType, createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { HOME_SITE_PATH } from './pages.ts';
import { cleanups, HOST, listen, openBenchContent } from './server-kit.ts';

export const SITE_PATH = HOME_SITE_PATH;
const WARMUP_REQUESTS = 50;

/** A port that was free a moment ago: the composer must know its upstream URL (itself) before listening. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, HOST, done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export async function startWeb(): Promise<Record<string, number>> {
  const { content, dataDir } = await openBenchContent();
  const port = await freePort();
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PORT: String(port),
    CACHE_DISABLED: 'false',
  });
  const app = await build({ env, upstreamUrl: `http://${HOST}:${port}/sandbox`, content, logger: false });
  cleanups.push(() => app.close());
  await app.register(sandboxPlugin, { prefix: '/sandbox', publicUrl: '/sandbox', warm: true });
  const cachesOff = process.env.BENCH_RENDER_CACHES === 'off';
  await app.register(webPlugin, {
    pageSource: injectPageSource(app.inject.bind(app)),
    hydration: process.env.WEB_HYDRATION === 'page' ? 'page' : 'islands',
    contractChecks: env.CONTRACT_CHECKS ?? process.env.NODE_ENV !== 'production',
    ...(cachesOff ? { pageCacheSize: 1, fragmentCacheSize: 1 } : {}),
  });
  await listen(app, port);
  const warmed = process.env.BENCH_SITE_PATH ?? SITE_PATH;
  for (let i = 0; i < WARMUP_REQUESTS; i++) {
    const res = await fetch(`http://${HOST}:${port}${warmed}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`web answered ${res.status} on ${warmed}`);
  }
  return { port };
}

/** The page body as one React tree: regions in order, each block wrapped as the renderer wraps it. */
function pageElement(tree: PageTree): ReactElement {
  const block = (b: Block) => {
    const Component = registry[b.type] as ComponentType<Record<string, unknown>> | undefined;
    return createElement(
      'div',
      { key: b.id, className: 'wp-block', id: b.id, 'data-block': b.type },
      Component ? createElement(Component, b.props as Record<string, unknown>) : null,
    );
  };
  const { header, main, footer, overlays } = tree.regions;
  return createElement(
    'div',
    null,
    createElement('div', { className: 'wp-region-header' }, header.map(block)),
    createElement('main', { id: 'main-content' }, main.map(block)),
    createElement('div', { className: 'wp-region-footer' }, footer.map(block)),
    createElement('div', { className: 'wp-region-overlays' }, overlays.map(block)),
  );
}

export async function startRenderLoop(): Promise<Record<string, number>> {
  const url = process.env.BENCH_PAGE_URL;
  if (!url) throw new Error('BENCH_PAGE_URL is required');
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`render-loop: ${url} answered ${res.status}`);
  const tree = (await res.json()) as PageTree;
  const htmlBytes = Buffer.byteLength(renderToString(pageElement(tree)));

  const app = Fastify({ logger: false });
  app.post<{ Querystring: { seconds?: string } }>('/loop', async (request) => {
    const seconds = Number(request.query.seconds ?? '5');
    const end = performance.now() + seconds * 1000;
    const start = performance.now();
    let renders = 0;
    let bytes = 0;
    // A fresh element each time, as a server rendering a request would build it.
    while (performance.now() < end) {
      bytes += renderToString(pageElement(tree)).length;
      renders++;
    }
    const ms = performance.now() - start;
    return { renders, ms, rendersPerSec: (renders * 1000) / ms, htmlBytes, checksum: bytes };
  });
  cleanups.push(() => app.close());
  return { port: await listen(app), htmlBytes };
}
