import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, recordingLogger, testBackends } from '../../test/backends.ts';
import { by, placement, rejectionOf, scope, stored } from '../../test/fixtures.ts';
import type { Db } from '../db/db.ts';
import { isCmsError } from '../errors.ts';
import type { ContentStore } from './types.ts';

describe.each(testBackends())('publishing on $name', (backend) => {
  let db: Db;
  let store: ContentStore;
  let id: string;
  /** The layout's revision as the test last saw it. */
  let rev: number;
  const query = { pageKey: 'promo', market: 'uk', affiliateId: 1, siteKind: 'main' } as const;
  const tags = () => ['layout:promo', `layout:${id}`];

  beforeAll(async () => {
    await backend.setup();
    ({ db, store } = await connect(backend, recordingLogger()));
    ({ id, revision: rev } = await store.createLayout(scope('promo', { market: 'uk' }), 'Promo UK', {
      actor: 'ana',
    }));
  });
  afterAll(async () => {
    await store?.close();
    await backend.teardown();
  });

  it('refuses to publish without a draft', async () => {
    expect(isCmsError(await rejectionOf(store.publish(id, by('ana', rev))), 'CMS_DRAFT_NOT_FOUND')).toBe(
      true,
    );
    expect(await store.getPublishedLayout(query)).toBeNull();
    expect((await store.getLayout(id)).revision).toBe(rev);
  });

  it('publishes numbered versions from the draft, bumping the revision, and returns the cache tags', async () => {
    const saved = await store.saveDraft(
      id,
      [placement('v1-hero', 'HeroSlider')],
      by('ana', rev, '198.51.100.1'),
    );
    expect(saved).toEqual({ ok: true, revision: 2 });
    expect(await store.publish(id, by('ana', 2, '198.51.100.1'), ' first ')).toEqual({
      layoutId: id,
      version: 1,
      revision: 3,
      tags: tags(),
    });
    await store.saveDraft(
      id,
      [placement('v2-hero', 'HeroSlider'), placement('v2-footer', 'Footer')],
      by('bob', 3),
    );
    expect(await store.getLayout(id)).toMatchObject({
      revision: 4,
      publishedVersion: 1,
      unpublishedChanges: true,
    });
    expect((await store.publish(id, by('bob', 4))).version).toBe(2);
    rev = 5;

    const live = await store.getPublishedLayout(query);
    expect(live).toMatchObject({ layoutId: id, name: 'Promo UK', version: 2 });
    expect(live?.placements.map((p) => p.id)).toEqual(['v2-hero', 'v2-footer']);
    expect(await store.listVersions(id)).toMatchObject([
      { version: 2, publishedBy: 'bob', note: null, placementCount: 2, current: true, rollbackOf: null },
      { version: 1, publishedBy: 'ana', note: 'first', placementCount: 1, current: false, rollbackOf: null },
    ]);
    expect(await store.getLayout(id)).toMatchObject({
      revision: 5,
      publishedVersion: 2,
      unpublishedChanges: false,
    });
  });

  it('reads one version with its placements', async () => {
    const v1 = await store.getVersion(id, 1);
    expect(v1).toMatchObject({ version: 1, note: 'first', current: false, rollbackOf: null });
    expect(v1.placements).toEqual([stored('v1-hero', 'HeroSlider')]);
    for (const version of [3, 0, -1, 1.5, 2 ** 40]) {
      expect(isCmsError(await rejectionOf(store.getVersion(id, version)), 'CMS_VERSION_NOT_FOUND')).toBe(
        true,
      );
    }
  });

  it('keeps published versions immutable in the database itself', async () => {
    // The trigger's refusal is kept on `cause`; the error's own message never repeats the database's.
    const refusedAsImmutable = {
      code: 'CMS_QUERY_FAILED',
      cause: expect.objectContaining({ message: expect.stringMatching(/immutable/) }),
    };
    const update = db.query(`UPDATE layout_versions SET note = 'edited' WHERE layout_id = $1`, [id]);
    await expect(update).rejects.toMatchObject(refusedAsImmutable);
    const del = db.query('DELETE FROM layout_versions WHERE layout_id = $1', [id]);
    await expect(del).rejects.toMatchObject(refusedAsImmutable);
    await expect(db.query('TRUNCATE layout_versions CASCADE')).rejects.toMatchObject(refusedAsImmutable);
    expect((await store.listVersions(id)).map((v) => v.note)).toEqual([null, 'first']);
  });

  it('rolls back by publishing a new version that copies the old one, and resets the draft to it', async () => {
    await store.saveDraft(id, [placement('wip', 'Footer')], by('carol', rev));
    rev += 1;
    expect(await store.rollback(id, 1, by('carol', rev))).toEqual({
      layoutId: id,
      version: 3,
      revision: rev + 1,
      tags: tags(),
    });
    rev += 1;
    const live = await store.getPublishedLayout(query);
    expect(live?.version).toBe(3);
    expect(live?.placements.map((p) => p.id)).toEqual(['v1-hero']);
    expect(await store.listVersions(id)).toMatchObject([
      { version: 3, current: true, rollbackOf: 1, note: 'Rollback to v1', publishedBy: 'carol' },
      { version: 2, current: false, rollbackOf: null },
      { version: 1, current: false, rollbackOf: null },
    ]);
    expect(await store.getDraft(id)).toMatchObject({
      placements: [stored('v1-hero', 'HeroSlider')],
      updatedBy: 'carol',
      revision: rev,
    });
    expect(await store.getLayout(id)).toMatchObject({ publishedVersion: 3, unpublishedChanges: false });
    // Publishing onward numbers from the highest version.
    expect((await store.publish(id, by('carol', rev))).version).toBe(4);
    rev += 1;
  });

  it('refuses to roll back to a version that does not exist, or from a stale revision', async () => {
    for (const version of [99, 0, 1.5]) {
      const err = await rejectionOf(store.rollback(id, version, by('carol', rev)));
      expect(isCmsError(err, 'CMS_VERSION_NOT_FOUND')).toBe(true);
    }
    const stale = await rejectionOf(store.rollback(id, 1, by('carol', rev - 1)));
    expect(stale).toMatchObject({ code: 'CMS_STALE_REVISION', currentRevision: rev });
    expect((await store.getPublishedLayout(query))?.version).toBe(4);
    expect((await store.getLayout(id)).revision).toBe(rev);
  });

  it('records every change in the audit log with actor and address, newest first', async () => {
    const entries = await store.auditLog({ layoutId: id, limit: 100 });
    expect(entries.map((e) => [e.action, e.actor, e.version, e.outcome])).toEqual([
      ['layout.publish', 'carol', 4, 'ok'],
      ['layout.rollback', 'carol', 3, 'ok'],
      ['draft.save', 'carol', null, 'ok'],
      ['layout.publish', 'bob', 2, 'ok'],
      ['draft.save', 'bob', null, 'ok'],
      ['layout.publish', 'ana', 1, 'ok'],
      ['draft.save', 'ana', null, 'ok'],
      ['layout.create', 'ana', null, 'ok'],
    ]);
    expect(entries[1]?.details).toEqual({ rollbackOf: 1, previousVersion: 2 });
    expect(entries[5]).toMatchObject({
      ip: '198.51.100.1',
      details: { previousVersion: null, note: 'first', placementCount: 1 },
    });
    expect(entries.every((e) => e.layoutId === id && !Number.isNaN(Date.parse(e.at)))).toBe(true);
    expect(await store.auditLog({ layoutId: id, limit: 2 })).toEqual(entries.slice(0, 2));
    expect((await store.auditLog({ limit: 1 }))[0]).toEqual(entries[0]);
    expect((await store.auditLog({ actor: 'bob', limit: 10 })).map((e) => e.action)).toEqual([
      'layout.publish',
      'draft.save',
    ]);
  });

  it('answers CMS_LAYOUT_NOT_FOUND for an unknown layout', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const attempt of [
      () => store.publish(unknown, by('ana', 1)),
      () => store.rollback(unknown, 1, by('ana', 1)),
      () => store.listVersions(unknown),
      () => store.getVersion(unknown, 1),
    ]) {
      expect(isCmsError(await rejectionOf(attempt()), 'CMS_LAYOUT_NOT_FOUND')).toBe(true);
    }
  });
});
