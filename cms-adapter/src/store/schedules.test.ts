import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertPostgresReachable,
  connect,
  PG_URL,
  pgAdmin,
  randomSchema,
  recordingLogger,
  testBackends,
} from '../../test/backends.ts';
import { by, placement, publishedLayout, rejectionOf, scope, stored } from '../../test/fixtures.ts';
import type { Db } from '../db/db.ts';
import { CmsValidationError, isCmsError } from '../errors.ts';
import { openContentStore } from '../open-content-store.ts';
import { scheduleInputErrors } from './schedules.ts';
import type { ContentStore } from './types.ts';

const HOUR = 3_600_000;
const inAnHour = () => new Date(Date.now() + HOUR).toISOString();

describe('scheduleInputErrors', () => {
  const now = new Date('2030-06-01T10:00:00Z');

  it.each([
    ['a future instant with its offset', '2030-06-01T12:00:00+02:00', 'Europe/Madrid', []],
    ['a moment up to 60 s ago', '2030-06-01T09:59:01Z', 'UTC', []],
    ['a moment more than 60 s ago', '2030-06-01T09:58:59Z', 'UTC', [['at', 'Pick a moment in the future']]],
    ['an instant without offset', '2030-06-01T12:00:00', 'UTC', [['at']]],
    ['no instant at all', 'tomorrow', 'UTC', [['at']]],
    ['an unknown zone', '2030-06-02T00:00:00Z', 'Mars/Olympus', [['timeZone', 'Unknown time zone']]],
  ] as const)('accepts or refuses %s', (_, at, timeZone, expected) => {
    const errors = scheduleInputErrors({ at, timeZone }, now);
    expect(errors.map((e) => e.path[0])).toEqual(expected.map((e) => e[0]));
    expected.forEach((e, i) => {
      if (e[1]) expect(errors[i]?.message).toBe(e[1]);
    });
  });
});

describe.each(testBackends())('scheduled publishing on $name', (backend) => {
  let db: Db;
  let store: ContentStore;
  const logger = recordingLogger();

  beforeAll(async () => {
    await backend.setup();
    ({ db, store } = await connect(backend, logger));
  });
  afterAll(async () => {
    await store?.close();
    await backend.teardown();
  });

  it('snapshots the draft, bumps the revision and publishes the snapshot when due', async () => {
    const { id, revision } = await publishedLayout(store, scope('sched-one'), [placement('v1', 'Header')]);
    const saved = await store.saveDraft(id, [placement('v2', 'Footer')], by('pat', revision));
    if (!saved.ok) throw new Error('draft');
    const at = inAnHour();
    const schedule = await store.schedulePublish(
      id,
      { at, timeZone: 'Europe/Madrid', note: ' summer ' },
      by('pat', saved.revision, '192.0.2.9'),
    );
    expect(schedule).toMatchObject({
      layoutId: id,
      at,
      timeZone: 'Europe/Madrid',
      note: 'summer',
      createdBy: 'pat',
      status: 'pending',
      version: null,
      firedAt: null,
      error: null,
    });
    expect(await store.getLayout(id)).toMatchObject({ revision: saved.revision + 1, pendingSchedules: 1 });
    // Edits after scheduling do not change what gets published.
    await store.saveDraft(id, [placement('v3', 'Header')], by('pat', saved.revision + 1));

    expect(await store.runDueSchedules(new Date())).toEqual([]);
    const runs = await store.runDueSchedules(new Date(Date.now() + 2 * HOUR));
    expect(runs).toEqual([
      {
        scheduleId: schedule.id,
        layoutId: id,
        status: 'published',
        version: 2,
        tags: ['layout:sched-one', `layout:${id}`],
      },
    ]);
    expect(await store.runDueSchedules(new Date(Date.now() + 2 * HOUR))).toEqual([]);

    const live = await store.getPublishedLayout({
      pageKey: 'sched-one',
      market: 'us',
      affiliateId: 1,
      siteKind: 'main',
    });
    expect(live?.placements).toEqual([stored('v2', 'Footer')]);
    expect((await store.getDraft(id)).placements).toEqual([stored('v3', 'Header')]);
    expect((await store.listVersions(id))[0]).toMatchObject({
      version: 2,
      publishedBy: 'scheduler',
      note: 'summer',
    });
    expect(await store.getLayout(id)).toMatchObject({ revision: saved.revision + 3, pendingSchedules: 0 });
    const [fired] = await store.listSchedules(id);
    expect(fired).toMatchObject({ status: 'published', version: 2, error: null });
    expect(Date.parse(fired!.firedAt!)).not.toBeNaN();

    const audit = await store.auditLog({ layoutId: id, limit: 3 });
    expect(audit.map((e) => [e.action, e.actor, e.outcome, e.version])).toEqual([
      ['schedule.publish', 'scheduler', 'ok', 2],
      ['draft.save', 'pat', 'ok', null],
      ['schedule.create', 'pat', 'ok', null],
    ]);
    expect(audit[0]?.details).toMatchObject({
      scheduleId: schedule.id,
      scheduledBy: 'pat',
      previousVersion: 1,
    });
    expect(audit[2]).toMatchObject({
      ip: '192.0.2.9',
      details: { scheduleId: schedule.id, timeZone: 'Europe/Madrid' },
    });
  });

  it('fires due publications in time order, marks invalid ones failed and goes on', async () => {
    const { id, revision } = await publishedLayout(store, scope('sched-order'), [placement('h', 'Header')]);
    let rev = revision;
    const ids: string[] = [];
    // Scheduled out of order: the latest first.
    for (const [minutes, blockType] of [
      [30, 'Footer'],
      [10, 'HeroSlider'],
      [20, 'SearchSection'],
    ] as const) {
      const saved = await store.saveDraft(id, [placement(`p-${minutes}`, blockType)], by('pat', rev));
      if (!saved.ok) throw new Error('draft');
      const at = new Date(Date.now() + minutes * 60_000).toISOString();
      ids.push((await store.schedulePublish(id, { at, timeZone: 'UTC' }, by('pat', saved.revision))).id);
      rev = saved.revision + 1;
    }
    // The 20-minute snapshot stops fitting its schema (as when a block's schema tightens).
    await db.query(
      `UPDATE scheduled_publications SET placements = '[{"id":"x","blockType":"Gone","config":{}}]'::jsonb WHERE id = $1::uuid`,
      [ids[2]],
    );

    const runs = await store.runDueSchedules(new Date(Date.now() + HOUR));
    expect(runs.map((r) => [r.scheduleId, r.status])).toEqual([
      [ids[1], 'published'],
      [ids[2], 'failed'],
      [ids[0], 'published'],
    ]);
    expect(runs.map((r) => (r.status === 'published' ? r.version : null))).toEqual([2, null, 3]);
    const live = await store.getPublishedLayout({
      pageKey: 'sched-order',
      market: 'us',
      affiliateId: 1,
      siteKind: 'main',
    });
    expect(live?.placements.map((p) => p.id)).toEqual(['p-30']);

    const schedules = await store.listSchedules(id);
    const failed = schedules.find((s) => s.id === ids[2]);
    expect(failed).toMatchObject({ status: 'failed', version: null });
    expect(failed?.error).toMatch(/^Invalid content: 0\.blockType/);
    const audit = await store.auditLog({ layoutId: id, limit: 3 });
    expect(audit.map((e) => [e.action, e.outcome])).toEqual([
      ['schedule.publish', 'ok'],
      ['schedule.publish', 'failed'],
      ['schedule.publish', 'ok'],
    ]);
    expect(logger.records.some((r) => r.level === 'warn' && r.obj.scheduleId === ids[2])).toBe(true);
  });

  it('refuses an invalid draft, a past moment or an unknown zone and changes nothing', async () => {
    const { id, revision } = await store.createLayout(scope('sched-bad'), 'bad', { actor: 'pat' });
    await db.query(
      `INSERT INTO layout_drafts (layout_id, placements, updated_by)
       VALUES ($1::uuid, '[{"id":"x","blockType":"Header","config":{"nope":1}}]'::jsonb, 'legacy')`,
      [id],
    );
    const invalid = await rejectionOf(
      store.schedulePublish(id, { at: inAnHour(), timeZone: 'UTC' }, by('pat', revision)),
    );
    expect((invalid as CmsValidationError).errors.map((e) => e.path)).toEqual([[0, 'config', 'nope']]);

    const past = new Date(Date.now() - 5 * 60_000).toISOString();
    const input = await rejectionOf(
      store.schedulePublish(id, { at: past, timeZone: 'Nowhere/Else' }, by('pat', revision)),
    );
    expect(input).toBeInstanceOf(CmsValidationError);
    expect((input as CmsValidationError).errors).toEqual([
      { path: ['at'], message: 'Pick a moment in the future' },
      { path: ['timeZone'], message: 'Unknown time zone' },
    ]);
    expect(await store.listSchedules(id)).toEqual([]);
    expect((await store.getLayout(id)).revision).toBe(revision);
  });

  it('cancels a pending publication once, with the revision, and never fires it', async () => {
    const { id, revision } = await publishedLayout(store, scope('sched-cancel'), [placement('h', 'Header')]);
    const schedule = await store.schedulePublish(
      id,
      { at: inAnHour(), timeZone: 'UTC' },
      by('pat', revision),
    );
    const stale = await rejectionOf(store.cancelSchedule(id, schedule.id, by('pat', revision)));
    expect(isCmsError(stale, 'CMS_STALE_REVISION')).toBe(true);

    const cancelled = await store.cancelSchedule(id, schedule.id, by('pat', revision + 1, '192.0.2.1'));
    expect(cancelled).toMatchObject({ id: schedule.id, status: 'cancelled', version: null });
    expect(await store.getLayout(id)).toMatchObject({ revision: revision + 2, pendingSchedules: 0 });
    const again = await rejectionOf(store.cancelSchedule(id, schedule.id, by('pat', revision + 2)));
    expect(again).toMatchObject({ code: 'CMS_SCHEDULE_NOT_PENDING', statusCode: 409 });
    for (const sid of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await rejectionOf(store.cancelSchedule(id, sid, by('pat', revision + 2)));
      expect(missing).toMatchObject({ code: 'CMS_SCHEDULE_NOT_FOUND', statusCode: 404 });
    }
    // Another layout's schedule is not found through this one.
    const other = await publishedLayout(store, scope('sched-cancel-other'), [placement('h', 'Header')]);
    const missing = await rejectionOf(store.cancelSchedule(other.id, schedule.id, by('pat', other.revision)));
    expect(isCmsError(missing, 'CMS_SCHEDULE_NOT_FOUND')).toBe(true);

    const runs = await store.runDueSchedules(new Date(Date.now() + 2 * HOUR));
    expect(runs.some((r) => r.scheduleId === schedule.id)).toBe(false);
    expect((await store.auditLog({ layoutId: id, limit: 1 }))[0]).toMatchObject({
      action: 'schedule.cancel',
      ip: '192.0.2.1',
      details: { scheduleId: schedule.id },
    });
  });
});

describe('scheduled publishing on postgres, two processes polling at once', () => {
  const schema = randomSchema('cms_sched');
  const logger = recordingLogger();
  let a: ContentStore;
  let b: ContentStore;

  beforeAll(async () => {
    await assertPostgresReachable();
    a = await openContentStore({ databaseUrl: PG_URL, schema, logger });
    b = await openContentStore({ databaseUrl: PG_URL, schema, logger });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await pgAdmin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  it('publishes each due publication exactly once', async () => {
    // Ten publications over four layouts, so both pollers also contend for the same layout's lock.
    const layouts = [];
    for (let i = 0; i < 4; i += 1) {
      layouts.push(await publishedLayout(a, scope(`race-${i}`), [placement(`race-${i}`, 'Header')]));
    }
    const scheduled: string[] = [];
    for (let n = 0; n < 10; n += 1) {
      const layout = layouts[n % layouts.length]!;
      const at = new Date(Date.now() + (n + 1) * 1_000).toISOString();
      scheduled.push(
        (await a.schedulePublish(layout.id, { at, timeZone: 'UTC' }, by('pat', layout.revision))).id,
      );
      layout.revision += 1;
    }

    const later = new Date(Date.now() + HOUR);
    const [fromA, fromB] = await Promise.all([a.runDueSchedules(later), b.runDueSchedules(later)]);
    const all = [...fromA, ...fromB];
    expect(all.map((r) => r.scheduleId).sort()).toEqual([...scheduled].sort());
    expect(all.every((r) => r.status === 'published')).toBe(true);

    // One new version per publication: 1 (the seed publish) + one per schedule of that layout.
    for (const [i, layout] of layouts.entries()) {
      const versions = await b.listVersions(layout.id);
      const expected = 1 + scheduled.filter((_, n) => n % layouts.length === i).length;
      expect(versions.map((v) => v.version)).toEqual(
        Array.from({ length: expected }, (_, k) => expected - k),
      );
      const schedules = await b.listSchedules(layout.id);
      expect(schedules.every((s) => s.status === 'published')).toBe(true);
      // In time order within each layout, whichever poller ran them.
      const byTime = [...schedules].sort((x, y) => Date.parse(x.at) - Date.parse(y.at));
      expect(byTime.map((s) => s.version)).toEqual(Array.from({ length: expected - 1 }, (_, k) => k + 2));
    }
    const audit = await a.auditLog({ actor: 'scheduler', limit: 100 });
    expect(audit.filter((e) => e.action === 'schedule.publish')).toHaveLength(10);
  }, 60_000);
});
