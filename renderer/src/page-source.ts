/**
 * Where page trees come from. The renderer never imports the composer: it asks a PageSource for
 * `GET /v1/pages<path><search>`, over HTTP (httpPageSource) or in process through Fastify's inject
 * (injectPageSource, wired by the start script).
 */
import { Pool } from 'undici';

export interface PageRequest {
  /** The site path, as received (still percent-encoded), e.g. '/us' or '/'. */
  path: string;
  /** The query string with its '?', or ''. */
  search: string;
  /** Lower-case request headers to pass through (cookie, host, user-agent, accept-language, ...). */
  headers: Record<string, string>;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The page JSON; bytes are taken as they come, so a cached page is found without decoding them. */
  body: string | Uint8Array;
}

/** `POST /v1/actions/<name>` with a JSON body, answered as the composer answered (form-post.ts runs it). */
export type ActionSource = (request: {
  name: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<PageResponse>;

export type PageSource = ((request: PageRequest) => Promise<PageResponse>) & {
  /** Runs an action for a form posted without JavaScript (form-post.ts); absent: no such posts. */
  action?: ActionSource;
};

export const PAGES_PREFIX = '/v1/pages';

function pagesUrl({ path, search }: PageRequest): string {
  return `${PAGES_PREFIX}${path.startsWith('/') ? path : `/${path}`}${search}`;
}

function normaliseHeaders(headers: Record<string, unknown>): PageResponse['headers'] {
  const out: PageResponse['headers'] = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string' || Array.isArray(value))
      out[name.toLowerCase()] = value as string | string[];
    else if (typeof value === 'number') out[name.toLowerCase()] = String(value);
  }
  return out;
}

export interface HttpPageSourceOptions {
  /** Parallel keep-alive connections to the composer. */
  connections?: number;
  /** Time to the response headers, and between body chunks. */
  timeoutMs?: number;
  keepAliveTimeoutMs?: number;
}

/** A PageSource over HTTP to a composer at `baseUrl` (a path prefix is kept). Call `close()` on shutdown. */
export function httpPageSource(
  baseUrl: string,
  options: HttpPageSourceOptions = {},
): PageSource & { close(): Promise<void> } {
  const url = new URL(baseUrl);
  const basePath = url.pathname.replace(/\/+$/, '');
  const timeout = options.timeoutMs ?? 10_000;
  const pool = new Pool(url.origin, {
    connections: options.connections ?? 32,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? 30_000,
    headersTimeout: timeout,
    bodyTimeout: timeout,
    connectTimeout: Math.min(timeout, 5_000),
  });
  const source = async (request: PageRequest): Promise<PageResponse> => {
    const path = basePath + pagesUrl(request);
    // undici's own timers are coarse (about a second); the signal bounds the whole exchange exactly.
    const signal = AbortSignal.timeout(timeout);
    try {
      const response = await pool.request({ method: 'GET', path, headers: request.headers, signal });
      const body = Buffer.from(await response.body.arrayBuffer());
      return { status: response.statusCode, headers: normaliseHeaders(response.headers), body };
    } catch (err) {
      if (signal.aborted) throw new Error(`GET ${path} timed out after ${timeout} ms`, { cause: err });
      throw err;
    }
  };
  const action: ActionSource = async ({ name, body, headers }) => {
    const path = `${basePath}/v1/actions/${encodeURIComponent(name)}`;
    const signal = AbortSignal.timeout(timeout);
    const response = await pool.request({ method: 'POST', path, headers, body, signal });
    const text = await response.body.text();
    return { status: response.statusCode, headers: normaliseHeaders(response.headers), body: text };
  };
  return Object.assign(source, { close: () => pool.close(), action });
}

/** A light-my-request style inject function (Fastify's `app.inject`). */
export type InjectLike = (options: {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) => Promise<{
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload?: Uint8Array;
  body?: string;
  payload?: string;
}>;

/** A PageSource that calls a composer in the same process, e.g. `injectPageSource(app.inject.bind(app))`. */
export function injectPageSource(inject: InjectLike): PageSource {
  const source = async (request: PageRequest): Promise<PageResponse> => {
    const response = await inject({ method: 'GET', url: pagesUrl(request), headers: request.headers });
    return {
      status: response.statusCode,
      headers: normaliseHeaders(response.headers),
      body: response.rawPayload ?? response.body ?? response.payload ?? '',
    };
  };
  const action: ActionSource = async ({ name, body, headers }) => {
    const url = `/v1/actions/${encodeURIComponent(name)}`;
    const response = await inject({ method: 'POST', url, headers, payload: body });
    return {
      status: response.statusCode,
      headers: normaliseHeaders(response.headers),
      body: response.body ?? response.payload ?? '',
    };
  };
  return Object.assign(source, { action });
}
