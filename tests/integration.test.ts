/**
 * Two composer instances sharing the real Redis and the real PostgreSQL: pages composed by one are
 * served by the other from Redis, and a publish invalidates both through pub/sub.
 */

import { type ContentStore, openContentStore } from '@waypoint/cms-adapter';
import { build, loadEnv } from '@waypoint/composer';
import { PageTree } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_URL,
  dropSchema,
  REDIS_URL,
  requirePostgres,
  requireRedis,
  uniqueName,
} from './support/services.ts';
import { silentLogger, startSandbox } from './support/stack.ts';

const schema = uniqueName('it');
const namespace = uniqueName('wpit');
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let content: ContentStore;
let a: FastifyInstance;
let b: FastifyInstance;
let redis: Redis;

async function instance(): Promise<FastifyInstance> {
  const env = loadEnv({ LOG_LEVEL: 'silent', REDIS_URL, DATABASE_URL, CACHE_NAMESPACE: namespace });
  const app = await build({ env, upstreamUrl: sandbox.url, content, logger: false });
  await app.ready();
  return app;
}

beforeAll(async () => {
  await requireRedis();
  await requirePostgres();
  sandbox = await startSandbox();
  content = await openContentStore({ databaseUrl: DATABASE_URL, schema, logger: silentLogger });
  await content.seedDemoContent();
  a = await instance();
  b = await instance();
  redis = new Redis(REDIS_URL);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await content?.close();
  await sandbox?.app.close();
  if (redis) {
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
  await dropSchema(schema);
});

const mainTypes = async (app: FastifyInstance, path = '/v1/pages/us') => {
  const res = await app.inject({ url: path });
  expect(res.statusCode).toBe(200);
  return PageTree.parse(res.json()).regions.main.map((block) => block.type);
};

const upstreamCalls = () => sandbox.app.sandboxStats.total();

describe('shared cache and content', () => {
  it('serves from PostgreSQL layouts and writes both cache tiers', async () => {
    expect(await mainTypes(a)).toContain('PromiseSection');
    expect((await redis.keys(`${namespace}:*`)).length).toBeGreaterThan(5);
    expect(a.cache.redisStatus()).toBe('ok');
  });

  it('a second instance serves the page from Redis without calling the upstream', async () => {
    const before = upstreamCalls();
    const first = await a.inject({ url: '/v1/pages/us' });
    const second = await b.inject({ url: '/v1/pages/us' });
    expect(second.body).toBe(first.body);
    expect(upstreamCalls()).toBe(before);
  });

  it('a publish on one instance invalidates the page in both', async () => {
    const layout = (await content.listLayouts({ pageKey: 'home' })).find((l) => l.scope.market === 'us');
    expect(layout).toBeDefined();
    const current = await content.getPublishedLayout({
      pageKey: 'home',
      market: 'us',
      affiliateId: 1,
      siteKind: 'main',
    });
    const placements = current!.placements.filter((p) => p.blockType !== 'PromiseSection');
    const saved = await content.saveDraft(layout!.id, placements, {
      actor: 'test',
      expectedRevision: layout!.revision,
    });
    expect(saved).toEqual({ ok: true, revision: layout!.revision + 1 });
    await a.publishLayout(
      layout!.id,
      { actor: 'test', expectedRevision: layout!.revision + 1 },
      'drop the promise section',
    );
    expect(await mainTypes(a)).not.toContain('PromiseSection');
    let seenByB: string[] = [];
    for (let i = 0; i < 50; i++) {
      seenByB = await mainTypes(b);
      if (!seenByB.includes('PromiseSection')) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seenByB).not.toContain('PromiseSection');
  });

  it('readyz reports the database and Redis', async () => {
    const res = await a.inject({ url: '/readyz' });
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
  });
});
