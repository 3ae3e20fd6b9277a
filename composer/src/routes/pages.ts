/**
 * GET /v1/pages/<site path> (registered with the prefix /v1/pages): the composed page for a site URL.
 * The site request's query string, cookies and Host pass through unchanged; redirects, headers and
 * cookies follow the spec.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { clientOf } from '../client.ts';
import type { PageResponse } from '../compose/page-service.ts';
import { queryValue, type RequestInput, safeDecode } from '../context/request-input.ts';
import { fingerprintOf, sendCookies, siteRequest } from '../context/site-request.ts';
import type { Translator } from '../i18n/index.ts';
import { documentAnswer } from './documents.ts';

/**
 * Composed pages are cached as strings (they travel through Redis as JSON); a hit would otherwise
 * encode ~60 KB of UTF-8 on every response. Keyed by the string itself: V8 keeps a string's hash, so
 * the lookup does not rescan it, and a recomposed page is simply a new key.
 */
const encoded = new LRUCache<string, Buffer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (buffer) => buffer.length || 1,
});

function bytesOf(body: string): Buffer {
  let buffer = encoded.get(body);
  if (buffer === undefined) {
    buffer = Buffer.from(body, 'utf8');
    encoded.set(body, buffer);
  }
  return buffer;
}

export async function pageRoutes(app: FastifyInstance, options: { translator: Translator }): Promise<void> {
  // The site path is what follows the prefix this plugin is registered with.
  const toInput = (request: FastifyRequest) => inputOf(request, app.prefix);
  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    const host = clientOf(request).host;
    const studio = request.studio != null;
    if (request.url.split('?', 1)[0]?.endsWith('.pdf')) {
      const input = toInput(request);
      return documentAnswer(app, options.translator, input, request.log).then((answer) => {
        if (answer) return reply.code(answer.status).headers(answer.headers).send(answer.body);
        // Not a document (an unknown budget or ticket): answered as any other path, a not-found page.
        return app.pages
          .handle(input, request.log, { explain: false, studio })
          .then((response) => send(reply, response, host));
      });
    }
    if (!studio) {
      // A repeat of a request answered a moment ago: answered at once, without a promise.
      const fingerprint = fingerprintOf(request);
      const remembered = app.pages.remembered(fingerprint);
      if (remembered !== undefined) return send(reply, remembered, host);
      return app.pages
        .handle(toInput(request), request.log, { explain: false, studio, fingerprint })
        .then((response) => send(reply, response, host));
    }
    // `?explain=1` is for signed-in studio users only; for anyone else it changes nothing.
    const explain = (request.query as Record<string, unknown>)['explain'] === '1';
    return app.pages
      .handle(toInput(request), request.log, { explain, studio })
      .then((response) => send(reply, response, host));
  };
  // The prefix alone (the site's root); `<prefix>/` and below go to the wildcard, as the site path '/'.
  app.get('/', { prefixTrailingSlash: 'no-slash' }, handler);
  app.get('/*', handler);
}

function inputOf(request: FastifyRequest, prefix: string): RequestInput {
  const url = request.url;
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).slice(prefix.length) || '/';
  const rawQuery = request.query as Record<string, unknown>;
  const query: Record<string, string | undefined> = {};
  for (const key of Object.keys(rawQuery)) query[key] = queryValue(rawQuery[key]);
  return siteRequest(request, safeDecode(path), query);
}

function send(reply: FastifyReply, response: PageResponse, host: string | undefined) {
  sendCookies(reply, response, host);
  // Header values and redirect targets are made header-safe where the page service builds them
  // (compose/response-headers.ts), once per composition rather than on every send.
  reply.headers(response.headers);
  if (response.kind === 'redirect') return reply.redirect(response.location, response.status);
  reply.code(response.status).type('application/json; charset=utf-8');
  return reply.send(bytesOf(response.body));
}
