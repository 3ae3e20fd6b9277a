/**
 * Who is asking: the client's address, protocol and host as this service may believe them.
 *
 * Forwarded headers are written by whoever sends the request, so they count only when a trusted hop
 * wrote them:
 * - a request from the network is read by Fastify with `trustProxy` from TRUST_PROXY (the service kit's
 *   trustProxyOption with `hopCount: 'trust'`; default: no proxy trusted), so `X-Forwarded-For`,
 *   `-Proto` and `-Host` are ignored unless the peer is a configured hop;
 * - a request injected in process (the one-process start's web and studio call the composer through
 *   `app.inject`) cannot come from the network, and its caller has already resolved the client with its
 *   own trust settings: its forwarded headers are the caller's word.
 */
import { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

export interface Client {
  /** The client's address (for rate limits and the audit log). */
  ip: string;
  protocol: 'http' | 'https';
  /** The Host the client asked for, with its port ('www.localhost:3000'); undefined when none was sent. */
  host: string | undefined;
}

/** Requests made with `app.inject` in this process (light-my-request's requests are not IncomingMessages). */
export function isInProcess(request: FastifyRequest): boolean {
  return !(request.raw instanceof IncomingMessage);
}

function first(value: string | string[] | undefined): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  const head = one?.split(',', 1)[0]?.trim();
  return head === '' ? undefined : head;
}

export function clientOf(request: FastifyRequest): Client {
  if (isInProcess(request)) {
    const h = request.headers;
    return {
      ip: first(h['x-forwarded-for']) ?? request.ip,
      protocol: first(h['x-forwarded-proto']) === 'https' ? 'https' : 'http',
      host: first(h['x-forwarded-host']) ?? h.host,
    };
  }
  return {
    ip: request.ip,
    protocol: request.protocol === 'https' ? 'https' : 'http',
    host: request.host === '' ? undefined : request.host,
  };
}
