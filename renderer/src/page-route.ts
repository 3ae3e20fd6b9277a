/**
 * A site URL to HTML: ask the PageSource for the page, relay redirects as given, render pages with the
 * status the composer chose, and answer a self-contained 500 page (with a logged, stable code) when
 * there is nothing to render.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { htmlSecurityHeaders, newNonce } from './csp.ts';
import { errorLanguage, renderErrorPage } from './error-page.ts';
import { Errors, type RendererError, wrap } from './errors.ts';
import { type PageParts, withNonce } from './page-cache.ts';
import type { PageRenderer } from './page-renderer.tsx';
import type { PageRequest, PageResponse, PageSource } from './page-source.ts';
import { looksLikeFile } from './static-files.ts';

/** Request headers the composer reads (site, cookies, device, language, client address, tracing). */
const FORWARDED = ['cookie', 'host', 'user-agent', 'accept-language', 'x-forwarded-host'] as const;
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
  'x-waypoint-served',
  'x-request-id',
] as const;
const REDIRECT_HEADERS = ['location', 'set-cookie', 'x-error', 'x-request-id'] as const;
/** Statuses whose body is a page tree to render (storefront.md §8: error pages are pages too). */
const RENDERED = new Set([200, 404, 500]);

export function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const given = request.headers['x-forwarded-for'];
  const remote = request.socket?.remoteAddress;
  const chain = [Array.isArray(given) ? given.join(', ') : given, remote].filter(Boolean).join(', ');
  if (chain) out['x-forwarded-for'] = chain;
  out['x-forwarded-proto'] = request.protocol;
  out['x-request-id'] = String(request.id);
  return out;
}

export function splitUrl(url: string): Pick<PageRequest, 'path' | 'search'> {
  const q = url.indexOf('?');
  return q === -1 ? { path: url, search: '' } : { path: url.slice(0, q), search: url.slice(q) };
}

function relay(reply: FastifyReply, response: PageResponse, names: readonly string[]): void {
  for (const name of names) {
    const value = response.headers[name];
    if (value !== undefined) reply.header(name, value);
  }
}

function sendErrorPage(request: FastifyRequest, reply: FastifyReply, err: RendererError, path: string) {
  request.log.error({ err, code: err.code, path }, err.message);
  const nonce = newNonce();
  const { lang, home } = errorLanguage(path, request.headers['accept-language']);
  return reply
    .code(err.statusCode ?? 500)
    .headers({ ...htmlSecurityHeaders(nonce), 'cache-control': 'no-store' })
    .send(renderErrorPage(lang, home, nonce));
}

/** The payment pages (buying-flow.md §2 "Checkout", "Part payment page"): where a provider's form is allowed. */
const PAYMENT_PAGE = /\/(my-trip|part-payment)\//;

export function pageHandler(
  pageSource: PageSource,
  renderer: PageRenderer,
  paymentOrigins: readonly string[] = [],
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
      return sendErrorPage(request, reply, wrap(Errors.PAGE_SOURCE, err), path);
    }

    const { status } = response;
    // A document the composer drew (a budget or ticket PDF): relayed as it came.
    if (document && status === 200 && response.headers['content-type'] === 'application/pdf') {
      relay(reply, response, DOCUMENT_HEADERS);
      return reply.code(200).send(Buffer.from(response.body));
    }
    if (status >= 300 && status < 400 && response.headers.location) {
      relay(reply, response, REDIRECT_HEADERS);
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
    relay(reply, response, PAGE_HEADERS);
    const origins = PAYMENT_PAGE.test(path) ? paymentOrigins : [];
    return reply.code(status).headers(htmlSecurityHeaders(nonce, origins)).send(withNonce(parts, nonce));
  };
}
