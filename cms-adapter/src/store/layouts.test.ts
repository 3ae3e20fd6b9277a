import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, recordingLogger, testBackends } from '../../test/backends.ts';
import { by, placement, publishedLayout, rejectionOf, scope, stored } from '../../test/fixtures.ts';
import { CmsStaleRevisionError, CmsValidationError, isCmsError } from '../errors.ts';
import type { ContentStore } from './types.ts';

const ana = { actor: 'ana', ip: '203.0.113.7' };

describe.each(testBackends())('layouts and drafts on $name', (backend) => {
  let store: ContentStore;

  beforeAll(async () => {
    await backend.setup();
    ({ store } = await connect(backend, recordingLogger()));
  });
  afterAll(async () => {
    await store?.close();
    await backend.teardown();
  });

  it('creates a layout per scope at revision 1 and rejects a second one for the same scope (nulls equal)', async () => {
    const created = await store.createLayout(scope('dup', { market: 'de' }), ' DE ', ana);
    expect(created).toMatchObject({
      name: 'DE',
      createdBy: 'ana',
      publishedVersion: null,
      revision: 1,
      draftUpdatedAt: null,
      draftUpdatedBy: null,
      unpublishedChanges: false,
      pendingSchedules: 0,
    });
    expect(created.scope).toEqual(scope('dup', { market: 'de' }));
    expect(await store.getLayout(created.id)).toEqual(created);

    const again = await rejectionOf(store.createLayout(scope('dup', { market: 'de' }), 'DE again', ana));
    expect(isCmsError(again, 'CMS_LAYOUT_EXISTS')).toBe(true);
    // A different scope on the same page is fine.
    await store.createLayout(scope('dup', { market: 'de', siteKind: 'sales' }), 'DE sales', ana);
    expect((await store.listLayouts({ pageKey: 'dup' })).map((l) => l.name)).toEqual(['DE', 'DE sales']);
  });

  it('rejects an invalid scope or name with field errors addressed like the create request', async () => {
    const bad = await rejectionOf(
      store.createLayout({ ...scope('x'), market: 'zz' as 'us', affiliateId: -1 }, '  ', ana),
    );
    expect(bad).toBeInstanceOf(CmsValidationError);
    expect((bad as CmsValidationError).errors.map((e) => e.path)).toEqual([
      ['scope', 'market'],
      ['scope', 'affiliateId'],
      ['name'],
    ]);
  });

  it.each(['landing:', 'landing:Summer', 'landing:summer--sale', 'landing:a:b', 'landing:-x'])(
    'rejects the landing page key %j with one error on scope.pageKey',
    async (pageKey) => {
      const bad = await rejectionOf(store.createLayout(scope(pageKey), 'Landing', ana));
      expect(bad).toBeInstanceOf(CmsValidationError);
      const errors = (bad as CmsValidationError).errors;
      expect(errors).toHaveLength(1);
      expect(errors[0]?.path).toEqual(['scope', 'pageKey']);
      expect(await store.listLayouts({ pageKey })).toEqual([]);
    },
  );

  it('creates a landing page for any market and one for a market under the same key', async () => {
    const any = await store.createLayout(scope('landing:summer-sale-2030'), 'Summer sale', ana);
    const es = await store.createLayout(scope('landing:summer-sale-2030', { market: 'es' }), 'Rebajas', ana);
    expect([any.scope.market, es.scope.market]).toEqual([null, 'es']);
    expect(
      (await store.listLayouts({ pageKey: 'landing:summer-sale-2030' })).map((l) => l.name).sort(),
    ).toEqual(['Rebajas', 'Summer sale']);
  });

  it('saves a valid draft, bumps the revision and returns it parsed, with defaults', async () => {
    const { id } = await store.createLayout(scope('draft-ok'), 'ok', ana);
    const result = await store.saveDraft(
      id,
      [placement('a', 'HeroSlider'), placement('b', 'AdBanner', { slot: 'add-banner-home1' })],
      by('ana', 1),
    );
    expect(result).toEqual({ ok: true, revision: 2 });
    const draft = await store.getDraft(id);
    expect(draft).toMatchObject({ layoutId: id, revision: 2, updatedBy: 'ana' });
    expect(draft.placements).toEqual([
      stored('a', 'HeroSlider'),
      stored('b', 'AdBanner', { slot: 'add-banner-home1' }),
    ]);
    const layout = await store.getLayout(id);
    expect(layout).toMatchObject({ revision: 2, draftUpdatedBy: 'ana', unpublishedChanges: true });
    expect(layout.draftUpdatedAt).toBe(draft.updatedAt);
  });

  it('returns a draft for every layout: the saved one, else the live placements, else none', async () => {
    const { id } = await store.createLayout(scope('draft-fallback'), 'fallback', ana);
    expect(await store.getDraft(id)).toEqual({
      layoutId: id,
      placements: [],
      revision: 1,
      updatedAt: null,
      updatedBy: null,
    });
    const live = await publishedLayout(store, scope('draft-live'), [placement('h', 'Header')]);
    expect((await store.getDraft(live.id)).placements).toEqual([stored('h', 'Header')]);
    expect((await store.getLayout(live.id)).unpublishedChanges).toBe(false);
  });

  it('refuses a stale or missing revision and changes nothing', async () => {
    const { id } = await store.createLayout(scope('draft-stale'), 'stale', ana);
    expect(await store.saveDraft(id, [placement('one', 'Header')], by('ana', 1))).toEqual({
      ok: true,
      revision: 2,
    });
    const before = { layout: await store.getLayout(id), draft: await store.getDraft(id) };
    const audit = await store.auditLog({ layoutId: id, limit: 50 });

    const stale = await rejectionOf(store.saveDraft(id, [placement('two', 'Footer')], by('bob', 1)));
    expect(stale).toBeInstanceOf(CmsStaleRevisionError);
    expect(stale).toMatchObject({ code: 'CMS_STALE_REVISION', statusCode: 412, currentRevision: 2 });
    expect((stale as Error).message).toBe(`Layout "${id}" is at revision 2, not 1`);

    const missing = await rejectionOf(
      store.saveDraft(id, [placement('two', 'Footer')], { actor: 'bob' } as never),
    );
    expect(missing).toMatchObject({ code: 'CMS_REVISION_REQUIRED', statusCode: 428 });
    for (const write of [
      () => store.publish(id, by('bob', 3)),
      () => store.publish(id, { actor: 'bob' } as never),
      () => store.schedulePublish(id, { at: '2099-01-01T00:00:00Z', timeZone: 'UTC' }, by('bob', 7)),
    ]) {
      expect(isCmsError(await rejectionOf(write()))).toBe(true);
    }

    expect({ layout: await store.getLayout(id), draft: await store.getDraft(id) }).toEqual(before);
    expect(await store.auditLog({ layoutId: id, limit: 50 })).toEqual(audit);
    expect(await store.listVersions(id)).toEqual([]);
    expect(await store.listSchedules(id)).toEqual([]);
  });

  it('lets exactly one of two writers holding the same revision win', async () => {
    const { id } = await store.createLayout(scope('draft-race'), 'race', ana);
    const results = await Promise.allSettled([
      store.saveDraft(id, [placement('a', 'Header')], by('ana', 1)),
      store.saveDraft(id, [placement('b', 'Footer')], by('bob', 1)),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(isCmsError((lost[0] as PromiseRejectedResult).reason, 'CMS_STALE_REVISION')).toBe(true);
    expect((await store.getLayout(id)).revision).toBe(2);
  });

  it('returns field-level errors and saves nothing when any placement is invalid', async () => {
    const { id } = await store.createLayout(scope('draft-bad'), 'bad', ana);
    const good = [placement('keep', 'Header')];
    expect(await store.saveDraft(id, good, by('ana', 1))).toEqual({ ok: true, revision: 2 });
    const auditBefore = await store.auditLog({ layoutId: id, limit: 50 });

    const result = await store.saveDraft(
      id,
      [
        placement('fine', 'Header'),
        placement('what', 'Carousel3000' as 'Header'),
        {
          ...placement('sched', 'Footer'),
          schedule: { from: '2030-02-01T00:00:00Z', until: '2030-01-01T00:00:00Z' },
        },
        placement('themed', 'ThemedCarousel', { from: 4, to: 2 }),
        placement('extra', 'AdBanner', { slot: 'add-banner-home', colour: 'red' }),
        placement('fine', 'Footer'),
      ],
      by('mallory', 2),
    );

    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors.map((e) => e.path)).toEqual([
      [1, 'blockType'],
      [2, 'schedule', 'until'],
      [3, 'config', 'to'],
      [4, 'config', 'colour'],
    ]);
    expect(errors[2]?.message).toBe('"to" must not be before "from"');
    expect((await store.getDraft(id)).placements.map((p) => p.id)).toEqual(['keep']);
    expect((await store.getLayout(id)).revision).toBe(2);
    expect(await store.auditLog({ layoutId: id, limit: 50 })).toEqual(auditBefore);
  });

  it('reports duplicate placement ids once the items themselves are valid', async () => {
    const { id } = await store.createLayout(scope('draft-dup'), 'dup ids', ana);
    const result = await store.saveDraft(
      id,
      [placement('x', 'Header'), placement('x', 'Footer')],
      by('ana', 1),
    );
    expect(result).toEqual({
      ok: false,
      errors: [{ path: [1, 'id'], message: 'Duplicate placement id "x"' }],
    });
    expect((await store.getDraft(id)).updatedAt).toBeNull();
  });

  it("refuses block types that the layout's page kind may not hold, naming the kind", async () => {
    const { id } = await store.createLayout(scope('home', { market: 'mx' }), 'home mx', ana);
    const result = await store.saveDraft(
      id,
      [placement('h', 'Header'), placement('e', 'ErrorPage'), placement('hero', 'HeroSlider')],
      by('ana', 1),
    );
    expect(result).toEqual({
      ok: false,
      errors: [{ path: [1, 'blockType'], message: 'Error page (ErrorPage) cannot be placed on home pages' }],
    });
    expect((await store.getDraft(id)).updatedAt).toBeNull();
  });

  it('starts a copy with the source draft (ids kept), then lets both live on their own', async () => {
    const source = await publishedLayout(store, scope('copy', { market: 'es' }), [
      placement('es-hero', 'HeroSlider'),
      placement('es-footer', 'Footer'),
    ]);
    // An unpublished edit on the source: the copy takes the draft, not the live version.
    const edited = [
      placement('es-hero', 'HeroSlider'),
      placement('es-ad', 'AdBanner', { slot: 'add-banner-home' }),
    ];
    const saved = await store.saveDraft(source.id, edited, by('ana', source.revision));
    expect(saved.ok).toBe(true);

    const copy = await store.createLayout(
      scope('copy', { market: 'es', affiliateId: 2 }),
      'ES partner',
      ana,
      {
        copyFrom: source.id,
      },
    );
    expect(copy).toMatchObject({
      revision: 1,
      publishedVersion: null,
      draftUpdatedBy: 'ana',
      unpublishedChanges: true,
    });
    expect((await store.getDraft(copy.id)).placements).toEqual([
      stored('es-hero', 'HeroSlider'),
      stored('es-ad', 'AdBanner', { slot: 'add-banner-home' }),
    ]);
    expect((await store.auditLog({ layoutId: copy.id, limit: 5 }))[0]).toMatchObject({
      action: 'layout.create',
      ip: '203.0.113.7',
      details: { copyFrom: source.id, name: 'ES partner' },
    });

    await store.saveDraft(copy.id, [placement('es-hero', 'HeroSlider')], by('ana', 1));
    expect((await store.getDraft(source.id)).placements).toHaveLength(2);

    const nowhere = await rejectionOf(
      store.createLayout(scope('copy', { market: 'fr' }), 'FR', ana, {
        copyFrom: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect((nowhere as CmsValidationError).errors).toEqual([
      { path: ['copyFrom'], message: 'There is no layout to copy from' },
    ]);
    expect(await store.listLayouts({ pageKey: 'copy' })).toHaveLength(2);
  });

  it('answers CMS_LAYOUT_NOT_FOUND for unknown or malformed layout ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const err = await rejectionOf(store.saveDraft(id, [], by('ana', 1)));
      expect(isCmsError(err, 'CMS_LAYOUT_NOT_FOUND')).toBe(true);
      expect(isCmsError(await rejectionOf(store.getDraft(id)), 'CMS_LAYOUT_NOT_FOUND')).toBe(true);
      expect(isCmsError(await rejectionOf(store.getLayout(id)), 'CMS_LAYOUT_NOT_FOUND')).toBe(true);
    }
  });
});
