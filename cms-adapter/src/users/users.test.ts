import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, recordingLogger, testBackends } from '../../test/backends.ts';
import { by, rejectionOf } from '../../test/fixtures.ts';
import type { Db } from '../db/db.ts';
import { CmsValidationError, isCmsError } from '../errors.ts';
import type { ContentStore } from '../store/types.ts';

const admin = { actor: 'root@example.com', ip: '192.0.2.50' };
const PASSWORD = 'a long enough secret';

describe.each(testBackends())('studio users on $name', (backend) => {
  let db: Db;
  let store: ContentStore;

  beforeAll(async () => {
    await backend.setup();
    ({ db, store } = await connect(backend, recordingLogger()));
  });
  afterAll(async () => {
    await store?.close();
    await backend.teardown();
  });

  it('creates a user with a normalised e-mail, its reach and revision 1, never exposing the hash', async () => {
    expect(await store.countUsers()).toBe(0);
    const user = await store.createUser(
      {
        email: '  Ana.Editor@Example.COM ',
        password: PASSWORD,
        role: 'editor',
        markets: ['es', 'mx'],
        affiliates: [1, 2],
      },
      admin,
    );
    expect(user).toEqual({
      id: expect.any(String),
      email: 'ana.editor@example.com',
      role: 'editor',
      markets: ['es', 'mx'],
      affiliates: [1, 2],
      disabled: false,
      createdAt: expect.any(String),
      createdBy: 'root@example.com',
      revision: 1,
    });
    expect(await store.getUser(user.id)).toEqual(user);
    expect(await store.countUsers()).toBe(1);
    const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM studio_users');
    expect(row?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row?.password_hash).not.toContain(PASSWORD);
  });

  it('refuses a duplicate e-mail in any case', async () => {
    const dup = await rejectionOf(
      store.createUser(
        {
          email: 'ANA.EDITOR@example.com',
          password: PASSWORD,
          role: 'viewer',
          markets: null,
          affiliates: null,
        },
        admin,
      ),
    );
    expect(dup).toMatchObject({ code: 'CMS_USER_EXISTS', statusCode: 409 });
    expect(await store.countUsers()).toBe(1);
  });

  it('refuses invalid users with field errors', async () => {
    const bad = await rejectionOf(
      store.createUser(
        { email: 'not an email', password: 'short', role: 'owner' as 'admin', markets: [], affiliates: [0] },
        admin,
      ),
    );
    expect(bad).toBeInstanceOf(CmsValidationError);
    expect((bad as CmsValidationError).errors.map((e) => e.path)).toEqual([
      ['email'],
      ['password'],
      ['role'],
      ['markets'],
      ['affiliates', 0],
    ]);
  });

  it('verifies passwords of enabled accounts only', async () => {
    const user = await store.createUser(
      { email: 'pub@example.com', password: PASSWORD, role: 'publisher', markets: null, affiliates: null },
      admin,
    );
    expect(await store.verifyPassword(' PUB@example.com', PASSWORD)).toEqual(user);
    expect(await store.verifyPassword('pub@example.com', `${PASSWORD}!`)).toBeNull();
    expect(await store.verifyPassword('nobody@example.com', PASSWORD)).toBeNull();
    expect(await store.verifyPassword('', '')).toBeNull();

    const disabled = await store.updateUser(user.id, { disabled: true }, by('root@example.com', 1));
    expect(disabled).toMatchObject({ disabled: true, revision: 2 });
    expect(await store.verifyPassword('pub@example.com', PASSWORD)).toBeNull();
    await store.updateUser(user.id, { disabled: false }, by('root@example.com', 2));
    expect(await store.verifyPassword('pub@example.com', PASSWORD)).toMatchObject({
      id: user.id,
      revision: 3,
    });
  });

  it('updates role, reach and password under the revision, and lists users by e-mail', async () => {
    const user = await store.createUser(
      { email: 'viv@example.com', password: PASSWORD, role: 'viewer', markets: null, affiliates: null },
      admin,
    );
    const stale = await rejectionOf(store.updateUser(user.id, { role: 'admin' }, by('root@example.com', 7)));
    expect(stale).toMatchObject({ code: 'CMS_STALE_REVISION', currentRevision: 1 });
    const missing = await rejectionOf(
      store.updateUser(user.id, { role: 'admin' }, { actor: 'root' } as never),
    );
    expect(isCmsError(missing, 'CMS_REVISION_REQUIRED')).toBe(true);
    expect(await store.getUser(user.id)).toEqual(user);

    const updated = await store.updateUser(
      user.id,
      { role: 'publisher', markets: ['fr'], affiliates: null, password: 'a brand new passphrase' },
      by('root@example.com', 1, '192.0.2.51'),
    );
    expect(updated).toMatchObject({ role: 'publisher', markets: ['fr'], affiliates: null, revision: 2 });
    expect(await store.verifyPassword('viv@example.com', PASSWORD)).toBeNull();
    expect(await store.verifyPassword('viv@example.com', 'a brand new passphrase')).toEqual(updated);

    const invalid = await rejectionOf(
      store.updateUser(user.id, { password: 'short' }, by('root@example.com', 2)),
    );
    expect((invalid as CmsValidationError).errors.map((e) => e.path)).toEqual([['password']]);
    expect((await store.listUsers()).map((u) => u.email)).toEqual([
      'ana.editor@example.com',
      'pub@example.com',
      'viv@example.com',
    ]);
  });

  it('answers CMS_USER_NOT_FOUND and null for unknown ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(await store.getUser(id)).toBeNull();
      const err = await rejectionOf(store.updateUser(id, { disabled: true }, by('root', 1)));
      expect(err).toMatchObject({ code: 'CMS_USER_NOT_FOUND', statusCode: 404 });
    }
  });

  it('audits user changes with actor and address, never a password or a hash', async () => {
    const entries = (await store.auditLog({ actor: 'root@example.com', limit: 100 })).filter((e) =>
      e.action.startsWith('user.'),
    );
    expect(entries.map((e) => e.action)).toEqual([
      'user.update',
      'user.create',
      'user.update',
      'user.update',
      'user.create',
      'user.create',
    ]);
    expect(entries[0]).toMatchObject({
      ip: '192.0.2.51',
      outcome: 'ok',
      layoutId: null,
      details: {
        email: 'viv@example.com',
        changes: { role: 'publisher', markets: ['fr'], affiliates: null },
        passwordChanged: true,
      },
    });
    expect(entries.at(-1)).toMatchObject({
      ip: '192.0.2.50',
      details: { email: 'ana.editor@example.com', role: 'editor', markets: ['es', 'mx'], affiliates: [1, 2] },
    });
    const text = JSON.stringify(await store.auditLog({ limit: 1000 }));
    for (const secret of [PASSWORD, 'a brand new passphrase', 'scrypt$', 'password_hash', '"password"']) {
      expect(text).not.toContain(secret);
    }
  });
});
