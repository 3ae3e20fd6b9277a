// Public surface of the composer's two-tier cache.

export type { CacheEntry, CacheEntryOptions } from './entry.ts';
export type { CacheLogFn, CacheLogger } from './logger.ts';
export type { MemoryTierOptions } from './memory-tier.ts';
export { connectRedis, type RedisClient, type RedisTarget, redisTargetOf } from './redis-connection.ts';
export { DEGRADED_TTL_MS, ShortLived, shortLived, unwrap } from './short-lived.ts';
export {
  DEFAULT_REDIS_COMMAND_TIMEOUT_MS,
  type RedisStatus,
  TieredCache,
  type TieredCacheOptions,
} from './tiered-cache.ts';
