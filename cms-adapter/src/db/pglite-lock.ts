/**
 * One process at a time on an embedded PGlite data directory. PGlite does not refuse a second opener:
 * both open, each sees its own in-memory state, and whichever closes last overwrites the other's files
 * (measured with @electric-sql/pglite 0.5: the directory no longer opens afterwards, "Aborted()").
 * So openers take `<dataDir>.lock` (created exclusively, holding their pid and host) first.
 *
 * PGlite itself writes `postmaster.pid` while open (with a fake pid, -42) and removes it on a clean
 * close: when it is there but no live lock explains it, a process that takes no lock (or one that
 * crashed) has the directory, and we refuse rather than guess.
 */
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';

export interface LockHolder {
  pid: number;
  host: string;
  since: string;
  command: string;
}

export class DataDirLockedError extends Error {
  readonly code = 'WP_DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
    by: string,
    hint = '',
  ) {
    super(
      `The embedded database in ${dataDir} is in use${by}: stop pnpm start first, or set DATABASE_URL.${hint ? ` ${hint}` : ''}`,
    );
    this.name = 'DataDirLockedError';
  }
}

export const lockPathOf = (dataDir: string): string => `${dataDir.replace(/[/\\]+$/, '')}.lock`;

/** Whether a process with this pid runs on this machine (EPERM: it runs, as another user). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock of `dataDir` or throws DataDirLockedError naming who holds it. A lock left by a
 * process that no longer runs (on this host) is taken over. Call `release()` after closing PGlite.
 */
export async function lockPgliteDataDir(
  dataDir: string,
  command = process.argv.slice(1).join(' '),
): Promise<{ path: string; release(): Promise<void> }> {
  const path = lockPathOf(dataDir);
  await mkdir(dirname(path), { recursive: true });
  const me: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), command };
  let tookOverStale = false;
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(`${JSON.stringify(me)}\n`);
      await handle.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw err;
    }
    const holder = await readHolder(path);
    if (!holder && (await isFresh(path))) {
      throw new DataDirLockedError(dataDir, null, ' by another process that is starting');
    }
    if (holder && (holder.host !== me.host || isAlive(holder.pid))) {
      const where = holder.host === me.host ? '' : ` on ${holder.host}`;
      throw new DataDirLockedError(dataDir, holder, ` by process ${holder.pid}${where} (${holder.command})`);
    }
    await unlink(path).catch(() => {}); // stale: the next attempt creates it anew
    tookOverStale = true;
  }
  const release = async () => {
    const holder = await readHolder(path);
    if (holder?.pid === me.pid && holder.since === me.since) await unlink(path).catch(() => {});
  };
  // 2. PGlite's own marker without a lock to explain it: an opener that takes no lock, or a crash.
  if (!tookOverStale && existsSync(join(dataDir, 'postmaster.pid'))) {
    await release();
    const marker = join(dataDir, 'postmaster.pid');
    throw new DataDirLockedError(
      dataDir,
      null,
      '',
      `(${marker} is there; if no pnpm start is running, the last one did not shut down cleanly: delete that file.)`,
    );
  }
  return { path, release };
}

async function readHolder(path: string): Promise<LockHolder | null> {
  try {
    const value = JSON.parse(await readFile(path, 'utf8')) as Partial<LockHolder>;
    return typeof value.pid === 'number' && typeof value.host === 'string'
      ? { pid: value.pid, host: value.host, since: String(value.since), command: String(value.command ?? '') }
      : null;
  } catch {
    return null; // vanished, or being written by its creator (see isFresh)
  }
}

/** An unreadable lock younger than a few seconds is being written by another opener right now. */
async function isFresh(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info !== null && Date.now() - info.mtimeMs < 5_000;
}
