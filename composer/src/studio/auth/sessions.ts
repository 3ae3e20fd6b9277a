/**
 * Server-side studio sessions (studio brief, "Sessions"): a random 256-bit id travels in the cookie and
 * is stored only as its SHA-256, so a leaked store (or a Redis dump) does not yield usable cookies.
 * Expiry slides: every read pushes it `ttlSeconds` further. Redis when REDIS_URL is set (shared by every
 * instance), else a Map in this process.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { RedisClient } from '../../cache/redis-connection.ts';

export interface NewSession {
  /** Goes in the cookie; never stored. */
  id: string;
  csrfToken: string;
  expiresAt: Date;
}

export interface Session {
  userId: string;
  csrfToken: string;
  expiresAt: Date;
}

export interface SessionStore {
  create(userId: string): Promise<NewSession>;
  /** The live session, its expiry moved to now + ttl; null when unknown or expired. */
  get(id: string): Promise<Session | null>;
  destroy(id: string): Promise<void>;
  /** Ends every session of the user (disabled account, changed password). */
  destroyUser(userId: string): Promise<void>;
}

/** 32 random bytes, base64url (43 characters). */
export const randomToken = (): string => randomBytes(32).toString('base64url');
export const hashSessionId = (id: string): string => createHash('sha256').update(id).digest('hex');
/** Cookie values that cannot be one of our ids are refused before any lookup. */
export const isWellFormedSessionId = (id: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(id);

interface Stored {
  userId: string;
  csrfToken: string;
  expiresAtMs: number;
}

export class MemorySessionStore implements SessionStore {
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #sessions = new Map<string, Stored>();
  readonly #byUser = new Map<string, Set<string>>();
  #createsSinceSweep = 0;

  constructor(options: { ttlSeconds: number; now?: () => number }) {
    this.#ttlMs = options.ttlSeconds * 1000;
    this.#now = options.now ?? Date.now;
  }

  async create(userId: string): Promise<NewSession> {
    if (++this.#createsSinceSweep >= 100) this.#sweep();
    const id = randomToken();
    const stored = { userId, csrfToken: randomToken(), expiresAtMs: this.#now() + this.#ttlMs };
    const hash = hashSessionId(id);
    this.#sessions.set(hash, stored);
    const mine = this.#byUser.get(userId) ?? new Set<string>();
    mine.add(hash);
    this.#byUser.set(userId, mine);
    return { id, csrfToken: stored.csrfToken, expiresAt: new Date(stored.expiresAtMs) };
  }

  async get(id: string): Promise<Session | null> {
    if (!isWellFormedSessionId(id)) return null;
    const hash = hashSessionId(id);
    const stored = this.#sessions.get(hash);
    if (!stored) return null;
    const now = this.#now();
    if (stored.expiresAtMs <= now) {
      this.#remove(hash, stored.userId);
      return null;
    }
    stored.expiresAtMs = now + this.#ttlMs;
    return { userId: stored.userId, csrfToken: stored.csrfToken, expiresAt: new Date(stored.expiresAtMs) };
  }

  async destroy(id: string): Promise<void> {
    const hash = hashSessionId(id);
    const stored = this.#sessions.get(hash);
    if (stored) this.#remove(hash, stored.userId);
  }

  async destroyUser(userId: string): Promise<void> {
    for (const hash of this.#byUser.get(userId) ?? []) this.#sessions.delete(hash);
    this.#byUser.delete(userId);
  }

  /** Live sessions (tests). */
  get size(): number {
    return this.#sessions.size;
  }

  #remove(hash: string, userId: string): void {
    this.#sessions.delete(hash);
    const mine = this.#byUser.get(userId);
    mine?.delete(hash);
    if (mine?.size === 0) this.#byUser.delete(userId);
  }

  /** Drops expired sessions now and then, so abandoned ones do not pile up. */
  #sweep(): void {
    this.#createsSinceSweep = 0;
    const now = this.#now();
    for (const [hash, stored] of this.#sessions)
      if (stored.expiresAtMs <= now) this.#remove(hash, stored.userId);
  }
}

// KEYS[1] session key; ARGV[1] ttl ms, ARGV[2] prefix of per-user sets. Slides the session and its user's
// set together (the set lives as long as the user's newest session) in one round trip.
const GET_SCRIPT = `
local v = redis.call('GET', KEYS[1])
if not v then return false end
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then return false end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
local ok, s = pcall(cjson.decode, v)
if ok and type(s) == 'table' and s.userId then redis.call('PEXPIRE', ARGV[2] .. s.userId, ARGV[1]) end
return v
`;

// KEYS[1] per-user set; ARGV[1] prefix of session keys.
const DESTROY_USER_SCRIPT = `
local hashes = redis.call('SMEMBERS', KEYS[1])
for _, h in ipairs(hashes) do redis.call('DEL', ARGV[1] .. h) end
redis.call('DEL', KEYS[1])
return #hashes
`;

type ScriptedRedis = RedisClient & {
  waypointStudioSessionGet(numKeys: number, ...keysThenArgs: string[]): Promise<string | null>;
  waypointStudioSessionDestroyUser(numKeys: number, ...keysThenArgs: string[]): Promise<number>;
};

/**
 * Sessions in Redis: `<namespace>:{studio}:sess:<sha256(id)>` holds `{ userId, csrfToken }` with PX
 * expiry; `<namespace>:{studio}:user-sess:<userId>` is the set of the user's session hashes, for
 * destroyUser. The `{studio}` hash tag keeps them in one slot of a Redis Cluster, as the scripts and the
 * transaction that touch both need (staff sessions are few). Redis errors reject (the caller answers
 * 503): a session cannot be checked without its store.
 */
export class RedisSessionStore implements SessionStore {
  readonly #client: ScriptedRedis;
  readonly #ttlMs: number;
  readonly #sessionPrefix: string;
  readonly #userPrefix: string;

  constructor(options: { client: RedisClient; namespace: string; ttlSeconds: number }) {
    this.#client = options.client as ScriptedRedis;
    this.#ttlMs = options.ttlSeconds * 1000;
    this.#sessionPrefix = `${options.namespace}:{studio}:sess:`;
    this.#userPrefix = `${options.namespace}:{studio}:user-sess:`;
    this.#client.defineCommand('waypointStudioSessionGet', { lua: GET_SCRIPT });
    this.#client.defineCommand('waypointStudioSessionDestroyUser', { lua: DESTROY_USER_SCRIPT });
  }

  async create(userId: string): Promise<NewSession> {
    const id = randomToken();
    const csrfToken = randomToken();
    const hash = hashSessionId(id);
    const ttl = String(this.#ttlMs);
    await this.#client
      .multi()
      .set(this.#sessionPrefix + hash, JSON.stringify({ userId, csrfToken }), 'PX', ttl)
      .sadd(this.#userPrefix + userId, hash)
      .pexpire(this.#userPrefix + userId, ttl)
      .exec()
      .then(failOnReplyError);
    return { id, csrfToken, expiresAt: new Date(Date.now() + this.#ttlMs) };
  }

  async get(id: string): Promise<Session | null> {
    if (!isWellFormedSessionId(id)) return null;
    const raw = await this.#client.waypointStudioSessionGet(
      1,
      this.#sessionPrefix + hashSessionId(id),
      String(this.#ttlMs),
      this.#userPrefix,
    );
    if (raw === null) return null;
    const value = JSON.parse(raw) as { userId?: unknown; csrfToken?: unknown };
    if (typeof value.userId !== 'string' || typeof value.csrfToken !== 'string') return null;
    return {
      userId: value.userId,
      csrfToken: value.csrfToken,
      expiresAt: new Date(Date.now() + this.#ttlMs),
    };
  }

  async destroy(id: string): Promise<void> {
    const key = this.#sessionPrefix + hashSessionId(id);
    const raw = await this.#client.getdel(key);
    const userId = raw === null ? undefined : (JSON.parse(raw) as { userId?: unknown }).userId;
    if (typeof userId === 'string') await this.#client.srem(this.#userPrefix + userId, hashSessionId(id));
  }

  async destroyUser(userId: string): Promise<void> {
    await this.#client.waypointStudioSessionDestroyUser(1, this.#userPrefix + userId, this.#sessionPrefix);
  }
}

/** MULTI answers every command's error in its reply list instead of rejecting. */
function failOnReplyError(replies: Array<[Error | null, unknown]> | null): void {
  if (replies === null) throw new Error('Redis transaction was discarded');
  const failed = replies.find(([err]) => err !== null);
  if (failed) throw failed[0];
}
