/**
 * Scheduled publishing through the studio API, on the real PostgreSQL with two composers: a snapshot
 * published after its time, exactly once across instances.
 */
import { type ContentStore, openContentStore } from '@waypoint/cms-adapter';
import type { Block, Placement } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_URL, dropSchema, requirePostgres, uniqueName } from '../../../test/services.ts';
import { type Stack, silentLogger, startStack } from '../../../test/stack.ts';
import { body, sleep } from '../../../test/studio-api.ts';
import {
  createStudioUser,
  freshLayout,
  PRINCIPALS,
  placement,
  type StudioClient,
  signIn,
} from '../../../test/studio-client.ts';
import { build, loadEnv } from '../../index.ts';

describe('scheduled publishing (real PostgreSQL, two composers)', () => {
  const schema = uniqueName('studio_sched');
  let pgStack: Stack;
  let secondContent: ContentStore;
  let second: FastifyInstance;
  let publisher: StudioClient;
  let editor: StudioClient;

  beforeAll(async () => {
    await requirePostgres();
    pgStack = await startStack({
      databaseUrl: DATABASE_URL,
      schema,
      env: { STUDIO_SCHEDULER_INTERVAL_MS: '0' },
    });
    secondContent = await openContentStore({ databaseUrl: DATABASE_URL, schema, logger: silentLogger });
    second = await build({
      env: loadEnv({ LOG_LEVEL: 'silent', STUDIO_SCHEDULER_INTERVAL_MS: '0' }),
      upstreamUrl: pgStack.sandboxUrl,
      content: secondContent,
      logger: false,
    });
    await second.ready();
    publisher = await signIn(pgStack.composer, await createStudioUser(pgStack.content, PRINCIPALS.publisher));
    editor = await signIn(pgStack.composer, await createStudioUser(pgStack.content, PRINCIPALS.editor));
  });
  afterAll(async () => {
    await second?.close();
    await secondContent?.close();
    await pgStack?.close();
    await dropSchema(schema);
  });

  async function scheduleDraft(id: string, placements: Placement[], inMs: number) {
    const read = await editor.get(`layouts/${id}`);
    const saved = await editor.put(`layouts/${id}/draft`, {
      body: { placements },
      ifMatch: read.headers.etag as string,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const at = new Date(Date.now() + inMs);
    const res = await publisher.post(`layouts/${id}/schedules`, {
      body: { at: at.toISOString(), timeZone: 'Europe/Madrid', note: 'campaign' },
      ifMatch: saved.headers.etag as string,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { at, schedule: body<{ id: string; status: string }>(res) };
  }

  it('publishes the snapshot after its time, exactly once across instances', async () => {
    const { id, slug } = await freshLayout(pgStack.content, {
      publish: true,
      placements: [placement('s-hero', 'HeroSlider')],
    });
    const pagePath = `/v1/pages/es/landingPage/${slug}`;
    const types = async () =>
      body<{ regions: { main: Block[] } }>(await pgStack.composer.inject({ url: pagePath })).regions.main.map(
        (b) => b.type,
      );
    expect(await types()).toEqual(['HeroSlider']);

    const { at, schedule } = await scheduleDraft(
      id,
      [placement('s-hero', 'HeroSlider'), placement('s-search', 'SearchSection')],
      1500,
    );
    expect(schedule.status).toBe('pending');
    // a draft edited after scheduling is not what gets published
    const read = await editor.get(`layouts/${id}`);
    const later = await editor.put(`layouts/${id}/draft`, {
      body: { placements: [placement('s-promise', 'PromiseSection')] },
      ifMatch: read.headers.etag as string,
    });
    expect(later.statusCode, later.body).toBe(200);

    // not yet due
    await pgStack.composer.runSchedules();
    expect((await pgStack.content.listVersions(id)).length).toBe(1);

    await sleep(Math.max(0, at.getTime() - Date.now()) + 150);
    await pgStack.composer.runSchedules();
    const versions = await pgStack.content.listVersions(id);
    expect(versions.length).toBe(2);
    expect(await types()).toEqual(['HeroSlider', 'SearchSection']);
    const list = body<{
      schedules: Array<{ id: string; status: string; version: number | null; firedAt: string | null }>;
    }>(await publisher.get(`layouts/${id}/schedules`)).schedules;
    expect(list.find((s) => s.id === schedule.id)).toMatchObject({ status: 'published', version: 2 });

    // again, and from the second instance at the same time: nothing more
    await Promise.all([
      pgStack.composer.runSchedules(),
      second.runSchedules(),
      pgStack.composer.runSchedules(),
    ]);
    expect((await pgStack.content.listVersions(id)).length).toBe(2);
  });

  it('two instances polling together publish a due publication once', async () => {
    const { id } = await freshLayout(pgStack.content, {
      publish: true,
      placements: [placement('t-hero', 'HeroSlider')],
    });
    const { at } = await scheduleDraft(id, [placement('t-search', 'SearchSection')], 1000);
    await sleep(Math.max(0, at.getTime() - Date.now()) + 150);
    await Promise.all([second.runSchedules(), pgStack.composer.runSchedules()]);
    const versions = await pgStack.content.listVersions(id);
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    const entries = await pgStack.content.auditLog({ layoutId: id, limit: 50 });
    expect(entries.filter((e) => e.action === 'schedule.publish' && e.outcome === 'ok')).toHaveLength(1);
    expect(entries.find((e) => e.action === 'schedule.publish')!.actor).toBe('scheduler');
  });
});
