/**
 * `pnpm studio:user add <email> --role <role> [--markets es,fr] [--affiliates 2]` and `pnpm studio:user
 * list` (scripts/studio-user.ts): studio accounts made from a shell, the way the first admin is made.
 * The password comes from standard input, typed twice without echo at a terminal, else the first line.
 * The content store is opened exactly as the composer opens it (loadEnv, then openContentStore).
 */
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  CmsValidationError,
  type ContentStore,
  DataDirLockedError,
  isCmsError,
  openContentStore,
} from '@waypoint/cms-adapter';
import { Email, Market, STUDIO_ROLES, StudioRole, type StudioUser } from '@waypoint/schemas';
import pino from 'pino';
import { z } from 'zod';
import { EnvError, loadEnv } from '../../env.ts';
import { CliError, type CliIo, readNewPassword } from './cli-io.ts';

export { CliError, type CliIo };

export const USAGE = `Usage:
  pnpm studio:user add <email> --role <${STUDIO_ROLES.join('|')}> [--markets es,fr] [--affiliates 2,40]
  pnpm studio:user list

The password is read from standard input: typed twice (hidden) at a terminal, or the first line when piped.
Without --markets / --affiliates the user reaches every market / every affiliate.
The users live in the composer's content store: DATABASE_URL, else the embedded database in DATA_DIR.`;

interface AddCommand {
  kind: 'add';
  email: string;
  role: StudioRole;
  markets: Market[] | null;
  affiliates: number[] | null;
}
type Command = AddCommand | { kind: 'list' } | { kind: 'help' };

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'is invalid';
const MarketList = z.array(Market).min(1);

/** Parses and validates the arguments; throws CliError with a message for people. */
export function parseCommand(argv: string[]): Command {
  const { values, positionals } = parseArgv(argv);
  const [verb, ...rest] = positionals;
  if (values.help || verb === undefined || verb === 'help') return { kind: 'help' };
  if (verb === 'list') {
    if (rest.length > 0) throw new CliError(`list takes no arguments\n\n${USAGE}`);
    return { kind: 'list' };
  }
  if (verb !== 'add') throw new CliError(`Unknown command "${verb}"\n\n${USAGE}`);
  if (rest.length !== 1) throw new CliError(`add needs exactly one e-mail address\n\n${USAGE}`);
  const email = Email.safeParse(rest[0]);
  if (!email.success) throw new CliError(`E-mail "${rest[0]}": ${firstIssue(email.error)}`);
  if (values.role === undefined) throw new CliError(`--role is required: one of ${STUDIO_ROLES.join(', ')}`);
  const role = StudioRole.safeParse(values.role);
  if (!role.success) {
    throw new CliError(`Role "${values.role}" does not exist: use one of ${STUDIO_ROLES.join(', ')}`);
  }
  return {
    kind: 'add',
    email: email.data,
    role: role.data,
    markets: parseMarkets(values.markets),
    affiliates: parseAffiliates(values.affiliates),
  };
}

const OPTIONS = {
  role: { type: 'string' },
  markets: { type: 'string' },
  affiliates: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parseArgv(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n\n${USAGE}`);
  }
}

const listOf = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

function parseMarkets(value: string | undefined): Market[] | null {
  if (value === undefined || value.trim().toLowerCase() === 'all') return null;
  const markets = MarketList.safeParse(listOf(value.toLowerCase()));
  if (markets.success) return [...new Set(markets.data)];
  const bad = listOf(value.toLowerCase()).find((m) => !Market.safeParse(m).success);
  throw new CliError(
    bad
      ? `Market "${bad}" does not exist: use ${Market.options.join(', ')}`
      : '--markets needs at least one market',
  );
}

function parseAffiliates(value: string | undefined): number[] | null {
  if (value === undefined || value.trim().toLowerCase() === 'all') return null;
  const items = listOf(value);
  if (items.length === 0) throw new CliError('--affiliates needs at least one affiliate id');
  const bad = items.find((s) => !/^[1-9]\d{0,8}$/.test(s));
  if (bad) throw new CliError(`Affiliate "${bad}" is not an affiliate id (a positive whole number)`);
  return [...new Set(items.map(Number))];
}

/** "(all markets, all affiliates)", "(markets es, fr; affiliates 2)". */
export function describeReach(user: Pick<StudioUser, 'markets' | 'affiliates'>): string {
  const parts = [
    user.markets === null ? 'all markets' : `markets ${user.markets.join(', ')}`,
    user.affiliates === null ? 'all affiliates' : `affiliates ${user.affiliates.join(', ')}`,
  ];
  return `(${parts.join(parts.some((p) => p.includes(',')) ? '; ' : ', ')})`;
}

/** Runs the command; returns the exit code. Never throws. */
export async function runStudioUserCli(argv: string[], io: CliIo): Promise<number> {
  const say = (line: string) => io.stdout.write(`${line}\n`);
  const fail = (line: string) => io.stderr.write(`${line}\n`);
  try {
    const command = parseCommand(argv);
    if (command.kind === 'help') {
      say(USAGE);
      return 0;
    }
    const env = loadEnv(io.env);
    const dataDir = resolve(env.DATA_DIR, 'pglite');
    // Open (and so lock: PGlite must not be opened by two processes) before asking for anything.
    const content = await openContentStore({
      databaseUrl: env.DATABASE_URL,
      schema: env.DATABASE_SCHEMA,
      dataDir,
      logger: pino({ level: 'warn' }, pino.destination({ fd: 2, sync: true })),
    });
    try {
      const password = command.kind === 'add' ? await readNewPassword(io) : undefined;
      if (command.kind === 'list') return await list(content, say);
      return await add(content, command, password!, say);
    } finally {
      await content.close();
    }
  } catch (err) {
    if (err instanceof CliError) {
      fail(err.message);
      return err.exitCode;
    }
    if (err instanceof DataDirLockedError || err instanceof EnvError) {
      fail(err.message);
      return 1;
    }
    if (err instanceof CmsValidationError) {
      for (const e of err.errors) fail(`${e.path.join('.') || 'user'}: ${e.message}`);
      return 1;
    }
    if (isCmsError(err)) {
      fail(`${err.message} (${err.code})`);
      return 1;
    }
    fail(`studio:user failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return 1;
  }
}

async function add(
  content: ContentStore,
  command: AddCommand,
  password: string,
  say: (line: string) => void,
) {
  const first = (await content.countUsers()) === 0;
  try {
    const user = await content.createUser(
      {
        email: command.email,
        password,
        role: command.role,
        markets: command.markets,
        affiliates: command.affiliates,
      },
      { actor: cliActor(), ip: null },
    );
    say(`Created ${user.role} ${user.email} ${describeReach(user)}`);
    if (first && user.role !== 'admin') {
      say('Note: there is no admin yet; add one with --role admin to manage users from the studio.');
    }
    return 0;
  } catch (err) {
    if (isCmsError(err, 'CMS_USER_EXISTS')) {
      throw new CliError(`A studio user with e-mail ${command.email} already exists; nothing was changed.`);
    }
    throw err;
  }
}

async function list(content: ContentStore, say: (line: string) => void) {
  const users = await content.listUsers();
  if (users.length === 0) {
    say(
      'No studio users yet. Create the first admin with: pnpm studio:user add you@example.com --role admin',
    );
    return 0;
  }
  const rows = users.map((u) => [
    u.email,
    u.role,
    u.markets?.join(',') ?? 'all',
    u.affiliates?.join(',') ?? 'all',
    u.disabled ? 'disabled' : 'active',
  ]);
  const table = [['E-MAIL', 'ROLE', 'MARKETS', 'AFFILIATES', 'STATUS'], ...rows];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  for (const row of table)
    say(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  return 0;
}

/** Who made the account, for the audit log: the operating-system user running the CLI. */
function cliActor(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
}
