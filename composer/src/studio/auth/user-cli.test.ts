/**
 * `pnpm studio:user`: argument rules in process, then the real script spawned with tsx over a
 * temporary DATA_DIR (embedded PGlite) with the password piped in.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockPgliteDataDir, openContentStore } from '@waypoint/cms-adapter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silent } from '../../../test/studio-app.ts';
import { CliError, describeReach, parseCommand } from './user-cli.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const SCRIPT = join(ROOT, 'scripts/studio-user.ts');

describe('parseCommand', () => {
  it('reads add with role, markets and affiliates; normalises the e-mail', () => {
    expect(
      parseCommand([
        'add',
        ' Alice@Example.COM ',
        '--role',
        'editor',
        '--markets',
        'es, FR,es',
        '--affiliates',
        '2,40',
      ]),
    ).toEqual({
      kind: 'add',
      email: 'alice@example.com',
      role: 'editor',
      markets: ['es', 'fr'],
      affiliates: [2, 40],
    });
    expect(parseCommand(['add', 'a@example.com', '--role', 'admin'])).toMatchObject({
      markets: null,
      affiliates: null,
    });
    expect(parseCommand(['add', 'a@example.com', '--role=viewer', '--markets', 'all'])).toMatchObject({
      role: 'viewer',
      markets: null,
    });
  });

  it('reads list and help', () => {
    expect(parseCommand(['list'])).toEqual({ kind: 'list' });
    expect(parseCommand([])).toEqual({ kind: 'help' });
    expect(parseCommand(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['add', 'not-an-email', '--role', 'viewer'], 'E-mail "not-an-email": Enter an e-mail address'],
    [['add', 'a@example.com'], '--role is required: one of viewer, editor, publisher, admin'],
    [['add', 'a@example.com', '--role', 'owner'], 'Role "owner" does not exist: use one of viewer, editor'],
    [
      ['add', 'a@example.com', '--role', 'viewer', '--markets', 'es,xx'],
      'Market "xx" does not exist: use au, ca, co, de, es, fr, mx, uk, us',
    ],
    [['add', 'a@example.com', '--role', 'viewer', '--markets', ','], '--markets needs at least one market'],
    [
      ['add', 'a@example.com', '--role', 'viewer', '--affiliates', '2,0'],
      'Affiliate "0" is not an affiliate id',
    ],
    [
      ['add', 'a@example.com', '--role', 'viewer', '--affiliates', 'two'],
      'Affiliate "two" is not an affiliate id',
    ],
    [['add', 'a@example.com', 'b@example.com', '--role', 'viewer'], 'add needs exactly one e-mail address'],
    [['add', 'a@example.com', '--role', 'viewer', '--colour', 'red'], "Unknown option '--colour'"],
    [['remove', 'a@example.com'], 'Unknown command "remove"'],
  ])('%j -> %s', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(CliError);
    expect(() => parseCommand(argv)).toThrow(message);
  });
});

describe('describeReach', () => {
  it.each([
    [{ markets: null, affiliates: null }, '(all markets, all affiliates)'],
    [{ markets: ['es'], affiliates: null }, '(markets es, all affiliates)'],
    [{ markets: ['es', 'fr'], affiliates: [2] }, '(markets es, fr; affiliates 2)'],
  ] as const)('%j -> %s', (reach, text) => {
    expect(
      describeReach({
        markets: reach.markets ? [...reach.markets] : null,
        affiliates: reach.affiliates ? [...reach.affiliates] : null,
      }),
    ).toBe(text);
  });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe('pnpm studio:user (spawned)', () => {
  let dataRoot: string;

  beforeAll(async () => {
    dataRoot = await mkdtemp(join(tmpdir(), 'studio-user-cli-'));
  });
  afterAll(() => rm(dataRoot, { recursive: true, force: true }));

  const run = (args: string[], stdin: string | null): Promise<Run> =>
    new Promise((done, fail) => {
      const child = spawn(TSX, [SCRIPT, ...args], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataRoot, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => {
        stdout += d;
      });
      child.stderr.on('data', (d) => {
        stderr += d;
      });
      child.on('error', fail);
      child.on('close', (code) => done({ code, stdout, stderr }));
      if (stdin !== null) child.stdin.write(stdin);
      child.stdin.end();
    });

  it('creates the user with the piped password (first line only)', async () => {
    const res = await run(
      ['add', 'Alice@Example.com', '--role', 'admin'],
      'correct-horse-battery\nignored\n',
    );
    expect(res.stderr).toBe('');
    expect(res.stdout.trim()).toBe('Created admin alice@example.com (all markets, all affiliates)');
    expect(res.code).toBe(0);
    const scoped = await run(
      ['add', 'bob@example.com', '--role', 'editor', '--markets', 'es,fr', '--affiliates', '2'],
      'bob-password-long-enough\r\n',
    );
    expect(scoped.stdout.trim()).toBe('Created editor bob@example.com (markets es, fr; affiliates 2)');
    expect(scoped.code).toBe(0);

    // The account works: the password is the first line, without its line ending.
    const content = await openContentStore({ dataDir: resolve(dataRoot, 'pglite'), logger: silent });
    try {
      expect((await content.verifyPassword('alice@example.com', 'correct-horse-battery'))?.role).toBe(
        'admin',
      );
      expect((await content.verifyPassword('bob@example.com', 'bob-password-long-enough'))?.markets).toEqual([
        'es',
        'fr',
      ]);
    } finally {
      await content.close();
    }
  }, 90_000);

  it('refuses a short password and creates nothing', async () => {
    const res = await run(['add', 'carol@example.com', '--role', 'viewer'], 'short\n');
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe('Password: Use at least 12 characters');
    expect(res.stdout).toBe('');
    const none = await run(['add', 'dave@example.com', '--role', 'viewer'], null);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/No password on standard input/);
    const list = await run(['list'], null);
    expect(list.stdout).not.toContain('carol@example.com');
    expect(list.stdout).not.toContain('dave@example.com');
  }, 90_000);

  it('refuses a duplicate e-mail, whatever its case', async () => {
    const res = await run(['add', 'ALICE@example.com', '--role', 'viewer'], 'another-long-password\n');
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe(
      'A studio user with e-mail alice@example.com already exists; nothing was changed.',
    );
  }, 90_000);

  it('lists the users', async () => {
    const res = await run(['list'], null);
    expect(res.code).toBe(0);
    const lines = res.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^E-MAIL\s+ROLE\s+MARKETS\s+AFFILIATES\s+STATUS$/);
    expect(lines.slice(1).map((l) => l.split(/\s+/))).toEqual([
      ['alice@example.com', 'admin', 'all', 'all', 'active'],
      ['bob@example.com', 'editor', 'es,fr', '2', 'active'],
    ]);
  }, 90_000);

  it('refuses while another process has the embedded database open, and changes nothing', async () => {
    const dataDir = resolve(dataRoot, 'pglite');
    // A server that takes the lock.
    const lock = await lockPgliteDataDir(dataDir, 'pnpm start');
    try {
      const res = await run(['add', 'erin@example.com', '--role', 'viewer'], 'erin-password-long\n');
      expect(res.code).toBe(1);
      expect(res.stderr).toContain(
        `in use by process ${process.pid} (pnpm start): stop pnpm start first, or set DATABASE_URL`,
      );
    } finally {
      await lock.release();
    }
    // A process that opened PGlite without the lock (today's server): its postmaster.pid gives it away.
    const open = await openContentStore({ dataDir, logger: silent });
    try {
      const res = await run(['list'], null);
      expect(res.code).toBe(1);
      expect(res.stderr).toContain('stop pnpm start first, or set DATABASE_URL');
    } finally {
      await open.close();
    }
    const after = await run(['list'], null);
    expect(after.code).toBe(0);
    expect(after.stdout).not.toContain('erin@example.com');
  }, 90_000);
});
