/**
 * A real stack for the composer's own tests and the cross-package ones: the sandbox listening on a free
 * port, a content store (PGlite in a temp dir by default, or the real PostgreSQL), and a composer app built
 * on them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ContentStore, openContentStore } from '@waypoint/cms-adapter';
import { buildSandbox } from '@waypoint/sandbox';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { type BuildOptions, build, loadEnv } from '../src/index.ts';

export const silentLogger = pino({ level: 'silent' });

/** A pino logger at `level` whose JSON lines land in `lines`: for tests that read what was logged. */
export function capturingLogger(level: pino.Level = 'info'): {
  logger: pino.Logger;
  lines: Array<Record<string, unknown>>;
} {
  const lines: Array<Record<string, unknown>> = [];
  const write = (chunk: string) => {
    for (const line of chunk.split('\n')) if (line) lines.push(JSON.parse(line));
  };
  return { logger: pino({ level }, { write }), lines };
}

export interface Stack {
  sandbox: FastifyInstance;
  sandboxUrl: string;
  content: ContentStore;
  composer: FastifyInstance;
  close(): Promise<void>;
}

export interface StackOptions {
  env?: Record<string, string>;
  /** Use the real PostgreSQL in a fresh schema instead of PGlite. */
  databaseUrl?: string;
  schema?: string;
  random?: () => number;
  now?: () => Date;
  logger?: pino.Logger;
  /** Resolvers replacing some of the registry's (BuildOptions.resolvers). */
  resolvers?: BuildOptions['resolvers'];
}

export async function startSandbox(): Promise<{ app: FastifyInstance; url: string }> {
  const app = buildSandbox({ logger: false, faults: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('sandbox did not bind a TCP port');
  return { app, url: `http://127.0.0.1:${address.port}` };
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const sandbox = await startSandbox();
  const dataDir = options.databaseUrl ? undefined : await mkdtemp(join(tmpdir(), 'waypoint-stack-'));
  const content = options.databaseUrl
    ? await openContentStore({
        databaseUrl: options.databaseUrl,
        logger: silentLogger,
        ...(options.schema ? { schema: options.schema } : {}),
      })
    : await openContentStore({
        dataDir: dataDir!,
        logger: silentLogger,
      });
  await content.seedDemoContent();
  const env = loadEnv({ LOG_LEVEL: 'silent', CACHE_TTL_SECONDS: '60', ...options.env });
  const composer = await build({
    env,
    upstreamUrl: sandbox.url,
    content,
    logger: options.logger ?? false,
    ...(options.random ? { random: options.random } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.resolvers ? { resolvers: options.resolvers } : {}),
  });
  await composer.ready();
  return {
    sandbox: sandbox.app,
    sandboxUrl: sandbox.url,
    content,
    composer,
    async close() {
      await composer.close();
      await content.close();
      await sandbox.app.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
