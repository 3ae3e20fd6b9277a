/**
 * Hooks every sandbox request passes through: the call counter, then the fault switchboard (when the
 * app was built with `faults: true`; otherwise it is never consulted). Held
 * ('timeout') requests are released when the server closes, so `app.close()` never waits on them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Errors, sendError } from './errors.ts';
import type { FaultSwitchboard, FaultTarget } from './faults.ts';
import { isMarket } from './markets.ts';
import type { CallStats } from './stats.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Control routes (/__faults, /__stats) are neither counted nor faulted. */
    sandboxControl?: boolean;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Where the request is, without the plugin prefix: '/us/api/home' -> path '/api/home', market 'us'. */
export function faultTarget(pathname: string, routeUrl: string | undefined, prefix: string): FaultTarget {
  const slash = pathname.indexOf('/', 1);
  const first = slash === -1 ? pathname.slice(1) : pathname.slice(1, slash);
  const pattern = routeUrl?.startsWith(prefix) ? routeUrl.slice(prefix.length) : routeUrl;
  if (!isMarket(first)) return { path: pathname, pattern };
  return {
    path: slash === -1 ? '/' : pathname.slice(slash),
    pattern: pattern?.startsWith('/:market') ? pattern.slice('/:market'.length) || '/' : undefined,
    market: first,
  };
}

export function registerTraffic(
  app: FastifyInstance,
  { faults, stats, prefix }: { faults: FaultSwitchboard; stats: CallStats; prefix: string },
): void {
  const held = new Set<() => void>();
  const malformed = new WeakSet<FastifyRequest>();

  /** Never answers: waits until the client goes away or the server closes, then drops the socket. */
  const hold = (reply: FastifyReply) =>
    new Promise<void>((resolve) => {
      const release = () => {
        held.delete(release);
        if (!reply.raw.destroyed) reply.raw.destroy();
        resolve();
      };
      held.add(release);
      reply.raw.once('close', release);
    });

  // A client that goes away before the answer (a cancelled flight search) is counted as such.
  app.addHook('onRequestAbort', async (request) => {
    if (request.routeOptions.config?.sandboxControl) return;
    const pathname = request.url.split('?', 1)[0]?.slice(prefix.length) || '/';
    stats.record(`ABORTED ${request.method} ${pathname}`);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.sandboxControl) return;
    const pathname = request.url.split('?', 1)[0]?.slice(prefix.length) || '/';
    stats.record(`${request.method} ${pathname}`);

    if (!faults.enabled || faults.size === 0) return;
    const target = faultTarget(pathname, request.routeOptions.url, prefix);
    const rule = faults.take(target);
    if (!rule) return;
    if (rule.latencyMs) await sleep(rule.latencyMs);
    if (rule.timeout) {
      reply.hijack();
      await hold(reply);
      return;
    }
    if (rule.status !== undefined) {
      return sendError(reply, new Errors.FAULT_INJECTED(target.path, rule.status), { status: rule.status });
    }
    if (rule.malformed) malformed.add(request);
  });

  // A malformed reply is the real body cut in half: 200, JSON content type, not parseable.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!malformed.has(request)) return payload;
    reply.code(200);
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '{"data":';
    return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
  });

  app.addHook('preClose', (done) => {
    for (const release of [...held]) release();
    done();
  });
}
