/**
 * The whole product in one process, as `pnpm start` wires it (composer + sandbox under /sandbox + web),
 * on a free port, with a fresh embedded content store: the server the browser tests drive.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openContentStore } from '@waypoint/cms-adapter';
import { build, loadEnv } from '@waypoint/composer';
import { injectPageSource, webPlugin } from '@waypoint/renderer';
import { sandboxPlugin } from '@waypoint/sandbox';
import type { FastifyInstance } from 'fastify';
import { silentLogger } from './stack.ts';

export interface WebStack {
  app: FastifyInstance;
  port: number;
  /** http://localhost:<port> (the main site: www). */
  url: string;
  close(): Promise<void>;
}

export interface WebStackOptions {
  env?: Record<string, string>;
  hydration?: 'islands' | 'page';
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
  const app = await build({ env, upstreamUrl: `http://127.0.0.1:${port}/sandbox`, content, logger: false });
  await app.register(sandboxPlugin, { prefix: '/sandbox', publicUrl: '/sandbox', warm: true });
  await app.register(webPlugin, {
    pageSource: injectPageSource(app.inject.bind(app)),
    hydration: options.hydration ?? 'islands',
    contractChecks: true,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    port,
    url: `http://localhost:${port}`,
    async close() {
      await app.close();
      await content.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
