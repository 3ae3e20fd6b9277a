/**
 * Passing a browser's API call to the composer (the web service's `/v1/*`, the studio's `/studio/api/*`)
 * with `@fastify/reply-from`, so the site and the studio each stay behind a single origin. What goes
 * up and what comes back is named (relay.ts): the listed request headers as sent plus who is asking
 * as this server resolved it; the listed response headers, valid ones only. Bodies stream both ways
 * (a chunked upload stays chunked). Nothing is retried: a 503 from the composer is load shedding or a
 * shutdown, relayed with its Retry-After and `Connection: close`; and any failure while this server
 * closes is a 503 too, never a 502.
 */
import replyFrom from '@fastify/reply-from';
import type { CatalogueEntry } from '@waypoint/service-kit/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Errors } from './errors.ts';
import {
  pickHeaders,
  relayedHeaders,
  resolvedClientHeaders,
  unavailableHeaders,
  watchClosing,
} from './relay.ts';

export interface ComposerProxyOptions {
  /** The composer's base URL ('http://127.0.0.1:3000'). */
  base: string;
  /** Request headers passed up as the client sent them. */
  requestHeaders: readonly string[];
  /** Response headers relayed to the client. */
  responseHeaders: readonly string[];
  /** Time to the response headers, and between body chunks. */
  timeoutMs?: number;
  /** The entry a failure while closing is answered with (the renderer's ERR_RENDER_UNAVAILABLE by default). */
  unavailable?: CatalogueEntry;
}

interface UpstreamAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  stream: NodeJS.ReadableStream;
}

/** The request headers sent to the composer: the named ones, the body's length, and who is asking. */
export function upstreamHeaders(
  request: FastifyRequest,
  prepared: Record<string, string | string[] | number | undefined>,
  names: readonly string[],
): Record<string, string> {
  const out = pickHeaders(request, names);
  // reply-from sets these for a body it encoded; a streamed body keeps the client's length, else undici chunks it.
  for (const name of ['content-length', 'content-type'] as const) {
    const value = prepared[name];
    if (value !== undefined) out[name] = String(value);
  }
  return { ...out, ...resolvedClientHeaders(request) };
}

/** The source path for reply-from, or undefined when it is malformed or climbs out with '..'. */
export function proxiedPath(url: string): string | undefined {
  try {
    const decoded = decodeURIComponent(url.split('?', 1)[0]!);
    if (decoded === '..' || decoded.includes('/..') || decoded.includes('../') || decoded.includes('\0'))
      return undefined;
    return url;
  } catch {
    return undefined;
  }
}

/**
 * Registers reply-from towards the composer on `app` and returns the route handler that proxies a
 * request. Register it in the plugin scope whose routes proxy (the instance's other routes are untouched).
 */
export async function composerProxy(
  app: FastifyInstance,
  options: ComposerProxyOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  const timeout = options.timeoutMs ?? 10_000;
  await app.register(replyFrom, {
    base: options.base,
    undici: { connections: 32, headersTimeout: timeout, bodyTimeout: timeout },
    disableRequestLogging: true,
  });
  const closing = watchClosing(app);
  const Unavailable = options.unavailable ?? Errors.UNAVAILABLE;

  return (request, reply) => {
    const path = proxiedPath(request.url);
    if (path === undefined) return reply.code(400).send(new Errors.BAD_PATH(request.url.slice(0, 200)));
    return reply.from(path, {
      rewriteRequestHeaders: (_req, prepared) => upstreamHeaders(request, prepared, options.requestHeaders),
      rewriteHeaders: (headers) => relayedHeaders(headers, options.responseHeaders, request.log),
      // Never retried: the composer's 503 means "not now" (load shedding, shutdown), and bodies are streams.
      retryDelay: () => null,
      onResponse: (_request, res, upstream) => {
        // At run time reply-from hands undici's answer (status, headers, stream), whatever its types say.
        const answer = upstream as unknown as UpstreamAnswer;
        if (answer.statusCode === 503) res.headers(unavailableHeaders(answer.headers['retry-after']));
        res.send(answer.stream);
      },
      onError: (res, { error }) => {
        if (closing()) {
          const err = new Unavailable('this server is closing', { cause: error });
          res.log.warn({ err, code: err.code }, err.message);
          res.headers(unavailableHeaders(undefined)).code(503).send(err);
          return;
        }
        res.send(error);
      },
    });
  };
}
