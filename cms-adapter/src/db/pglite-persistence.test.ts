import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingLogger } from '../../test/backends.ts';
import { openContentStore } from '../open-content-store.ts';
import { DEFAULT_DATA_DIR, resolveDataDir } from './open-db.ts';

describe('PGlite persistence', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'cms-persist-')), 'nested', 'pglite');
  });
  afterAll(() => rm(join(dataDir, '..', '..'), { recursive: true, force: true }));

  it('keeps published content across close and reopen of the same data directory', async () => {
    const logger = recordingLogger();
    const query = { pageKey: 'home', market: 'ca', affiliateId: 1, siteKind: 'main' } as const;

    const first = await openContentStore({ dataDir, logger });
    await first.seedDemoContent();
    const before = await first.getPublishedLayout(query);
    await first.close();
    expect(await first.ping()).toBe(false);

    const second = await openContentStore({ dataDir, logger });
    try {
      expect(await second.ping()).toBe(true);
      expect(await second.getPublishedLayout(query)).toEqual(before);
      expect((await second.seedDemoContent()).created).toEqual([]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('resolves the data directory against the working directory, .data/pglite by default', () => {
    expect(DEFAULT_DATA_DIR).toBe('.data/pglite');
    expect(resolveDataDir(undefined, '/srv/app')).toBe('/srv/app/.data/pglite');
    expect(resolveDataDir('var/db', '/srv/app')).toBe('/srv/app/var/db');
    expect(resolveDataDir('/abs/db', '/srv/app')).toBe('/abs/db');
  });
});
