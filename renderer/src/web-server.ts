/**
 * The web server as a Fastify plugin: site URLs become HTML, `/assets/build/*` serves the client
 * bundles, and renderer/public is served as is. Deliberately encapsulated (no fastify-plugin): its
 * compression and routes stay inside, so the composer's `/v1/*` JSON routes and the sandbox on the same
 * instance are untouched.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import { type Asset, sendAsset } from '@waypoint/service-kit/assets';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { ASSET_PREFIX, buildClientAssets, type ClientAssets, cssAsset, gzipSizeOf } from './assets.ts';
import { registerFormPosts } from './form-post.ts';
import { STYLE_PREFIX } from './island-data.ts';
import { type HydrationMode, PageRenderer } from './page-renderer.tsx';
import { pageHandler } from './page-route.ts';
import type { PageSource } from './page-source.ts';
import { watchClosing } from './relay.ts';
import { DEFAULT_PUBLIC_DIR, loadPublicFiles, STATIC_CACHE_CONTROL } from './static-files.ts';
import { loadStyles, type StyleBook } from './styles.ts';

export interface WebPluginOptions {
  pageSource: PageSource;
  hydration?: HydrationMode;
  /** Check every new page tree against the PageTree schema (development and tests). */
  contractChecks?: boolean;
  /** Defaults to the instance's logger. */
  logger?: FastifyBaseLogger;
  /** Directory served at '/'; defaults to renderer/public. */
  publicDir?: string;
  /** Already built client assets and styles (tests share one build between apps). */
  assets?: ClientAssets;
  styles?: StyleBook;
  pageCacheSize?: number;
  fragmentCacheSize?: number;
  /**
   * The payment providers' origins ('https://pay.example.com'), allowed as form targets on the payment pages
   * only. None when the providers share the site's origin (the embedded sandbox).
   */
  paymentOrigins?: readonly string[];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const webPlugin: FastifyPluginAsync<WebPluginOptions> = async (app, options) => {
  const log = options.logger ?? app.log;
  const publicDir = options.publicDir ?? DEFAULT_PUBLIC_DIR;
  const [assets, styles, publicFiles] = await Promise.all([
    options.assets ?? buildClientAssets(),
    options.styles ?? loadStyles(),
    loadPublicFiles(publicDir, log),
  ]);
  if (!options.assets) {
    log.info(
      {
        buildMs: assets.buildMs,
        files: assets.files.size,
        gzipBytes: { islands: gzipSizeOf(assets, 'islands'), page: gzipSizeOf(assets, 'page') },
      },
      'client assets built',
    );
  }
  const renderer = new PageRenderer({
    manifest: assets.manifest,
    styles,
    hydration: options.hydration ?? 'islands',
    contractChecks: options.contractChecks ?? false,
    ...(options.pageCacheSize ? { pageCacheSize: options.pageCacheSize } : {}),
    ...(options.fragmentCacheSize ? { fragmentCacheSize: options.fragmentCacheSize } : {}),
  });

  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Every response carries a fresh CSP nonce, so HTML is compressed per response: brotli quality 2
    // compresses the 250 KB home page in about 2 ms to within 10% of quality 4's size (which takes 3 ms+).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
  });

  app.get(`${ASSET_PREFIX}*`, { compress: false }, async (request, reply) => {
    const asset = assets.files.get(request.url.split('?')[0]!);
    if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendAsset(request, reply, asset, IMMUTABLE);
  });

  for (const [url, file] of publicFiles) {
    if (url.startsWith(ASSET_PREFIX)) continue;
    app.get(url, { compress: false }, async (request, reply) =>
      sendAsset(request, reply, file, STATIC_CACHE_CONTROL),
    );
  }
  log.info({ dir: publicDir, files: publicFiles.size }, 'public files loaded');

  // A block type's own CSS, for the runtime when a patch brings a type the page did not show.
  const typeCss = new Map<string, Asset>();
  app.get(`${STYLE_PREFIX}:file`, { compress: false }, async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const type = file.endsWith('.css') ? file.slice(0, -'.css'.length) : '';
    let asset = typeCss.get(type);
    if (!asset) {
      const css = styles.typeCss(type);
      if (css === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      asset = await cssAsset(css);
      typeCss.set(type, asset);
    }
    return sendAsset(request, reply, asset, 'public, max-age=300');
  });

  const paymentOrigins = (options.paymentOrigins ?? []).map((origin) => {
    const url = new URL(origin);
    if (url.origin !== origin.replace(/\/$/, ''))
      throw new TypeError(`payment origin ${origin} is not a bare origin`);
    return url.origin;
  });
  const handler = pageHandler(options.pageSource, renderer, paymentOrigins, watchClosing(app));
  app.get('/', handler);
  app.get('/*', handler);
  // Forms without JavaScript post to the page URL (form-post.ts).
  if (options.pageSource.action) registerFormPosts(app, options.pageSource.action);
};
