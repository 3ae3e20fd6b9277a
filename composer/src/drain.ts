/**
 * Draining before a stop, which must end in seconds. Fastify's own close answers 503 to every new request at
 * once, including the composer's calls to an embedded sandbox on the same server, so in-flight pages
 * would fail halfway. `drain()` comes first instead:
 * 1. `/readyz` answers 503 so a load balancer moves traffic;
 * 2. new requests from the network get 503 `WP_SHUTTING_DOWN` with `Connection: close`, while requests
 *    that are part of one already accepted (in process through inject, or `internal` ones such as the
 *    embedded sandbox) are still served;
 * 3. answers given meanwhile close their connection;
 * 4. it resolves once the accepted requests have answered, or after the time given.
 * `serve()` then closes the app.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isInProcess } from './client.ts';
import { Errors } from './errors.ts';
import { errorBody } from './routes/error-handler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the start of `drain()`: the instance is stopping. */
    readonly draining: boolean;
    /** Refuses new requests and resolves (true) once the accepted ones answered, or (false) after `ms`. */
    drain(ms: number): Promise<boolean>;
  }
}

export interface DrainOptions {
  /** Requests that serve requests already accepted (the embedded sandbox): never refused while draining. */
  internal?: (request: FastifyRequest) => boolean;
  retryAfterSeconds: number;
}

export function enableDraining(app: FastifyInstance, options: DrainOptions): void {
  let draining = false;
  let inFlight = 0;
  let settle: (() => void) | undefined;

  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('drain', (ms: number) => {
    draining = true;
    if (inFlight === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      settle = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (isInProcess(request)) return done();
    const health = request.routeOptions.url === '/healthz' || request.routeOptions.url === '/readyz';
    if (draining && !health && !options.internal?.(request)) {
      reply
        .code(503)
        .header('Connection', 'close')
        .header('Retry-After', String(options.retryAfterSeconds))
        .send(errorBody(new Errors.SHUTTING_DOWN(), request.id));
      return;
    }
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0 && draining) settle?.();
    });
    done();
  });
  // An answer given while draining closes its connection: the client's next request goes elsewhere.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (draining && !isInProcess(request)) reply.header('Connection', 'close');
    done(null, payload);
  });
}
