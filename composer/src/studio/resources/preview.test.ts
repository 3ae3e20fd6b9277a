/**
 * What the studio shows staff of a composition: `?explain` on a page for a signed-in user, and the preview
 * of a draft. A real composer over a real sandbox and a content store (PGlite); nothing is stubbed.
 */
import type { Block } from '@waypoint/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allBlocks,
  app,
  as,
  body,
  content,
  detailOf,
  esHome,
  hours,
  inFuture,
  useStudioApi,
} from '../../../test/studio-api.ts';
import { etag, placement } from '../../../test/studio-client.ts';

useStudioApi();

describe('explain', () => {
  let version: number;

  beforeAll(async () => {
    const { detail, revision } = await detailOf(esHome);
    const placements = [
      ...detail.placements,
      placement('explain-fr-only', 'PromiseSection', { audience: { markets: ['fr'] } }),
      placement('explain-next-month', 'BrandStory', {
        schedule: { from: inFuture(hours(24 * 30)), until: null, timeZone: 'Europe/Madrid' },
      }),
    ];
    const saved = await as.editor.put(`layouts/${esHome}/draft`, {
      body: { placements },
      ifMatch: etag(revision),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await as.publisher.post(`layouts/${esHome}/publish`, {
      body: {},
      ifMatch: saved.headers.etag as string,
    });
    expect(published.statusCode, published.body).toBe(200);
    version = body<{ version: number }>(published).version;
  });

  it('without a studio session ?explain=1 adds nothing', async () => {
    const res = await app.inject({ url: '/v1/pages/es?explain=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('"explain"');
    const forged = await app.inject({
      url: '/v1/pages/es?explain=1',
      headers: { cookie: 'waypoint_studio=forged' },
    });
    expect(forged.body).not.toContain('"explain"');
  });

  it('with a studio session every block names its layout, version and placement; left-out placements name the rule', async () => {
    const res = await app.inject({ url: '/v1/pages/es?explain=1', headers: { cookie: as.viewer.cookie! } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(String(res.headers['cache-control'])).toMatch(/private|no-store/);
    const tree = body<{
      regions: Record<string, Block[]>;
      explain: {
        layoutId: string;
        version: number;
        excluded: Array<{ placementId: string; rule: string; reason: string }>;
      };
    }>(res);
    const top = Object.values(tree.regions).flat();
    expect(top.length).toBeGreaterThan(5);
    for (const block of top) {
      expect(block.explain, `${block.type} ${block.id}`).toMatchObject({ layoutId: esHome, version });
      expect(typeof block.explain!.placementId).toBe('string');
    }
    expect(top.map((b) => b.explain!.placementId)).toContain('home-es-hero');
    expect(tree.explain.layoutId).toBe(esHome);
    expect(tree.explain.version).toBe(version);
    expect(tree.explain.excluded).toContainEqual(
      expect.objectContaining({ placementId: 'explain-fr-only', rule: 'audience.markets' }),
    );
    expect(tree.explain.excluded).toContainEqual(
      expect.objectContaining({ placementId: 'explain-next-month', rule: 'schedule.from' }),
    );
    // the cached page for travellers stays free of explain
    expect((await app.inject({ url: '/v1/pages/es' })).body).not.toContain('"explain"');
  });
});

describe('preview', () => {
  const nextWeek = new Date(Date.now() + hours(24 * 7)).toISOString();

  beforeAll(async () => {
    const { detail, revision } = await detailOf(esHome);
    const placements = [
      ...detail.placements,
      // BrandStory shows on a partner's phone (SearchSection would be hidden there by its resolver)
      placement('preview-next-week', 'BrandStory', {
        schedule: {
          from: inFuture(hours(24 * 6)),
          until: inFuture(hours(24 * 8)),
          timeZone: 'Europe/Madrid',
        },
      }),
    ];
    const saved = await as.editor.put(`layouts/${esHome}/draft`, {
      body: { placements },
      ifMatch: etag(revision),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  const placementIds = (tree: { regions: Record<string, Block[]> }) =>
    allBlocks(tree).map((b) => b.explain?.placementId ?? b.id);

  it('composes the draft for a partner on a phone as of next week', async () => {
    const res = await as.viewer.get(`layouts/${esHome}/preview`, {
      query: { market: 'es', affiliateId: '2', siteKind: 'partner', device: 'mobile', asOf: nextWeek },
    });
    expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
    const tree = body<{
      context: { site: { affiliateId: number; kind: string }; device: string; market: string };
      regions: Record<string, Block[]>;
    }>(res);
    expect(tree.context.market).toBe('es');
    expect(tree.context.site.affiliateId).toBe(2);
    expect(tree.context.site.kind).toBe('partner');
    expect(tree.context.device).toBe('mobile');
    expect(placementIds(tree)).toContain('preview-next-week');
    // the draft is not live
    const live = await app.inject({ url: '/v1/pages/es?explain=1', headers: { cookie: as.viewer.cookie! } });
    expect(placementIds(body(live))).not.toContain('preview-next-week');
  });

  it('without asOf (now) the next-week placement is absent', async () => {
    const res = await as.viewer.get(`layouts/${esHome}/preview`, {
      query: { market: 'es', affiliateId: '2', siteKind: 'partner', device: 'mobile' },
    });
    expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
    const tree = body<{
      regions: Record<string, Block[]>;
      explain: { excluded: Array<{ placementId: string; rule: string }> };
    }>(res);
    expect(placementIds(tree)).not.toContain('preview-next-week');
    expect(tree.explain.excluded).toContainEqual(
      expect.objectContaining({ placementId: 'preview-next-week', rule: 'schedule.from' }),
    );
  });

  it('says when travellers with the audience are served another layout, and not when they get this one', async () => {
    const partnerLayout = (await content.listLayouts({ pageKey: 'home' })).find(
      (l) => l.scope.affiliateId === 2,
    )!;
    const asPartner = await as.viewer.get(`layouts/${esHome}/preview`, {
      query: { market: 'es', affiliateId: '2', siteKind: 'partner' },
    });
    expect(body<{ explain: { note?: string } }>(asPartner).explain.note).toBe(
      `Travellers with this audience are served "${partnerLayout.name}", not this layout: the preview shows how this draft would look to them.`,
    );
    const asTraveller = await as.viewer.get(`layouts/${esHome}/preview`, { query: { market: 'es' } });
    expect(body<{ explain: { note?: string } }>(asTraveller).explain.note).toBeUndefined();
  });

  it('rejects a bad audience with 400', async () => {
    const res = await as.viewer.get(`layouts/${esHome}/preview`, { query: { market: 'xx' } });
    expect(res.statusCode).toBe(400);
  });
});
