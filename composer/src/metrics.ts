/** Prometheus metrics of one app instance, on its own registry (several instances run in tests). */
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'waypoint_' });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'waypoint_http_request_duration_seconds',
      help: 'HTTP request latency by route and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    blockDuration: new Histogram({
      name: 'waypoint_block_resolve_duration_seconds',
      help: 'Time to produce one block (cache included) by block type and outcome',
      labelNames: ['type', 'outcome'] as const,
      buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1, 3],
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'waypoint_upstream_request_duration_seconds',
      help: 'Upstream (seller API) call latency by source',
      labelNames: ['source'] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    upstreamErrors: new Counter({
      name: 'waypoint_upstream_errors_total',
      help: 'Failed upstream calls by source and error code',
      labelNames: ['source', 'code'] as const,
      registers: [registry],
    }),
    shed: new Counter({
      name: 'waypoint_shed_requests_total',
      help: 'Requests refused with 503 by load shedding, by the threshold passed',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    pages: new Counter({
      name: 'waypoint_pages_total',
      help: 'Page responses by page kind and where they came from (memory, composed, last-good, error)',
      labelNames: ['kind', 'source'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
