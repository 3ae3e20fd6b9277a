/**
 * The studio API's layout writes: If-Match on every write, and content that fails its schema never
 * stored. A real composer over a real sandbox and a content store (PGlite); nothing is stubbed.
 */
import type { LayoutDetail, StudioUser } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import {
  as,
  body,
  content,
  detailOf,
  hours,
  ids,
  inFuture,
  useStudioApi,
  versionCount,
} from '../../../test/studio-api.ts';
import {
  createStudioUser,
  etag,
  freshLayout,
  PRINCIPALS,
  placement,
  revisionOf,
} from '../../../test/studio-client.ts';

useStudioApi();

describe('If-Match on every write', () => {
  it('drafts: missing 428, stale 412 with the other change, correct 200 with a new ETag', async () => {
    const { id } = await freshLayout(content);
    const first = await detailOf(id);
    const missing = await as.editor.put(`layouts/${id}/draft`, {
      body: { placements: [placement('x-search', 'SearchSection')] },
    });
    expect(missing.statusCode, missing.body).toBe(428);
    expect(body<{ code: string }>(missing).code).toBe('STUDIO_PRECONDITION_REQUIRED');
    expect(await detailOf(id)).toEqual(first);

    const mine = [...first.detail.placements, placement('a-search', 'SearchSection')];
    const ok = await as.editor.put(`layouts/${id}/draft`, {
      body: { placements: mine },
      ifMatch: etag(first.revision),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(revisionOf(ok)).toBe(first.revision + 1);
    expect(ids(body<LayoutDetail>(ok).placements)).toEqual(ids(mine));

    // a second editor still holding the first ETag
    const theirs = [placement('b-promise', 'PromiseSection')];
    const stale = await as.publisher.put(`layouts/${id}/draft`, {
      body: { placements: theirs },
      ifMatch: etag(first.revision),
    });
    expect(stale.statusCode, stale.body).toBe(412);
    const conflict = body<{ code: string; current: LayoutDetail }>(stale);
    expect(conflict.code).toMatch(/^(STUDIO|CMS)_STALE_REVISION$/);
    expect(ids(conflict.current.placements)).toEqual(ids(mine));
    expect(conflict.current.layout.revision).toBe(first.revision + 1);
    const after = await detailOf(id);
    expect(ids(after.detail.placements)).toEqual(ids(mine));
    expect(after.revision).toBe(first.revision + 1);
  });

  it('publish: missing 428, stale 412 with the draft saved meanwhile, correct 200', async () => {
    const { id, revision } = await freshLayout(content);
    const missing = await as.publisher.post(`layouts/${id}/publish`, { body: {} });
    expect(missing.statusCode, missing.body).toBe(428);
    expect(await versionCount(id)).toBe(0);

    const changed = [placement('meanwhile', 'SearchSection')];
    const save = await as.editor.put(`layouts/${id}/draft`, {
      body: { placements: changed },
      ifMatch: etag(revision),
    });
    expect(save.statusCode, save.body).toBe(200);
    const stale = await as.publisher.post(`layouts/${id}/publish`, { body: {}, ifMatch: etag(revision) });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(ids(body<{ current: LayoutDetail }>(stale).current.placements)).toEqual(['meanwhile']);
    expect(await versionCount(id)).toBe(0);

    const ok = await as.publisher.post(`layouts/${id}/publish`, {
      body: { note: 'go' },
      ifMatch: save.headers.etag as string,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(revisionOf(ok)).toBeGreaterThan(revisionOf(save));
    expect(body<{ version: number }>(ok).version).toBe(1);
    expect(await versionCount(id)).toBe(1);
  });

  it('rollback: missing 428, stale 412, correct 200 with a new ETag', async () => {
    const { id, revision } = await freshLayout(content, { publish: true });
    const saved = await content.saveDraft(id, [placement('v2', 'SearchSection')], {
      actor: 'tests',
      expectedRevision: revision,
    });
    expect(saved.ok).toBe(true);
    const v2 = await content.publish(id, { actor: 'tests', expectedRevision: revision + 1 });
    const missing = await as.publisher.post(`layouts/${id}/rollback`, { body: { version: 1 } });
    expect(missing.statusCode, missing.body).toBe(428);
    const stale = await as.publisher.post(`layouts/${id}/rollback`, {
      body: { version: 1 },
      ifMatch: etag(revision),
    });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(ids(body<{ current: LayoutDetail }>(stale).current.placements)).toEqual(['v2']);
    expect(await versionCount(id)).toBe(2);
    const ok = await as.publisher.post(`layouts/${id}/rollback`, {
      body: { version: 1 },
      ifMatch: etag(v2.revision),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(revisionOf(ok)).toBeGreaterThan(v2.revision);
    expect(await versionCount(id)).toBe(3);
  });

  it('schedules: create and cancel need the current ETag', async () => {
    const { id, revision } = await freshLayout(content, { publish: true });
    const request = { at: inFuture(hours(48)), timeZone: 'Europe/Madrid' };
    const missing = await as.publisher.post(`layouts/${id}/schedules`, { body: request });
    expect(missing.statusCode, missing.body).toBe(428);
    const stale = await as.publisher.post(`layouts/${id}/schedules`, {
      body: request,
      ifMatch: etag(revision - 1),
    });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(body<{ current: LayoutDetail }>(stale).current.layout.revision).toBe(revision);
    expect(await content.listSchedules(id)).toHaveLength(0);

    const created = await as.publisher.post(`layouts/${id}/schedules`, {
      body: request,
      ifMatch: etag(revision),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(revisionOf(created)).toBe(revision + 1);
    const schedule = body<{ id: string; status: string }>(created);
    expect(schedule.status).toBe('pending');

    const noMatch = await as.publisher.delete(`layouts/${id}/schedules/${schedule.id}`);
    expect(noMatch.statusCode, noMatch.body).toBe(428);
    const staleCancel = await as.publisher.delete(`layouts/${id}/schedules/${schedule.id}`, {
      ifMatch: etag(revision),
    });
    expect(staleCancel.statusCode, staleCancel.body).toBe(412);
    expect((await content.listSchedules(id))[0]!.status).toBe('pending');
    const cancelled = await as.publisher.delete(`layouts/${id}/schedules/${schedule.id}`, {
      ifMatch: created.headers.etag as string,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(body<{ status: string }>(cancelled).status).toBe('cancelled');
    expect(revisionOf(cancelled)).toBe(revision + 2);
  });

  it('users: PATCH needs the current ETag', async () => {
    const { user } = await createStudioUser(content, PRINCIPALS.viewer);
    const missing = await as.admin.patch(`users/${user.id}`, { body: { role: 'publisher' } });
    expect(missing.statusCode, missing.body).toBe(428);
    const stale = await as.admin.patch(`users/${user.id}`, {
      body: { role: 'publisher' },
      ifMatch: etag(user.revision + 5),
    });
    expect(stale.statusCode, stale.body).toBe(412);
    expect((await content.getUser(user.id))!.role).toBe('viewer');
    const ok = await as.admin.patch(`users/${user.id}`, {
      body: { role: 'publisher' },
      ifMatch: etag(user.revision),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body<StudioUser>(ok).role).toBe('publisher');
    expect(revisionOf(ok)).toBe(user.revision + 1);
  });
});

describe('content that fails its schema is never stored', () => {
  it('an out-of-range config field answers 400 naming [index, config, field]', async () => {
    const { id } = await freshLayout(content);
    const before = await detailOf(id);
    const res = await as.editor.put(`layouts/${id}/draft`, {
      body: {
        placements: [
          placement('ok-hero', 'HeroSlider'),
          placement('bad-best', 'BestSellersCarousel', { config: { maxCards: 999 } }),
        ],
      },
      ifMatch: etag(before.revision),
    });
    expect(res.statusCode, res.body).toBe(400);
    const errors = body<{ errors: Array<{ path: Array<string | number>; message: string }> }>(res).errors;
    expect(errors.map((e) => e.path)).toContainEqual([1, 'config', 'maxCards']);
    expect(errors.every((e) => e.message.length > 0)).toBe(true);
    expect(await detailOf(id)).toEqual(before);
  });

  it('an unknown config key answers 400 under [index, config]', async () => {
    const { id } = await freshLayout(content);
    const before = await detailOf(id);
    const res = await as.editor.put(`layouts/${id}/draft`, {
      body: { placements: [placement('odd', 'BestSellersCarousel', { config: { maxCardz: 3 } })] },
      ifMatch: etag(before.revision),
    });
    expect(res.statusCode, res.body).toBe(400);
    const paths = body<{ errors: Array<{ path: Array<string | number> }> }>(res).errors.map((e) => e.path);
    expect(paths.some((p) => p[0] === 0 && p[1] === 'config')).toBe(true);
    expect(await detailOf(id)).toEqual(before);
  });
});
