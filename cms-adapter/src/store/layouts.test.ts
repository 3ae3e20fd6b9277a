import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CmsValidationError, isCmsError } from '../errors.ts';
import { connect, recordingLogger, testBackends } from '../test-support/backends.ts';
import { placement, scope } from '../test-support/fixtures.ts';
import type { ContentStore } from './types.ts';

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

  it('creates a layout per scope and rejects a second one for the same scope (nulls equal)', async () => {
    const created = await store.createLayout(scope('dup', { market: 'de' }), 'DE', 'ana');
    expect(created).toMatchObject({ name: 'DE', createdBy: 'ana', publishedVersion: null });
    expect(created.scope).toEqual(scope('dup', { market: 'de' }));

    const again = await store.createLayout(scope('dup', { market: 'de' }), 'DE again', 'ana').catch((e) => e);
    expect(isCmsError(again, 'CMS_LAYOUT_EXISTS')).toBe(true);
    // A different scope on the same page is fine.
    await store.createLayout(scope('dup', { market: 'de', siteKind: 'sales' }), 'DE sales', 'ana');
    expect((await store.listLayouts({ pageKey: 'dup' })).map((l) => l.name)).toEqual(['DE', 'DE sales']);
  });

  it('rejects an invalid scope with field errors', async () => {
    const bad = await store
      .createLayout({ ...scope('x'), market: 'zz' as 'us', affiliateId: -1 }, 'bad', 'ana')
      .catch((e) => e);
    expect(bad).toBeInstanceOf(CmsValidationError);
    expect((bad as CmsValidationError).errors.map((e) => e.path)).toEqual([['market'], ['affiliateId']]);
  });

  it('saves a valid draft and returns it parsed, with defaults', async () => {
    const { id } = await store.createLayout(scope('draft-ok'), 'ok', 'ana');
    const result = await store.saveDraft(
      id,
      [placement('a', 'HeroSlider'), placement('b', 'AdBanner', { slot: 'add-banner-home1' })],
      'ana',
    );
    expect(result).toEqual({ ok: true });
    const draft = await store.getDraft(id);
    expect(draft?.updatedBy).toBe('ana');
    expect(draft?.placements).toEqual([
      { ...placement('a', 'HeroSlider'), audience: {}, schedule: { from: null, until: null } },
      {
        ...placement('b', 'AdBanner', { slot: 'add-banner-home1' }),
        audience: {},
        schedule: { from: null, until: null },
      },
    ]);
  });

  it('returns field-level errors and saves nothing when any placement is invalid', async () => {
    const { id } = await store.createLayout(scope('draft-bad'), 'bad', 'ana');
    const good = [placement('keep', 'Header')];
    expect(await store.saveDraft(id, good, 'ana')).toEqual({ ok: true });
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
      'mallory',
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
    expect((await store.getDraft(id))?.placements.map((p) => p.id)).toEqual(['keep']);
    expect(await store.auditLog({ layoutId: id, limit: 50 })).toEqual(auditBefore);
  });

  it('reports duplicate placement ids once the items themselves are valid', async () => {
    const { id } = await store.createLayout(scope('draft-dup'), 'dup ids', 'ana');
    const result = await store.saveDraft(id, [placement('x', 'Header'), placement('x', 'Footer')], 'ana');
    expect(result).toEqual({
      ok: false,
      errors: [{ path: [1, 'id'], message: 'Duplicate placement id "x"' }],
    });
    expect(await store.getDraft(id)).toBeNull();
  });

  it('answers CMS_LAYOUT_NOT_FOUND for unknown or malformed layout ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const err = await store.saveDraft(id, [], 'ana').catch((e) => e);
      expect(isCmsError(err, 'CMS_LAYOUT_NOT_FOUND')).toBe(true);
      expect(isCmsError(await store.getDraft(id).catch((e) => e), 'CMS_LAYOUT_NOT_FOUND')).toBe(true);
    }
  });
});
