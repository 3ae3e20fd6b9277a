/**
 * The studio API's layouts: If-Match on every write, content that fails its schema never stored,
 * publish, diff and rollback of the ES home, landing pages. A real composer over a real sandbox and a
 * content store (PGlite); nothing is stubbed.
 */
import type { Block, LayoutDetail, Placement, StudioUser } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import {
  app,
  as,
  body,
  content,
  detailOf,
  esHome,
  hours,
  ids,
  inFuture,
  mainTypes,
  useStudioApi,
  versionCount,
} from '../../../test/studio-api.ts';
import {
  createStudioUser,
  etag,
  freshLayout,
  landingScope,
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

describe('publish, diff and rollback of the ES home', () => {
  let original: string[];

  it('a publish is live at once on the same instance', async () => {
    original = await mainTypes('/es');
    expect(original.indexOf('HeroSlider')).toBeLessThan(original.indexOf('FlashSaleCarousel'));
    expect(await versionCount(esHome)).toBe(1);

    const read = await as.editor.get(`layouts/${esHome}`);
    const placements = body<LayoutDetail>(read).placements;
    const hero = placements.findIndex((p) => p.blockType === 'HeroSlider');
    const flash = placements.findIndex((p) => p.blockType === 'FlashSaleCarousel');
    const moved = [...placements];
    const [flashPlacement] = moved.splice(flash, 1);
    moved.splice(hero, 0, flashPlacement!);
    const saved = await as.editor.put(`layouts/${esHome}/draft`, {
      body: { placements: moved },
      ifMatch: read.headers.etag as string,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // a saved draft is not live
    expect(await mainTypes('/es')).toEqual(original);

    const published = await as.publisher.post(`layouts/${esHome}/publish`, {
      body: { note: 'flash sale first' },
      ifMatch: saved.headers.etag as string,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(body<{ version: number }>(published).version).toBe(2);
    const live = await mainTypes('/es');
    expect(live.indexOf('FlashSaleCarousel')).toBeLessThan(live.indexOf('HeroSlider'));
  });

  it('the diff between versions 1 and 2 lists a readable move', async () => {
    const res = await as.viewer.get(`layouts/${esHome}/diff?from=1&to=2`);
    expect(res.statusCode, res.body).toBe(200);
    const diff = body<{
      from: unknown;
      to: unknown;
      changes: Array<{ kind: string; blockType: string; summary: string }>;
    }>(res);
    expect(diff.from).toBe(1);
    expect(diff.to).toBe(2);
    const moved = diff.changes.filter((c) => c.kind === 'moved');
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.some((c) => c.blockType === 'FlashSaleCarousel' || c.blockType === 'HeroSlider')).toBe(true);
    for (const c of diff.changes) expect(c.summary.length).toBeGreaterThan(5);
    expect(diff.changes.some((c) => c.kind === 'added' || c.kind === 'removed')).toBe(false);
  });

  it('the versions list grows; a rollback is a new version and restores the page', async () => {
    const versions = await as.viewer.get(`layouts/${esHome}/versions`);
    const list = body<{ versions: Array<{ version: number; current: boolean; note: string | null }> }>(
      versions,
    ).versions;
    expect(list.map((v) => v.version)).toEqual([2, 1]);
    expect(list[0]!.current).toBe(true);
    expect(list[0]!.note).toBe('flash sale first');

    const { revision } = await detailOf(esHome);
    const res = await as.publisher.post(`layouts/${esHome}/rollback`, {
      body: { version: 1 },
      ifMatch: etag(revision),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ version: number }>(res).version).toBe(3);
    const after = body<{ versions: Array<{ version: number; rollbackOf: number | null; current: boolean }> }>(
      await as.viewer.get(`layouts/${esHome}/versions`),
    ).versions;
    expect(after.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(after[0]).toMatchObject({ rollbackOf: 1, current: true });
    expect(await mainTypes('/es')).toEqual(original);
    const v1 = body<{ placements: Placement[] }>(
      await as.viewer.get(`layouts/${esHome}/versions/1`),
    ).placements;
    const v3 = body<{ placements: Placement[] }>(
      await as.viewer.get(`layouts/${esHome}/versions/3`),
    ).placements;
    expect(v3).toEqual(v1);
    // the draft is the rolled-back copy too
    expect((await detailOf(esHome)).detail.placements).toEqual(v1);
  });
});

describe('landing pages', () => {
  it('is a 404 page until published, then a page titled with the layout name', async () => {
    const name = 'Ofertas de primavera';
    const created = await as.editor.post('layouts', { body: { scope: landingScope('spring-deals'), name } });
    expect(created.statusCode, created.body).toBe(201);
    const detail = body<LayoutDetail>(created);
    expect(detail.layout.path).toBe('/es/landingPage/spring-deals');
    expect(detail.layout.publishedVersion).toBeNull();
    const saved = await as.editor.put(`layouts/${detail.layout.id}/draft`, {
      body: {
        placements: [
          placement('spring-hero', 'HeroSlider'),
          placement('spring-best', 'BestSellersCarousel', { config: { maxCards: 4 } }),
        ],
      },
      ifMatch: created.headers.etag as string,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const before = await app.inject({ url: '/v1/pages/es/landingPage/spring-deals' });
    expect(before.statusCode, before.body.slice(0, 300)).toBe(404);

    const published = await as.publisher.post(`layouts/${detail.layout.id}/publish`, {
      body: {},
      ifMatch: saved.headers.etag as string,
    });
    expect(published.statusCode, published.body).toBe(200);

    const after = await app.inject({ url: '/v1/pages/es/landingPage/spring-deals' });
    expect(after.statusCode, after.body.slice(0, 300)).toBe(200);
    const tree = body<{
      page: { kind: string; title: string; breadcrumbs: Array<{ title: string; link: string }> };
      regions: { main: Block[] };
    }>(after);
    expect(tree.page.kind).toBe('landing');
    expect(tree.page.title).toBe(name);
    const home = body<{ page: { breadcrumbs: Array<{ title: string }> } }>(
      await app.inject({ url: '/v1/pages/es' }),
    );
    expect(tree.page.breadcrumbs).toEqual([
      { title: home.page.breadcrumbs[0]!.title, link: '/es' },
      { title: name, link: '/es/landingPage/spring-deals' },
    ]);
    expect(tree.regions.main.map((b) => b.type)).toContain('HeroSlider');
    // other markets have no such page
    expect((await app.inject({ url: '/v1/pages/fr/landingPage/spring-deals' })).statusCode).toBe(404);
  });
});
