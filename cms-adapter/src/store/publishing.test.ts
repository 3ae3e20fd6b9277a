import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { isCmsError } from '../errors.ts';
import { connect, recordingLogger, testBackends } from '../test-support/backends.ts';
import { placement, scope } from '../test-support/fixtures.ts';
import type { ContentStore } from './types.ts';

describe.each(testBackends())('publishing on $name', (backend) => {
  let db: Db;
  let store: ContentStore;
  let id: string;
  const query = { pageKey: 'promo', market: 'uk', affiliateId: 1, siteKind: 'main' } as const;

  beforeAll(async () => {
    await backend.setup();
    ({ db, store } = await connect(backend, recordingLogger()));
    ({ id } = await store.createLayout(scope('promo', { market: 'uk' }), 'Promo UK', 'ana'));
  });
  afterAll(async () => {
    await store?.close();
    await backend.teardown();
  });

  it('refuses to publish without a draft', async () => {
    expect(isCmsError(await store.publish(id, 'ana').catch((e) => e), 'CMS_DRAFT_NOT_FOUND')).toBe(true);
    expect(await store.getPublishedLayout(query)).toBeNull();
  });

  it('publishes numbered versions from the draft and returns the cache tags', async () => {
    await store.saveDraft(id, [placement('v1-hero', 'HeroSlider')], 'ana');
    expect(await store.publish(id, 'ana', 'first')).toEqual({
      version: 1,
      tags: ['layout:promo', `layout:${id}`],
    });
    await store.saveDraft(id, [placement('v2-hero', 'HeroSlider'), placement('v2-footer', 'Footer')], 'bob');
    expect((await store.publish(id, 'bob')).version).toBe(2);

    const live = await store.getPublishedLayout(query);
    expect(live).toMatchObject({ layoutId: id, version: 2 });
    expect(live?.placements.map((p) => p.id)).toEqual(['v2-hero', 'v2-footer']);
    expect(await store.listVersions(id)).toMatchObject([
      { version: 2, publishedBy: 'bob', note: null, placementCount: 2, current: true },
      { version: 1, publishedBy: 'ana', note: 'first', placementCount: 1, current: false },
    ]);
    expect((await store.listLayouts({ pageKey: 'promo' }))[0]?.publishedVersion).toBe(2);
  });

  it('keeps published versions immutable in the database itself', async () => {
    const update = db.query(`UPDATE layout_versions SET note = 'edited' WHERE layout_id = $1`, [id]);
    await expect(update).rejects.toThrow(/immutable/);
    const del = db.query('DELETE FROM layout_versions WHERE layout_id = $1', [id]);
    await expect(del).rejects.toThrow(/immutable/);
    await expect(db.query('TRUNCATE layout_versions CASCADE')).rejects.toThrow(/immutable/);
    expect((await store.listVersions(id)).map((v) => v.note)).toEqual([null, 'first']);
  });

  it('rolls back by moving the head, and publishes onward from the highest version', async () => {
    expect(await store.rollback(id, 1, 'carol')).toEqual({
      version: 1,
      tags: ['layout:promo', `layout:${id}`],
    });
    const live = await store.getPublishedLayout(query);
    expect(live?.version).toBe(1);
    expect(live?.placements.map((p) => p.id)).toEqual(['v1-hero']);
    expect((await store.listVersions(id)).map((v) => [v.version, v.current])).toEqual([
      [2, false],
      [1, true],
    ]);
    // The draft still holds v2's list; publishing it makes version 3, never reusing a number.
    expect((await store.publish(id, 'carol')).version).toBe(3);
  });

  it('refuses to roll back to a version that does not exist', async () => {
    for (const version of [99, 0, 1.5]) {
      const err = await store.rollback(id, version, 'carol').catch((e) => e);
      expect(isCmsError(err, 'CMS_VERSION_NOT_FOUND')).toBe(true);
    }
    expect((await store.getPublishedLayout(query))?.version).toBe(3);
  });

  it('records every change in the audit log, newest first', async () => {
    const entries = await store.auditLog({ layoutId: id, limit: 100 });
    expect(entries.map((e) => [e.action, e.actor, e.version])).toEqual([
      ['layout.publish', 'carol', 3],
      ['layout.rollback', 'carol', 1],
      ['layout.publish', 'bob', 2],
      ['draft.save', 'bob', null],
      ['layout.publish', 'ana', 1],
      ['draft.save', 'ana', null],
      ['layout.create', 'ana', null],
    ]);
    expect(entries[1]?.details).toEqual({ fromVersion: 2, toVersion: 1 });
    expect(entries[4]?.details).toMatchObject({ previousVersion: null, note: 'first', placementCount: 1 });
    expect(entries.every((e) => e.layoutId === id && !Number.isNaN(Date.parse(e.at)))).toBe(true);
    expect(await store.auditLog({ layoutId: id, limit: 2 })).toEqual(entries.slice(0, 2));
    expect((await store.auditLog({ limit: 1 }))[0]).toEqual(entries[0]);
  });

  it('answers CMS_LAYOUT_NOT_FOUND for an unknown layout', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    // One at a time: promises created together would reject before they are awaited.
    for (const attempt of [
      () => store.publish(unknown, 'ana'),
      () => store.rollback(unknown, 1, 'ana'),
      () => store.listVersions(unknown),
    ]) {
      expect(isCmsError(await attempt().catch((e) => e), 'CMS_LAYOUT_NOT_FOUND')).toBe(true);
    }
  });
});
