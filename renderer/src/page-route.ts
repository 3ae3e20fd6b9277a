/**
 * A site URL to HTML: ask the PageSource for the page, relay redirects as given, render pages with the
 * status the composer chose, and answer a self-contained error page (with a logged, stable code) when
 * there is nothing to render: a 503 with Retry-After when the composer is shutting down or shedding
 * load, or when this server is closing; a 500 otherwise.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { htmlSecurityHeaders, newNonce } from './csp.ts';
import { errorLanguage, renderErrorPage } from './error-page.ts';
import { Errors, type RendererError, wrap } from './errors.ts';
import { type PageParts, withNonce } from './page-cache.ts';
import type { PageRenderer } from './page-renderer.tsx';
import type { PageRequest, PageResponse, PageSource } from './page-source.ts';
import {
  encodedLocation,
  pickHeaders,
  relayHeaders,
  resolvedClientHeaders,
  unavailableHeaders,
} from './relay.ts';
import { looksLikeFile } from './static-files.ts';

/** Request headers the composer reads as the visitor sent them (cookies, device, language). */
const FORWARDED = ['cookie', 'user-agent', 'accept-language'] as const;
/** Response headers relayed on a PDF document. */
const DOCUMENT_HEADERS = [
  'content-type',
  'content-disposition',
  'cache-control',
  'x-content-type-options',
  'x-request-id',
] as const;
/** Response headers relayed on a rendered page (spec headers, cookies, tracing). */
const PAGE_HEADERS = [
  'set-cookie',
  'x-locale',
  'x-utm-reseller',
  'x-advisor-token',
  'cache-control',
  // The page depends on cookies and the device: a cache must keep one copy per value, or a browser
  // shows a stale language after a change.
  'vary',
  'x-waypoint-served',
  'x-request-id',
] as const;
const REDIRECT_HEADERS = [
  'location',
  'set-cookie',
  'x-error',
  'cache-control',
  'vary',
  'x-request-id',
] as const;
/** Statuses whose body is a page tree to render (storefront.md §8: error pages are pages too). */
const RENDERED = new Set([200, 404, 500]);

/**
 * The headers sent to the composer: the visitor's cookies, agent and languages, and who is asking as
 * this server resolved it (relay.ts), never the client's X-Forwarded-*, which anyone can write.
 */
export function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  return { ...pickHeaders(request, FORWARDED), ...resolvedClientHeaders(request) };
}

export function splitUrl(url: string): Pick<PageRequest, 'path' | 'search'> {
  const q = url.indexOf('?');
  return q === -1 ? { path: url, search: '' } : { path: url.slice(0, q), search: url.slice(q) };
}

function sendErrorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  err: RendererError,
  path: string,
  extraHeaders: Record<string, string> = {},
) {
  request.log.error({ err, code: err.code, path }, err.message);
  const nonce = newNonce();
  const { lang, home } = errorLanguage(path, request.headers['accept-language']);
  return reply
    .code(err.statusCode ?? 500)
    .headers({ ...htmlSecurityHeaders(nonce), 'cache-control': 'no-store', ...extraHeaders })
    .send(renderErrorPage(lang, home, nonce));
}

export function pageHandler(
  pageSource: PageSource,
  renderer: PageRenderer,
  paymentOrigins: readonly string[] = [],
  /** Whether this server is closing (relay.ts watchClosing). */
  closing: () => boolean = () => false,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { path, search } = splitUrl(request.url);
    const document = path.endsWith('.pdf');
    if (looksLikeFile(path) && !document) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }

    let response: PageResponse;
    try {
      response = await pageSource({ path, search, headers: forwardedHeaders(request) });
    } catch (err) {
      // While this server closes, the composer going away is not a bad gateway: a 503, never a 502.
      if (closing()) {
        const unavailable = new Errors.UNAVAILABLE('this server is closing', { cause: err });
        return sendErrorPage(request, reply, unavailable, path, unavailableHeaders(undefined));
      }
      return sendErrorPage(request, reply, wrap(Errors.PAGE_SOURCE, err), path);
    }

    const { status } = response;
    // The composer is shutting down or shedding load: the visitor is told to come back, not shown a 500.
    if (status === 503) {
      const unavailable = new Errors.UNAVAILABLE('status 503');
      const headers = unavailableHeaders(response.headers['retry-after']);
      return sendErrorPage(request, reply, unavailable, path, headers);
    }
    // A document the composer drew (a budget or ticket PDF): relayed as it came.
    if (document && status === 200 && response.headers['content-type'] === 'application/pdf') {
      relayHeaders(reply, response.headers, DOCUMENT_HEADERS);
      return reply.code(200).send(Buffer.from(response.body));
    }
    if (status >= 300 && status < 400 && response.headers.location) {
      const location = encodedLocation(response.headers.location);
      relayHeaders(reply, { ...response.headers, location }, REDIRECT_HEADERS);
      return reply.code(status).send();
    }
    if (!RENDERED.has(status)) {
      return sendErrorPage(request, reply, new Errors.UNEXPECTED_STATUS(`status ${status}`), path);
    }

    let parts: PageParts;
    try {
      parts = renderer.render(response.body, request.log);
    } catch (err) {
      return sendErrorPage(request, reply, wrap(Errors.INVALID_PAGE, err), path);
    }
    const nonce = newNonce();
    relayHeaders(reply, response.headers, PAGE_HEADERS);
    // The payment pages (their meta says so) are where a provider's form may be posted.
    const origins = parts.paymentForms ? paymentOrigins : [];
    return reply.code(status).headers(htmlSecurityHeaders(nonce, origins)).send(withNonce(parts, nonce));
  };
}
