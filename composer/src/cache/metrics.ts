// Prometheus metrics of the cache. They are registered only on the registry the caller passes (never the
// global default registry: tests build many app instances in one process). Several caches may share a
// registry; they then share the counters and the entries gauge reports their sum.

import { Counter, Gauge, type Registry } from 'prom-client';

export type CacheTier = 'memory' | 'redis';
export type RequestResult = 'hit' | 'miss' | 'stale' | 'error';
export type LoadResult = 'ok' | 'error';

export interface CacheMetrics {
  request(tier: CacheTier, result: RequestResult): void;
  load(result: LoadResult): void;
  /** Stops reporting this cache's memory entries (on close). */
  detach(): void;
}

const noopMetrics: CacheMetrics = { request() {}, load() {}, detach() {} };

interface SharedMetrics {
  requests: Counter<'tier' | 'result'>;
  loads: Counter<'result'>;
  entrySources: Set<() => number>;
}

const sharedByRegistry = new WeakMap<Registry, SharedMetrics>();

function sharedMetrics(registry: Registry): SharedMetrics {
  const existing = sharedByRegistry.get(registry);
  if (existing !== undefined) return existing;
  const entrySources = new Set<() => number>();
  const shared: SharedMetrics = {
    requests: new Counter({
      name: 'waypoint_cache_requests_total',
      help: 'Cache lookups by tier and result (peek counts hits only, so peek-then-wrap counts once).',
      labelNames: ['tier', 'result'],
      registers: [registry],
    }),
    loads: new Counter({
      name: 'waypoint_cache_loads_total',
      help: 'Loads run on a cache miss or a stale-while-revalidate refresh, by outcome.',
      labelNames: ['result'],
      registers: [registry],
    }),
    entrySources,
  };
  new Gauge({
    name: 'waypoint_cache_memory_entries',
    help: 'Entries held in the in-process cache tier.',
    registers: [registry],
    collect() {
      let total = 0;
      for (const source of entrySources) total += source();
      this.set(total);
    },
  });
  sharedByRegistry.set(registry, shared);
  return shared;
}

export function createCacheMetrics(
  registry: Registry | undefined,
  memoryEntries: () => number,
): CacheMetrics {
  if (registry === undefined) return noopMetrics;
  const shared = sharedMetrics(registry);
  shared.entrySources.add(memoryEntries);
  return {
    request: (tier, result) => shared.requests.inc({ tier, result }),
    load: (result) => shared.loads.inc({ result }),
    detach: () => shared.entrySources.delete(memoryEntries),
  };
}
