/**
 * The web service on its own (production topology), built but not listening (server.ts listens): site
 * paths become HTML from a composer reached over HTTP, and the browser's own API calls (`/v1/...`,
 * e.g. recently visited cards and the runtime's actions) are passed through to the same composer
 * (proxy.ts), so the site works behind a single origin without a separate proxy.
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ClientAssets } from './assets.ts';
import { httpPageSource } from './page-source.ts';
import { composerProxy } from './proxy.ts';
import type { StyleBook } from './styles.ts';
import type { WebEnv } from './web-env.ts';
import { webPlugin } from './web-server.ts';

/** The browser's API calls: what goes up as the browser sent it, and what comes back. */
const API_REQUEST_HEADERS = ['accept', 'accept-encoding', 'cookie', 'user-agent'] as const;
const API_RESPONSE_HEADERS = [
  'content-type',
  'content-encoding',
  'cache-control',
  'set-cookie',
  'etag',
  'retry-after',
  'x-request-id',
  'vary',
] as const;

export interface WebServiceOptions {
  /** Defaults to a pino logger at env.LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** Already built client assets and styles (tests share one build). */
  assets?: ClientAssets;
  styles?: StyleBook;
}

export async function buildWebService(
  env: WebEnv,
  options: WebServiceOptions = {},
): Promise<FastifyInstance> {
  // X-Forwarded-* are written by the client: they count only from the configured hops (none by default).
  // Fastify's types omit the hop count that its documentation and run time accept.
  const trustProxy = env.TRUST_PROXY as FastifyServerOptions['trustProxy'];
  const app: FastifyInstance = options.logger
    ? Fastify({ loggerInstance: options.logger, trustProxy })
    : Fastify({ logger: { level: env.LOG_LEVEL }, trustProxy });
  const pageSource = httpPageSource(env.COMPOSER_URL);
  app.addHook('onClose', () => pageSource.close());

  await app.register(async (api) => {
    const pass = await composerProxy(api, {
      base: env.COMPOSER_URL,
      requestHeaders: API_REQUEST_HEADERS,
      responseHeaders: API_RESPONSE_HEADERS,
    });
    api.get('/v1/*', pass);
    // The runtime's actions (POST /v1/actions/<name>).
    api.post('/v1/actions/*', pass);
    // Files for search engines: the composer knows the site (its Host) and the market paths.
    api.get('/robots.txt', pass);
    api.get('/sitemap.xml', pass);
    api.get('/sitemap-:file', pass);
  });

  await app.register(webPlugin, {
    pageSource,
    hydration: env.WEB_HYDRATION,
    contractChecks: env.CONTRACT_CHECKS,
    paymentOrigins: env.PAYMENT_ORIGINS,
    ...(options.assets ? { assets: options.assets } : {}),
    ...(options.styles ? { styles: options.styles } : {}),
  });
  return app;
}
