/**
 * Publishing through the studio API: publish, diff and rollback of the ES home, and a landing page that is
 * a 404 until published. A real composer over a real sandbox and a content store (PGlite); nothing is
 * stubbed.
 */
import type { Block, LayoutDetail, Placement } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import {
  app,
  as,
  body,
  detailOf,
  esHome,
  mainTypes,
  useStudioApi,
  versionCount,
} from '../../../test/studio-api.ts';
import { etag, landingScope, placement } from '../../../test/studio-client.ts';

useStudioApi();

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

describe('where a layout is served', () => {
  it('lists each layout with the path its page definition gives, and only trip layouts preview a trip', async () => {
    const listed = body<{ layouts: LayoutDetail['layout'][] }>(await as.editor.get('layouts'));
    const trip = listed.layouts.find((l) => l.scope.pageKey === 'product');
    const home = listed.layouts.find((l) => l.scope.pageKey === 'home' && l.scope.market === 'es');
    expect(trip).toMatchObject({
      path: `/${trip?.scope.market ?? 'us'}/{continent}/{country}/{id}-{slug}`,
      previewTrip: true,
    });
    expect(home).toMatchObject({ path: '/es', previewTrip: false });
    expect(listed.layouts.filter((l) => l.previewTrip).every((l) => l.scope.pageKey === 'product')).toBe(
      true,
    );
  });
});

describe('landing pages', () => {
  it('is a 404 page until published, then a page titled with the layout name', async () => {
    const name = 'Ofertas de primavera';
    const created = await as.editor.post('layouts', { body: { scope: landingScope('spring-deals'), name } });
    expect(created.statusCode, created.body).toBe(201);
    const detail = body<LayoutDetail>(created);
    expect(detail.layout).toMatchObject({ path: '/es/landingPage/spring-deals', previewTrip: false });
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
