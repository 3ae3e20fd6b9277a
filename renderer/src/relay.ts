/**
 * What the web servers pass between a visitor and the composer, and what they never pass.
 *
 * - Towards the composer, only values this server resolved itself: the Host and
 *   the client's address and protocol as Fastify reads them with `trustProxy` (TRUST_PROXY), never the
 *   client's own X-Forwarded-* headers, which anyone can write.
 * - Back to the visitor, only the named headers, and only valid header text (never a 500 from it): a value
 *   with a character Node refuses (a non-Latin-1 character, CR, LF, NUL) is dropped and logged, so a bad
 *   value from the composer can never turn a page into a 500.
 * - While this server is closing, or when the composer sheds load, a 503 with Retry-After and
 *   `Connection: close` (so a stop ends in seconds), never a 502.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Errors } from './errors.ts';

/** Field-value characters Node accepts (its own check for ERR_INVALID_CHAR): tab, visible ASCII, Latin-1. */
const HEADER_TEXT = /^[\t\x20-\x7e\x80-\xff]*$/;

export function isHeaderText(value: string): boolean {
  return HEADER_TEXT.test(value);
}

export type HeaderValue = string | string[] | number | undefined;

/** The value with the elements that are not header text removed; undefined when none is left. */
export function validHeaderValue(value: HeaderValue): string | string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) {
    const kept = value.filter(isHeaderText);
    return kept.length === 0 ? undefined : kept;
  }
  const text = String(value);
  return isHeaderText(text) ? text : undefined;
}

/**
 * A redirect's Location with every byte outside visible ASCII percent-encoded (UTF-8), as a URL may
 * carry it: a non-ASCII query value or a CR/LF becomes harmless text instead of a refused header.
 */
export function encodedLocation(value: HeaderValue): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  if (one === undefined) return undefined;
  return String(one).replace(/[^\x21-\x7e]/gu, (c) =>
    [...Buffer.from(c, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

/**
 * The headers of `names` from `headers`, valid ones only; each dropped value is logged with
 * ERR_RENDER_INVALID_HEADER (never with the value itself, which may be anything).
 */
export function relayedHeaders(
  headers: Record<string, HeaderValue>,
  names: readonly string[],
  log: FastifyBaseLogger,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const name of names) {
    const given = headers[name];
    if (given === undefined) continue;
    const value = validHeaderValue(given);
    const dropped = Array.isArray(given) ? given.length - (value?.length ?? 0) : value === undefined ? 1 : 0;
    if (dropped > 0) {
      const err = new Errors.INVALID_HEADER(name);
      log.error({ err, code: err.code, header: name, dropped }, err.message);
    }
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** Copies the named, valid headers of `headers` onto the reply. */
export function relayHeaders(
  reply: FastifyReply,
  headers: Record<string, HeaderValue>,
  names: readonly string[],
): void {
  reply.headers(relayedHeaders(headers, names, reply.log));
}

/** The request headers of `names`, as received (several values joined). */
export function pickHeaders(request: FastifyRequest, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = request.headers[name];
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/**
 * Who is asking, as this server resolved it (Fastify's `host`, `ip` and `protocol` honour `trustProxy`):
 * the Host the visitor asked for, one client address and the protocol. The composer believes these of
 * an in-process caller, or of a hop its TRUST_PROXY names.
 */
export function resolvedClientHeaders(request: FastifyRequest): Record<string, string> {
  return {
    ...(request.host ? { host: request.host } : {}),
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-request-id': String(request.id),
  };
}

/** Seconds a client is told to wait when the composer is unavailable and gave no Retry-After of its own. */
export const DEFAULT_RETRY_AFTER = '5';

/** The Retry-After to send on: the composer's when it is a number of seconds or an HTTP date, else ours. */
export function retryAfterOf(value: HeaderValue): string {
  const one = Array.isArray(value) ? value[0] : value;
  const text = one === undefined ? '' : String(one).trim();
  return /^\d{1,6}$/.test(text) || (isHeaderText(text) && !Number.isNaN(Date.parse(text)))
    ? text
    : DEFAULT_RETRY_AFTER;
}

/** The headers of a 503 that sends the client elsewhere: wait, and do not reuse this connection. */
export function unavailableHeaders(retryAfter: HeaderValue): Record<string, string> {
  return { 'retry-after': retryAfterOf(retryAfter), connection: 'close', 'cache-control': 'no-store' };
}

/** Whether the instance has begun to close (preClose ran): a failure from now on is a 503, not a 502. */
export function watchClosing(app: FastifyInstance): () => boolean {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  return () => closing;
}
