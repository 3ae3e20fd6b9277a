/**
 * The studio as its own service (production topology), built but not listening (src/server.ts
 * listens): the editor at /studio, previews rendered by the real renderer, and the studio API and page
 * API passed through to a composer over HTTP (the renderer's composerProxy, on @fastify/reply-from), so
 * the editor, its API calls and its preview frames share one origin: the session cookie is
 * SameSite=Strict and the composer checks Origin against the Host this server resolved. The site's
 * assets are served too, so previews hydrate.
 */
import {
  buildClientAssets,
  type ClientAssets,
  composerProxy,
  httpPageSource,
  loadStyles,
  type StyleBook,
  webPlugin,
} from '@waypoint/renderer';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { StudioAssets } from './assets.ts';
import { Errors } from './errors.ts';
import { studioWebPlugin } from './plugin.ts';
import { httpPreviewSource } from './preview.ts';

/** What goes up as the browser sent it (the composer reads these), and what comes back. */
const API_REQUEST_HEADERS = [
  'cookie',
  'content-type',
  'if-match',
  'x-csrf-token',
  'origin',
  'user-agent',
  'accept',
] as const;
const API_RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'set-cookie',
  'etag',
  'retry-after',
  'x-request-id',
  'location',
] as const;

export interface StudioServiceOptions {
  /** The composer's base URL ('http://127.0.0.1:3000'). */
  composerUrl: string;
  /** Fastify's `trustProxy` from TRUST_PROXY (trustProxyOption): no proxy trusted by default. */
  trustProxy?: boolean | number | string;
  logger?: FastifyBaseLogger;
  logLevel?: string;
  /** Already built assets (tests share one build). */
  assets?: ClientAssets;
  styles?: StyleBook;
  studioAssets?: StudioAssets;
  /** Time to the composer's response headers, and between body chunks. */
  timeoutMs?: number;
}

export async function buildStudioService(options: StudioServiceOptions): Promise<FastifyInstance> {
  const composer = options.composerUrl.replace(/\/+$/, '');
  // X-Forwarded-* are written by the client: they count only from the configured hops. Fastify's types omit
  // the hop count that its documentation and run time accept.
  const trustProxy = (options.trustProxy ?? false) as FastifyServerOptions['trustProxy'];
  const app: FastifyInstance = options.logger
    ? Fastify({ loggerInstance: options.logger, trustProxy })
    : Fastify({ logger: { level: options.logLevel ?? 'info' }, trustProxy });

  await app.register(async (api) => {
    // Bodies are passed through as they came, streamed (the composer validates them).
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    const pass = await composerProxy(api, {
      base: composer,
      requestHeaders: API_REQUEST_HEADERS,
      responseHeaders: API_RESPONSE_HEADERS,
      timeoutMs: options.timeoutMs ?? 15_000,
      unavailable: Errors.UNAVAILABLE,
    });
    api.all('/studio/api/*', pass);
    api.get('/v1/*', pass);
    // The embedded sandbox's media are relative to the site ('/sandbox/media/…'), so previews show them.
    api.get('/sandbox/*', pass);
  });

  const pageSource = httpPageSource(composer);
  app.addHook('onClose', () => pageSource.close());
  const [assets, styles] = await Promise.all([
    options.assets ?? buildClientAssets(),
    options.styles ?? loadStyles(),
  ]);
  await app.register(webPlugin, { pageSource, assets, styles });
  await app.register(studioWebPlugin, {
    assets,
    styles,
    preview: httpPreviewSource(composer),
    ...(options.studioAssets ? { studioAssets: options.studioAssets } : {}),
  });
  return app;
}
