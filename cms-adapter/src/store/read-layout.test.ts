import type { LayoutScope } from '@waypoint/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, recordingLogger, testBackends } from '../../test/backends.ts';
import { by, placement, scope } from '../../test/fixtures.ts';
import type { Db } from '../db/db.ts';
import type { ContentStore, LayoutQuery } from './types.ts';

describe.each(testBackends())('getPublishedLayout on $name', (backend) => {
  const logger = recordingLogger();
  let db: Db;
  let store: ContentStore;
  const ids = new Map<string, string>();

  async function published(name: string, s: LayoutScope): Promise<string> {
    const { id } = await store.createLayout(s, name, { actor: 'test' });
    expect(await store.saveDraft(id, [placement(`${name}-hero`, 'HeroSlider')], by('test', 1))).toEqual({
      ok: true,
      revision: 2,
    });
    await store.publish(id, by('test', 2));
    ids.set(name, id);
    return id;
  }

  beforeAll(async () => {
    await backend.setup();
    ({ db, store } = await connect(backend, logger));
    await published('global', scope('precedence'));
    await published('market-us', scope('precedence', { market: 'us' }));
    await published('advisors', scope('precedence', { siteKind: 'advisors' }));
    await published('affiliate-7', scope('precedence', { affiliateId: 7 }));
    await published('affiliate-7-us', scope('precedence', { affiliateId: 7, market: 'us' }));
    // A layout that was never published must never be served.
    await store.createLayout(scope('precedence', { market: 'fr' }), 'unpublished-fr', { actor: 'test' });
  });
  afterAll(async () => {
    await store?.close();
    await backend.teardown();
  });

  const q = (market: LayoutQuery['market'], affiliateId: number, siteKind: LayoutQuery['siteKind']) => ({
    pageKey: 'precedence',
    market,
    affiliateId,
    siteKind,
  });

  it.each([
    ['market over global', q('us', 1, 'main'), 'market-us'],
    ['global when nothing more specific matches', q('de', 1, 'main'), 'global'],
    ['an unpublished layout is ignored', q('fr', 1, 'main'), 'global'],
    ['site kind alone', q('de', 1, 'advisors'), 'advisors'],
    ['site kind over market', q('us', 1, 'advisors'), 'advisors'],
    ['affiliate over site kind', q('de', 7, 'advisors'), 'affiliate-7'],
    ['affiliate + market over affiliate alone', q('us', 7, 'advisors'), 'affiliate-7-us'],
  ] as const)('%s', async (_, query, expected) => {
    const layout = await store.getPublishedLayout(query);
    expect(layout?.layoutId).toBe(ids.get(expected));
    expect(layout?.placements.map((p) => p.id)).toEqual([`${expected}-hero`]);
  });

  it('returns the name, scope, version and publication time', async () => {
    const layout = await store.getPublishedLayout(q('us', 1, 'main'));
    expect(layout).toMatchObject({
      name: 'market-us',
      version: 1,
      scope: scope('precedence', { market: 'us' }),
    });
    expect(Number.isNaN(Date.parse(layout!.publishedAt))).toBe(false);
  });

  it('returns null for a page key without layouts', async () => {
    expect(await store.getPublishedLayout({ ...q('us', 1, 'main'), pageKey: 'nothing-here' })).toBeNull();
  });

  it('drops stored placements that break the schema, logs them, and serves the rest in order', async () => {
    const { id } = await store.createLayout(scope('corrupt'), 'corrupt', { actor: 'test' });
    const stored = [
      { ...placement('good-1', 'Header'), audience: {}, schedule: { from: null, until: null } },
      { id: 'bad-type', blockType: 'Carousel3000', config: {} },
      placement('bad-config', 'ThemedCarousel', { from: 5, to: 1 }),
      'not even an object',
      placement('good-2', 'Footer'),
    ];
    // Written under the store's API, as a stale or hand-edited row would be.
    await db.query(
      `INSERT INTO layout_versions (layout_id, version, placements, published_by) VALUES ($1, 1, $2::jsonb, 'sql')`,
      [id, JSON.stringify(stored)],
    );
    await db.query(`INSERT INTO layout_heads (layout_id, version, updated_by) VALUES ($1, 1, 'sql')`, [id]);
    const before = logger.records.length;

    const layout = await store.getPublishedLayout({
      pageKey: 'corrupt',
      market: 'us',
      affiliateId: 1,
      siteKind: 'main',
    });

    expect(layout?.placements.map((p) => p.id)).toEqual(['good-1', 'good-2']);
    const errors = logger.records.slice(before).filter((r) => r.level === 'error');
    expect(errors.map((e) => e.obj.placementId)).toEqual(['bad-type', 'bad-config', null]);
    for (const e of errors) {
      expect(e.obj).toMatchObject({ layoutId: id, version: 1 });
      expect(Array.isArray(e.obj.issues) && e.obj.issues.length > 0).toBe(true);
    }
  });
});
