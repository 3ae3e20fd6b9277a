/**
 * The composer and the web plugin on one Fastify instance, with the sandbox as its upstream (and, unless
 * asked not to, also at /sandbox for its media), wired as scripts/start.ts wires them, over a content
 * store seeded with the demo layouts: what a browser gets, through inject.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openContentStore } from '@waypoint/cms-adapter';
import { build, loadEnv } from '@waypoint/composer';
import { injectPageSource, webPlugin } from '@waypoint/renderer';
import { sandboxPlugin } from '@waypoint/sandbox';
import type { FastifyInstance } from 'fastify';
import { silentLogger, startSandbox } from './stack.ts';

export interface WebApp {
  /** The composer with the web plugin. */
  app: FastifyInstance;
  /** The upstream sandbox, on its own instance. */
  sandbox: FastifyInstance;
  close(): Promise<void>;
}

export async function startWebApp(options: { sandboxAtPath?: boolean } = {}): Promise<WebApp> {
  const upstream = await startSandbox();
  const dataDir = await mkdtemp(join(tmpdir(), 'waypoint-web-'));
  const content = await openContentStore({ dataDir, logger: silentLogger });
  await content.seedDemoContent();
  const app = await build({
    env: loadEnv({ LOG_LEVEL: 'silent', CACHE_TTL_SECONDS: '60' }),
    upstreamUrl: upstream.url,
    content,
    logger: false,
    random: () => 0.999,
  });
  if (options.sandboxAtPath ?? true)
    await app.register(sandboxPlugin, { prefix: '/sandbox', publicUrl: '/sandbox' });
  await app.register(webPlugin, { pageSource: injectPageSource(app.inject.bind(app)), contractChecks: true });
  await app.ready();
  return {
    app,
    sandbox: upstream.app,
    async close() {
      await app.close();
      await content.close();
      await upstream.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
