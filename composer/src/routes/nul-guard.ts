/**
 * U+0000 is refused at the door with a 400: PostgreSQL rejects it in text with an error whose
 * message would otherwise surface, and no page, action or studio input has a use for it. The URL and the
 * cookies are checked when the request arrives (onRequest), a JSON body once it is parsed
 * (preValidation): both before any handler, schema or database query runs. App-wide, so the studio API
 * and every route added later are covered too.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { Errors } from '../errors.ts';

/** A raw NUL or its percent-encoding (`%00`), as a URL or a cookie header carries it. */
const ENCODED_NUL = /\0|%00/i;

export function hasEncodedNul(text: string | undefined): boolean {
  return text !== undefined && ENCODED_NUL.test(text);
}

/**
 * Whether any string or key of a parsed JSON value holds U+0000, at any depth. Iterative: a deeply
 * nested body must not overflow the stack.
 */
export function hasNulDeep(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\0')) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object' && !ArrayBuffer.isView(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

function checkUrlAndCookies(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (hasEncodedNul(request.url)) return done(new Errors.NUL_BYTE('URL'));
  const cookie = request.headers.cookie;
  if (hasEncodedNul(Array.isArray(cookie) ? cookie.join(';') : cookie))
    return done(new Errors.NUL_BYTE('cookie'));
  done();
}

function checkBody(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (request.body !== undefined && hasNulDeep(request.body)) return done(new Errors.NUL_BYTE('body'));
  done();
}

/** Adds the two hooks to `app`; call it on the root instance before the routes are registered. */
export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook('onRequest', checkUrlAndCookies);
  app.addHook('preValidation', checkBody);
}
