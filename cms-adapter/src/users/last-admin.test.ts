/**
 * The last-admin rule inside one transaction: before, the composer read the users,
 * then wrote, so two demotions of the last two admins could both pass the check and leave none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, recordingLogger, testBackends } from '../../test/backends.ts';
import { by } from '../../test/fixtures.ts';
import { isCmsError } from '../errors.ts';
import type { ContentStore, StudioUser } from '../store/types.ts';

const PASSWORD = 'a long enough secret';

describe.each(testBackends())('the last enabled admin on $name', (backend) => {
  let store: ContentStore;
  let n = 0;
  const admin = () =>
    store.createUser(
      {
        email: `admin-${n++}@example.com`,
        password: PASSWORD,
        role: 'admin',
        markets: null,
        affiliates: null,
      },
      { actor: 'tests' },
    );
  const enabledAdmins = async () =>
    (await store.listUsers()).filter((u) => u.role === 'admin' && !u.disabled).length;

  beforeAll(async () => {
    await backend.setup();
    ({ store } = await connect(backend, recordingLogger()));
  });
  afterAll(async () => {
    await store?.close();
    await backend.teardown();
  });

  it('cannot be demoted or disabled; another admin can be', async () => {
    const a = await admin();
    for (const patch of [{ role: 'editor' as const }, { disabled: true }]) {
      const refused = await store.updateUser(a.id, patch, by('tests', a.revision)).catch((e: unknown) => e);
      expect(isCmsError(refused, 'CMS_LAST_ADMIN'), String(refused)).toBe(true);
    }
    // Other changes to the last admin pass.
    const renamed = await store.updateUser(a.id, { markets: ['es'] }, by('tests', a.revision));
    const b = await admin();
    await store.updateUser(a.id, { role: 'viewer' }, by('tests', renamed.revision));
    expect(await enabledAdmins()).toBe(1);
    await store.updateUser(b.id, { disabled: true }, by('tests', b.revision)).catch(() => {});
    expect(await enabledAdmins()).toBe(1);
  });

  it('two concurrent demotions of the last two admins: exactly one succeeds', async () => {
    // Only these two stay admins: the earlier test's remaining admin is demoted first.
    for (const u of (await store.listUsers()).filter((x) => x.role === 'admin' && !x.disabled)) {
      const extra = await admin();
      await store.updateUser(u.id, { role: 'editor' }, by('tests', u.revision));
      await store.updateUser(extra.id, { role: 'editor' }, by('tests', extra.revision)).catch(() => {});
    }
    for (let round = 0; round < 5; round++) {
      const pair: StudioUser[] = [];
      for (const u of (await store.listUsers()).filter((x) => x.role === 'admin' && !x.disabled))
        pair.push(u);
      while (pair.length < 2) pair.push(await admin());
      expect(pair).toHaveLength(2);
      const results = await Promise.allSettled(
        pair.map((u, i) =>
          store.updateUser(
            u.id,
            i === 0 ? { role: 'publisher' } : { disabled: true },
            by('tests', u.revision),
          ),
        ),
      );
      const ok = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter(
        (r) => r.status === 'rejected' && isCmsError(r.reason, 'CMS_LAST_ADMIN'),
      );
      expect([ok.length, refused.length], JSON.stringify(results)).toEqual([1, 1]);
      expect(await enabledAdmins()).toBe(1);
    }
  });
});
