import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertPostgresReachable,
  PG_URL,
  pgAdmin,
  randomSchema,
  recordingLogger,
  testBackends,
} from '../test/backends.ts';
import { openDb } from './db/open-db.ts';
import { isCmsError } from './errors.ts';
import { loadMigrations, MIGRATIONS_DIR, runMigrations } from './migrations.ts';
import { openContentStore } from './open-content-store.ts';
import { createContentStore } from './store/content-store.ts';

const TABLES = [
  'audit_log',
  'layout_drafts',
  'layout_heads',
  'layout_versions',
  'layouts',
  'scheduled_publications',
  'schema_migrations',
  'studio_users',
];

describe.each(testBackends())('migrations on $name', (backend) => {
  beforeAll(() => backend.setup());
  afterAll(() => backend.teardown());

  it('applies every migration once; a second open applies nothing', async () => {
    const logger = recordingLogger();
    const migrations = await loadMigrations();
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));

    await (await openContentStore({ ...backend.location(), logger })).close();
    const appliedFirst = logger.records.filter((r) => r.msg?.includes('migration applied')).length;
    await (await openContentStore({ ...backend.location(), logger })).close();
    const appliedTotal = logger.records.filter((r) => r.msg?.includes('migration applied')).length;
    expect(appliedFirst).toBe(migrations.length);
    expect(appliedTotal).toBe(migrations.length);

    const db = await openDb(backend.location(), logger);
    try {
      expect(await runMigrations(db, logger)).toEqual([]);
      const recorded = await db.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY 1',
      );
      expect(recorded.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
      const tables = await db.query<{ table_name: string }>(
        'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1',
        [db.schema],
      );
      expect(tables.map((t) => t.table_name)).toEqual(TABLES);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('upgrades a database holding content from before the studio (003) without touching its history', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cms-migrations-'));
    const schema = randomSchema('cms_upgrade');
    for (const file of ['001_layouts.sql', '002_audit_log.sql']) {
      await copyFile(join(MIGRATIONS_DIR, file), join(dir, file));
    }
    const logger = recordingLogger();
    const db = await openDb({ ...backend.location(), schema }, logger);
    try {
      expect(await runMigrations(db, logger, dir)).toEqual([1, 2]);
      const id = '11111111-1111-4111-8111-111111111111';
      await db.exec(`
        INSERT INTO layouts (id, page_key, name, created_by) VALUES ('${id}', 'home', 'Old', 'legacy');
        INSERT INTO layout_versions (layout_id, version, placements, published_by) VALUES ('${id}', 1, '[]', 'legacy');
        INSERT INTO layout_heads (layout_id, version, updated_by) VALUES ('${id}', 1, 'legacy');
        INSERT INTO audit_log (actor, action, layout_id, version) VALUES ('legacy', 'layout.publish', '${id}', 1);`);

      const all = await loadMigrations();
      expect(await runMigrations(db, logger)).toEqual(all.filter((m) => m.version > 2).map((m) => m.version));
      const store = createContentStore(db, logger);
      expect(await store.getLayout(id)).toMatchObject({
        revision: 1,
        publishedVersion: 1,
        pendingSchedules: 0,
      });
      expect(await store.listVersions(id)).toMatchObject([{ version: 1, rollbackOf: null, current: true }]);
      expect((await store.auditLog({ layoutId: id, limit: 5 }))[0]).toMatchObject({
        outcome: 'ok',
        ip: null,
      });
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
      if (backend.name === 'postgres') await pgAdmin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    }
  });

  it('rolls a failing migration back whole and does not record it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cms-migrations-'));
    const schema = randomSchema('cms_broken');
    await writeFile(join(dir, '001_ok.sql'), 'CREATE TABLE ok_table (id integer);');
    await writeFile(
      join(dir, '002_broken.sql'),
      'CREATE TABLE half_done (id integer);\nSELECT * FROM no_such_table;',
    );
    const logger = recordingLogger();
    const db = await openDb({ ...backend.location(), schema }, logger);
    try {
      const failure = await runMigrations(db, logger, dir).catch((err: unknown) => err);
      expect(isCmsError(failure, 'CMS_MIGRATION_FAILED')).toBe(true);
      expect((failure as Error).message).toContain('002_broken');
      const recorded = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
      expect(recorded.map((r) => r.version)).toEqual([1]);
      const [half] = await db.query<{ t: string | null }>("SELECT to_regclass('half_done')::text AS t");
      expect(half?.t).toBeNull();
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
      if (backend.name === 'postgres') await pgAdmin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    }
  });
});

describe('migrations on postgres, several processes opening at once', () => {
  const schema = randomSchema('cms_concurrent');
  beforeAll(() => assertPostgresReachable());
  afterAll(() => pgAdmin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));

  it('applies each migration exactly once', async () => {
    const logger = recordingLogger();
    const opens = Array.from({ length: 6 }, () => openContentStore({ databaseUrl: PG_URL, schema, logger }));
    const stores = await Promise.all(opens);
    try {
      const migrations = await loadMigrations();
      const applied = logger.records.filter((r) => r.msg?.includes('migration applied'));
      expect(applied.map((r) => r.obj.version)).toEqual(migrations.map((m) => m.version));
      expect(await Promise.all(stores.map((s) => s.ping()))).toEqual(stores.map(() => true));
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  }, 60_000);
});

describe('opening without a database', () => {
  it('fails with CMS_DB_UNAVAILABLE when PostgreSQL cannot be reached', async () => {
    const failure = await openContentStore({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/test',
      logger: recordingLogger(),
    }).catch((err: unknown) => err);
    expect(isCmsError(failure, 'CMS_DB_UNAVAILABLE')).toBe(true);
    expect((failure as Error).cause).toBeDefined();
  });
});
