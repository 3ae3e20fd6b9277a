/**
 * Where Redis is and how to connect to it: one server (`REDIS_URL`) or a Redis Cluster
 * (`REDIS_CLUSTER_NODES`, some of its nodes; the client discovers the rest and follows failovers). Both
 * clients take the same commands; what differs is that in a cluster every key of one command or script
 * must hash to the same slot, which the callers respect (the cache's tag sets, the studio's hash tag).
 */
import calculateSlot from 'cluster-key-slot';
import { Cluster, type ClusterNode, Redis, type RedisOptions } from 'ioredis';

export type RedisTarget = { url: string } | { clusterNodes: readonly string[] };

/** A connection to one server or to a cluster. */
export type RedisClient = Redis | Cluster;

/** The target the environment names, or none (in-process only). */
export function redisTargetOf(env: {
  REDIS_URL?: string | undefined;
  REDIS_CLUSTER_NODES?: readonly string[] | undefined;
}): RedisTarget | undefined {
  if (env.REDIS_CLUSTER_NODES && env.REDIS_CLUSTER_NODES.length > 0) {
    return { clusterNodes: env.REDIS_CLUSTER_NODES };
  }
  return env.REDIS_URL ? { url: env.REDIS_URL } : undefined;
}

/** A `host:port` (or `redis://host:port`) of a cluster node. */
function clusterNode(node: string): ClusterNode {
  const url = new URL(node.includes('://') ? node : `redis://${node}`);
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 6379) };
}

/**
 * Connects with the options of one server's connection. In a cluster, the reconnect strategy applies to
 * the cluster as a whole, and a command that meets a failover (MOVED, TRYAGAIN, CLUSTERDOWN) is retried
 * shortly after the slots are read again, within the caller's own deadline.
 */
export function connectRedis(target: RedisTarget, options: RedisOptions): RedisClient {
  if ('url' in target) return new Redis(target.url, options);
  const { retryStrategy, enableOfflineQueue, ...perNode } = options;
  return new Cluster(target.clusterNodes.map(clusterNode), {
    redisOptions: perNode,
    ...(enableOfflineQueue === undefined ? {} : { enableOfflineQueue }),
    clusterRetryStrategy: (attempt) => retryStrategy?.(attempt) ?? null,
    retryDelayOnFailover: 100,
    retryDelayOnClusterDown: 100,
    retryDelayOnTryAgain: 100,
    slotsRefreshTimeout: 1_000,
    scaleReads: 'master',
  });
}

/** Keys in groups of at most `size` that one command may take: of one hash slot each on a cluster. */
export function keyBatches(keys: readonly string[], cluster: boolean, size: number): string[][] {
  const groups = new Map<number, string[]>();
  for (const key of keys) {
    const slot = cluster ? calculateSlot(key) : 0;
    const group = groups.get(slot) ?? [];
    if (group.length === 0) groups.set(slot, group);
    group.push(key);
  }
  return [...groups.values()].flatMap((group) => {
    const out: string[][] = [];
    for (let i = 0; i < group.length; i += size) out.push(group.slice(i, i + size));
    return out;
  });
}
