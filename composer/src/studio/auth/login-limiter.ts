/**
 * Sign-in throttling: failed sign-ins are counted per account (the lower-cased e-mail) and per client
 * address within a fixed window; once either count is used up, sign-in is refused until the window ends,
 * even with the right password (else the limit would only slow guessing, not stop it).
 *
 * Each attempt takes its point BEFORE the password is checked, so a burst of parallel guesses cannot
 * outrun the counter while the (slow) password hash runs; a success gives the points back (and clears the
 * account), so only failures count. Redis when REDIS_URL or REDIS_CLUSTER_NODES is set, so every instance shares the counts.
 */

import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { RedisClient } from '../../cache/redis-connection.ts';

export type LoginGate =
  | { blocked: false }
  | { blocked: true; by: 'account' | 'address'; retryAfterSeconds: number };

export interface LoginLimiter {
  /** Counts one attempt against the account and the address; blocked when either has no failures left. */
  reserve(account: string, address: string): Promise<LoginGate>;
  /** The attempt signed in: clear the account's failures and give the address its point back. */
  succeeded(account: string, address: string): Promise<void>;
  /** The attempt could not be judged (the store failed): give both points back. */
  release(account: string, address: string): Promise<void>;
}

export interface LoginLimiterOptions {
  maxPerAccount: number;
  maxPerAddress: number;
  windowSeconds: number;
  /** Shared counters; without it they live in this process. */
  redis?: { client: RedisClient; namespace: string };
}

/** Failures are counted per account whatever the e-mail's case or surrounding spaces. */
export const accountKey = (email: string): string => email.trim().toLowerCase();

/** Whole seconds until the window ends, at least 1 (a Retry-After of 0 invites an instant retry). */
export const retryAfterSeconds = (msBeforeNext: number): number =>
  Math.max(1, Math.ceil(msBeforeNext / 1000));

export function createLoginLimiter(options: LoginLimiterOptions): LoginLimiter {
  const make = (name: string, points: number): RateLimiterAbstract => {
    const common = { points, duration: options.windowSeconds };
    return options.redis
      ? new RateLimiterRedis({
          ...common,
          storeClient: options.redis.client,
          keyPrefix: `${options.redis.namespace}:studio:login:${name}`,
        })
      : new RateLimiterMemory({ ...common, keyPrefix: `studio:login:${name}` });
  };
  return new RateLimitedLogin(make('account', options.maxPerAccount), make('address', options.maxPerAddress));
}

type Taken = { res: RateLimiterRes; exceeded: boolean };

class RateLimitedLogin implements LoginLimiter {
  constructor(
    private readonly accounts: RateLimiterAbstract,
    private readonly addresses: RateLimiterAbstract,
  ) {}

  async reserve(account: string, address: string): Promise<LoginGate> {
    const key = accountKey(account);
    const [byAccount, byAddress] = await Promise.allSettled([
      take(this.accounts, key),
      take(this.addresses, address),
    ]);
    if (byAccount.status === 'rejected' || byAddress.status === 'rejected') {
      // Give back the point that was taken, then report the store failure.
      if (byAccount.status === 'fulfilled') await this.accounts.reward(key, 1).catch(() => {});
      if (byAddress.status === 'fulfilled') await this.addresses.reward(address, 1).catch(() => {});
      throw byAccount.status === 'rejected' ? byAccount.reason : (byAddress as PromiseRejectedResult).reason;
    }
    const a = byAccount.value;
    const b = byAddress.value;
    if (!a.exceeded && !b.exceeded) return { blocked: false };
    // A refused attempt is not a failure: it neither counts nor extends the window.
    await Promise.all([this.accounts.reward(key, 1), this.addresses.reward(address, 1)]);
    const ms = Math.max(a.exceeded ? a.res.msBeforeNext : 0, b.exceeded ? b.res.msBeforeNext : 0);
    return {
      blocked: true,
      by: a.exceeded ? 'account' : 'address',
      retryAfterSeconds: retryAfterSeconds(ms),
    };
  }

  async succeeded(account: string, address: string): Promise<void> {
    await Promise.all([this.accounts.delete(accountKey(account)), this.addresses.reward(address, 1)]);
  }

  async release(account: string, address: string): Promise<void> {
    await Promise.all([this.accounts.reward(accountKey(account), 1), this.addresses.reward(address, 1)]);
  }
}

/** consume() rejects with a RateLimiterRes when the points are used up, and with an Error when the store fails. */
async function take(limiter: RateLimiterAbstract, key: string): Promise<Taken> {
  try {
    return { res: await limiter.consume(key, 1), exceeded: false };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { res: err, exceeded: true };
    throw err;
  }
}
