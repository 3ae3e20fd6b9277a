/**
 * What the server roles of servers.ts and web-roles.ts share: the cleanup list run on shutdown, a
 * listen on a free loopback port, and the content store a composer opens (a copy of the parent's seeded
 * template, or the real PostgreSQL in a schema of its own when BENCH_DATABASE_URL is set).
 */
import { rmSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openContentStore } from '@waypoint/cms-adapter';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';

export const HOST = '127.0.0.1';

/** Run in reverse order of registration on shutdown. */
export const cleanups: Array<() => Promise<unknown>> = [];

/** Synchronously at exit, when nothing async (a copy, a database still opening) can recreate files. */
export function removeOnExit(dir: string): void {
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}

export async function listen(app: FastifyInstance, port = 0): Promise<number> {
  await app.listen({ port, host: HOST });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('did not bind a TCP port');
  return address.port;
}

export type ContentStore = Awaited<ReturnType<typeof openContentStore>>;

/** A seeded content store for one composer, closed (and its schema dropped) on shutdown. */
export async function openBenchContent(): Promise<{ content: ContentStore; dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'waypoint-bench-'));
  removeOnExit(dataDir);
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  let content: ContentStore;
  if (databaseUrl) {
    // The real PostgreSQL, in a schema of this run's own.
    const schema = `bench_${process.pid}_${Date.now().toString(36)}`;
    content = await openContentStore({ databaseUrl, schema, logger: pino({ level: 'silent' }) });
    cleanups.push(() => dropSchema(databaseUrl, schema));
  } else {
    // A copy of a seeded store opens in well under a second; a fresh one takes several.
    const template = process.env.BENCH_CONTENT_TEMPLATE;
    if (template) await cp(template, dataDir, { recursive: true });
    content = await openContentStore({ dataDir, logger: pino({ level: 'silent' }) });
  }
  cleanups.push(() => content.close());
  await content.seedDemoContent();
  return { content, dataDir };
}

async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
