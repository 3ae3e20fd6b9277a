/**
 * The whole product in one process, as `pnpm start` wires it (composer + sandbox under /sandbox + web +
 * studio), on a free port, with a fresh embedded content store: the server the browser tests drive.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ContentStore, openContentStore } from '@waypoint/cms-adapter';
import { build, loadEnv } from '@waypoint/composer';
import { buildClientAssets, injectPageSource, loadStyles, webPlugin } from '@waypoint/renderer';
import { sandboxPlugin } from '@waypoint/sandbox';
import { injectPreviewSource, studioWebPlugin } from '@waypoint/studio';
import type { FastifyInstance } from 'fastify';
import { silentLogger } from './stack.ts';

export interface WebStack {
  app: FastifyInstance;
  port: number;
  /** http://localhost:<port> (the main site: www). */
  url: string;
  /** The content store the composer reads (studio users are created here). */
  content: ContentStore;
  close(): Promise<void>;
}

export interface WebStackOptions {
  env?: Record<string, string>;
  hydration?: 'islands' | 'page';
  /** The composer's clock (schedules, promotions); the real time by default. */
  now?: () => Date;
}

/** A port that was free a moment ago (the composer must know its upstream URL before it listens). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export async function startWebStack(options: WebStackOptions = {}): Promise<WebStack> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'waypoint-web-'));
  const content = await openContentStore({ dataDir, logger: silentLogger });
  await content.seedDemoContent();
  const env = loadEnv({ LOG_LEVEL: 'silent', PORT: String(port), ...options.env });
  const app = await build({
    env,
    upstreamUrl: `http://127.0.0.1:${port}/sandbox`,
    content,
    logger: process.env.WP_DEBUG_LOG ? { level: 'warn' } : false,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.register(sandboxPlugin, { prefix: '/sandbox', publicUrl: '/sandbox', warm: true, faults: true });
  const [assets, styles] = await Promise.all([buildClientAssets(), loadStyles()]);
  await app.register(webPlugin, {
    pageSource: injectPageSource(app.inject.bind(app)),
    hydration: options.hydration ?? 'islands',
    contractChecks: true,
    assets,
    styles,
  });
  // As scripts/start.ts wires it: the composer's preview JSON for the signed-in user, in process.
  await app.register(studioWebPlugin, {
    preview: injectPreviewSource(app.inject.bind(app)),
    assets,
    styles,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    port,
    url: `http://localhost:${port}`,
    content,
    async close() {
      await app.close();
      await content.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
