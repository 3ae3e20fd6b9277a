import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, isAlive, lockPathOf, lockPgliteDataDir } from './pglite-lock.ts';

let root: string;
let dataDir: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'pglite-lock-'));
  dataDir = join(root, 'pglite');
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;
const holder = (pid: number, host = hostname()) =>
  JSON.stringify({ pid, host, since: '2024-01-01T00:00:00.000Z', command: 'pnpm start' });

describe('lockPgliteDataDir', () => {
  it('writes <dataDir>.lock with this pid and removes it on release', async () => {
    const lock = await lockPgliteDataDir(dataDir, 'test');
    expect(lock.path).toBe(`${dataDir}.lock`);
    expect(JSON.parse(await readFile(lock.path, 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    });
    await lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses while a live process holds it, naming the process and what to do', async () => {
    const lock = await lockPgliteDataDir(dataDir, 'pnpm start');
    const second = lockPgliteDataDir(dataDir, 'pnpm studio:user add');
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `in use by process ${process.pid} (pnpm start): stop pnpm start first, or set DATABASE_URL`,
    );
    await lock.release();
    await (await lockPgliteDataDir(dataDir)).release();
  });

  it('takes over a lock whose process is gone', async () => {
    await writeFile(lockPathOf(dataDir), holder(deadPid()));
    const lock = await lockPgliteDataDir(dataDir);
    expect(JSON.parse(await readFile(lock.path, 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  it('refuses a lock held from another host (it cannot tell whether that process runs)', async () => {
    await writeFile(lockPathOf(dataDir), holder(1, 'some-other-host'));
    await expect(lockPgliteDataDir(dataDir)).rejects.toThrow(/on some-other-host/);
  });

  it('refuses a lock being written right now; takes over an old unreadable one', async () => {
    await writeFile(lockPathOf(dataDir), '');
    await expect(lockPgliteDataDir(dataDir)).rejects.toThrow(/starting/);
    const old = new Date(Date.now() - 60_000);
    await utimes(lockPathOf(dataDir), old, old);
    await (await lockPgliteDataDir(dataDir)).release();
  });

  it("refuses when PGlite's postmaster.pid is there without a lock (an opener that takes none)", async () => {
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, 'postmaster.pid'), '-42\n');
    await expect(lockPgliteDataDir(dataDir)).rejects.toThrow(/postmaster\.pid is there/);
    expect(existsSync(lockPathOf(dataDir)), 'the refused attempt leaves no lock behind').toBe(false);
    // After a crash of a process that took the lock, both are left: the stale lock explains the marker.
    await writeFile(lockPathOf(dataDir), holder(deadPid()));
    await (await lockPgliteDataDir(dataDir)).release();
  });

  it('release leaves a lock that another process took in the meantime', async () => {
    const lock = await lockPgliteDataDir(dataDir);
    await writeFile(lock.path, holder(process.pid + 1_000_000));
    await lock.release();
    expect(existsSync(lock.path)).toBe(true);
  });
});

describe('isAlive', () => {
  it('knows this process and not an exited one', () => {
    expect(isAlive(process.pid)).toBe(true);
    expect(isAlive(deadPid())).toBe(false);
    expect(isAlive(-42)).toBe(false);
    expect(isAlive(0)).toBe(false);
  });
});
