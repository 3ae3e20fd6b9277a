/**
 * Configuration from environment variables, validated with zod at start-up. A bad value stops the
 * process with a message that names the variable (`EnvError`, read and worded by the service kit's
 * `parseEnv` and `describeEnvIssues`, as the sandbox's is).
 */
import {
  envFlag as bool,
  describeEnvIssues,
  envLogLevel,
  parseEnv,
  envPort as port,
} from '@waypoint/service-kit/env';
import { z } from 'zod';
import { Errors } from './errors.ts';

const ms = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((u) => URL.canParse(u) && protocols.includes(new URL(u).protocol), {
      message: `must use ${protocols.map((p) => p.replace(':', '://')).join(' or ')}`,
    });

export const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * The proxies whose X-Forwarded-For, -Proto and -Host count (rate limits, audit, redirects): unset
   * trusts none; a number trusts that many hops; else comma-separated addresses or CIDRs (proxy-addr).
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[\w.:/, -]+)$/, 'must be a hop count or comma-separated addresses or CIDRs')
    .optional(),
  LOG_LEVEL: envLogLevel.default('info'),
  /**
   * Load shedding: above a threshold every request but /healthz answers 503 with
   * Retry-After and /readyz reports not ready. 0 turns a check off; heap default: 90% of V8's limit.
   */
  SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  SHED_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).max(1_000_000).optional(),
  SHED_MAX_RSS_MB: z.coerce.number().int().min(0).max(1_000_000).default(0),
  SHED_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(10_000).default(1000),
  SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** Requests in progress (health checks and nested calls aside) past which new ones are shed; 0: no cap. */
  SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(1_000_000).default(256),
  /** After SIGTERM, in-flight requests get this long to finish before the process closes anyway. */
  SHUTDOWN_DRAIN_MS: ms(0, 60_000).default(4000),
  /** /metrics on its own port (unset: not served apart), and/or on the public port behind this Bearer token. */
  METRICS_PORT: port.optional(),
  /** /healthz and /readyz on a port of their own as well, for probes that must not queue behind visitors. */
  HEALTH_PORT: port.optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Base domain of the sites: 'advisors.<BASE_DOMAIN>' is the advisors site (storefront.md §6). */
  BASE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name such as localhost or waypoint.travel')
    .default('localhost'),
  /** Redis for the shared cache tier and invalidation; unset: in-process cache only. */
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  /**
   * A Redis Cluster instead: some of its nodes, `host:port` separated by commas (the client finds the
   * others and follows failovers). Set this or REDIS_URL, not both.
   */
  REDIS_CLUSTER_NODES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((node) => node.trim())
        .filter((node) => node !== ''),
    )
    .refine(
      (nodes) =>
        nodes.length > 0 && nodes.every((node) => /^[\w.-]+:\d{1,5}$|^\[[\d:a-f]+\]:\d{1,5}$/i.test(node)),
      {
        message: 'must be host:port of one or more cluster nodes, separated by commas',
      },
    )
    .optional(),
  /** PostgreSQL for the content store; unset: embedded PGlite in DATA_DIR. */
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Base URL of the seller's API; unset: the start script mounts the sandbox in process. */
  UPSTREAM_URL: url(['http:', 'https:']).optional(),
  /** The start script's embedded sandbox: fault switching and its state-changing control routes (tests). */
  SANDBOX_FAULTS: bool.default(false),
  /** Sentry DSN: failed page-data calls are reported there (storefront.md §8); unset: not reported. */
  SENTRY_DSN: url(['http:', 'https:']).optional(),
  UPSTREAM_TIMEOUT_MS: ms(50, 60_000).default(1500),
  COMPOSE_DEADLINE_MS: ms(100, 120_000).default(3000),
  CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  CACHE_STALE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400)
    .default(600),
  /** How long a page or block composed around an upstream failure is kept: briefly, to recover soon. */
  CACHE_DEGRADED_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** How long an upstream 404 is remembered in process (negative caching: not asked for on each request). */
  CACHE_NOT_FOUND_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Redis key prefix; instances that share it share cache entries and invalidations. */
  CACHE_NAMESPACE: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or : . _ -')
    .default('wp:v1'),
  CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  /** Turns every cache tier off (benchmarks of cold composition). */
  CACHE_DISABLED: bool.default(false),
  /**
   * Compose every page and block afresh while upstream data and layouts stay cached (benchmarks of
   * actions with warm upstream caches; debugging a resolver without waiting for its entries to expire).
   */
  CACHE_COMPOSITION_DISABLED: bool.default(false),
  SEED_DEMO_CONTENT: bool.default(true),
  /**
   * Validate every block's props against the contract before it is cached (ARCHITECTURE.md step 6:
   * in tests and development). Default: on unless NODE_ENV is production.
   */
  CONTRACT_CHECKS: bool.optional(),
  /** PostgreSQL schema of the content store (several stacks can share one database). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .default('public'),
  /** Studio sessions end after this long without a request. */
  STUDIO_SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(8 * 3600),
  /** Failed sign-ins per account, then per client address, within the window, before 429. */
  STUDIO_LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  STUDIO_LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).max(10_000).default(20),
  STUDIO_LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** How often each instance looks for due scheduled publications; 0 turns the poller off. */
  STUDIO_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
});

export type ComposerEnv = z.infer<typeof EnvSchema>;

/** The error `loadEnv` throws: the catalogue's `WP_INVALID_ENV`, its message naming every bad variable. */
export const EnvError = Errors.INVALID_ENV;
export type EnvError = InstanceType<typeof EnvError>;

/** Parses the environment; throws an EnvError naming every bad variable. Empty strings count as unset. */
export function loadEnv(env: NodeJS.ProcessEnv = process.env): ComposerEnv {
  const parsed = parseEnv(EnvSchema, env);
  if (!parsed.ok) throw new EnvError(describeEnvIssues(parsed.issues));
  if (parsed.env.REDIS_URL && parsed.env.REDIS_CLUSTER_NODES) {
    const message = 'set either REDIS_URL (one server) or REDIS_CLUSTER_NODES (a cluster), not both';
    throw new EnvError(
      describeEnvIssues([{ variable: 'REDIS_CLUSTER_NODES', message, value: env['REDIS_CLUSTER_NODES'] }]),
    );
  }
  return parsed.env;
}
