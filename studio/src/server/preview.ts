/**
 * `/studio/preview/<layoutId>?…`: the draft as a traveller would get it, rendered by the real renderer
 * (same manifest and styles as the site, so its islands hydrate from /assets/build/*). The page tree
 * comes from the composer's preview endpoint for the signed-in user (their cookie is forwarded).
 */
import {
  escapeHtml,
  htmlSecurityHeaders,
  type InjectLike,
  newNonce,
  type PageRenderer,
  safeJson,
  withNonce,
} from '@waypoint/renderer';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { request as undiciRequest } from 'undici';
import { Errors, wrap } from './errors.ts';

export interface PreviewRequest {
  layoutId: string;
  /** The audience as a query string without '?': market, affiliateId, siteKind, device, asOf, experiments. */
  query: string;
  cookie?: string;
  host?: string;
}

export type PreviewSource = (request: PreviewRequest) => Promise<{ status: number; body: string }>;

function previewPath(request: PreviewRequest): string {
  return `/studio/api/layouts/${encodeURIComponent(request.layoutId)}/preview?${request.query}`;
}

/** The preview source of a composer in the same process (scripts/start.ts, the browser tests). */
export function injectPreviewSource(inject: InjectLike): PreviewSource {
  return async (request) => {
    const res = await inject({
      method: 'GET',
      url: previewPath(request),
      headers: {
        ...(request.cookie ? { cookie: request.cookie } : {}),
        ...(request.host ? { host: request.host } : {}),
      },
    });
    return { status: res.statusCode, body: res.body ?? '' };
  };
}

/** The preview source of a composer over HTTP (the studio as its own service, src/server.ts). */
export function httpPreviewSource(composerUrl: string, timeoutMs = 15_000): PreviewSource {
  const base = composerUrl.replace(/\/+$/, '');
  return async (request) => {
    const res = await undiciRequest(`${base}${previewPath(request)}`, {
      headers: {
        ...(request.cookie ? { cookie: request.cookie } : {}),
        // The Host this server resolved (trustProxy): the composer reads it whatever its TRUST_PROXY.
        ...(request.host ? { host: request.host } : {}),
      },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    return { status: res.statusCode, body: await res.body.text() };
  };
}

/** The audience parameters of PreviewAudience (schemas/src/studio.ts); anything else is dropped. */
export const PREVIEW_PARAMS = ['market', 'affiliateId', 'siteKind', 'device', 'asOf', 'experiments'] as const;

export function previewQuery(url: string): string {
  const q = url.indexOf('?');
  const given = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
  const kept = new URLSearchParams();
  for (const name of PREVIEW_PARAMS) {
    const value = given.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  return kept.toString();
}

/** The message of a StudioError body, or the body's start when it is not one. */
export function errorMessageOf(body: string): { code: string | null; message: string } {
  try {
    const json = JSON.parse(body) as { code?: unknown; message?: unknown };
    if (typeof json.message === 'string') {
      return { code: typeof json.code === 'string' ? json.code : null, message: json.message };
    }
  } catch {
    // not JSON: shown as text below
  }
  return { code: null, message: body.slice(0, 300) || 'No message' };
}

/** The id of the JSON the preview page carries for the editor around its frame (same origin). */
export const PREVIEW_EXPLAIN_ID = 'waypoint-preview-explain';

/**
 * The page's explain section (which layout the audience really gets, what was left out and why) as
 * inert JSON at the end of the head, for the editor to show beside the frame. Unchanged when the tree
 * has none.
 */
export function withPreviewExplain(html: Buffer, pageTree: string): Buffer {
  let explain: unknown;
  try {
    explain = (JSON.parse(pageTree) as { explain?: unknown }).explain;
  } catch {
    return html; // the renderer has already refused a tree that is not JSON
  }
  if (explain === undefined) return html;
  const page = html.toString('utf8');
  const at = page.indexOf('</head>');
  if (at === -1) return html;
  const data = `<script type="application/json" id="${PREVIEW_EXPLAIN_ID}">${safeJson(explain)}</script>`;
  return Buffer.from(page.slice(0, at) + data + page.slice(at), 'utf8');
}

const STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2a32;' +
  'background:#fff;padding:32px;line-height:1.5}h1{font-size:1.4rem;margin:0 0 8px}' +
  'code{background:#eef2f4;padding:2px 6px;border-radius:4px}';

export function renderPreviewError(
  status: number,
  code: string | null,
  message: string,
  nonce: string,
): string {
  const hint =
    status === 401
      ? '<p>Your session has ended: sign in again in the studio, then reload the preview.</p>'
      : '';
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow">' +
    `<title>Preview unavailable (${status})</title><style nonce="${escapeHtml(nonce)}">${STYLE}</style></head>` +
    `<body><main><h1>Preview unavailable (${status})</h1><p data-testid="preview-error">${escapeHtml(message)}</p>` +
    (code ? `<p>Code: <code>${escapeHtml(code)}</code></p>` : '') +
    `${hint}</main></body></html>`
  );
}

export function previewHandler(preview: PreviewSource, renderer: PageRenderer) {
  return async (request: FastifyRequest<{ Params: { layoutId: string } }>, reply: FastifyReply) => {
    const nonce = newNonce();
    const headers = { ...htmlSecurityHeaders(nonce), 'cache-control': 'no-store' };
    const fail = (status: number, code: string | null, message: string) =>
      reply
        .code(status)
        .headers(headers)
        .send(renderPreviewError(status, code, message, nonce));
    const { cookie } = request.headers;
    // Fastify's host honours trustProxy: a client's X-Forwarded-Host counts only from a trusted hop.
    const { host } = request;
    let answer: { status: number; body: string };
    try {
      answer = await preview({
        layoutId: request.params.layoutId,
        query: previewQuery(request.url),
        ...(cookie ? { cookie } : {}),
        ...(host ? { host } : {}),
      });
    } catch (err) {
      const error = wrap(Errors.PREVIEW, err);
      request.log.error({ err: error, code: error.code }, error.message);
      return fail(502, error.code, error.message);
    }
    if (answer.status !== 200) {
      const { code, message } = errorMessageOf(answer.body);
      request.log.info({ status: answer.status, code }, 'studio preview refused');
      return fail(answer.status, code, message);
    }
    try {
      const parts = renderer.render(answer.body, request.log);
      return reply
        .code(200)
        .headers(headers)
        .send(withPreviewExplain(withNonce(parts, nonce), answer.body));
    } catch (err) {
      const error = wrap(Errors.PREVIEW, err);
      request.log.error({ err: error, code: error.code }, error.message);
      return fail(502, error.code, error.message);
    }
  };
}
