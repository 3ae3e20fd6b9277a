/**
 * The studio web app as a Fastify plugin: the editor (an SPA) at /studio, its bundle under
 * /studio/assets/, and the preview at /studio/preview/<layoutId>. Encapsulated (no fastify-plugin): its
 * routes stay inside. The studio API itself (/studio/api) is the composer's; this plugin only calls it
 * through `preview` and from the browser.
 */
import {
  buildClientAssets,
  type ClientAssets,
  loadStyles,
  newNonce,
  PageRenderer,
  type StyleBook,
} from '@waypoint/renderer';
import { sendAsset } from '@waypoint/service-kit/assets';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { buildStudioAssets, STUDIO_ASSET_PREFIX, type StudioAssets } from './assets.ts';
import { Errors } from './errors.ts';
import { type PreviewSource, previewHandler } from './preview.ts';
import { carriesSessionCookie, renderShell, studioContentSecurityPolicy } from './shell.ts';

export interface StudioWebPluginOptions {
  /** The site's client assets and styles, so previews hydrate like the site (built when absent). */
  assets?: ClientAssets;
  styles?: StyleBook;
  /** The composer's preview page tree for the request's user: `GET /studio/api/layouts/:id/preview`. */
  preview: PreviewSource;
  /** Already built editor assets (tests share one build). */
  studioAssets?: StudioAssets;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const RESERVED = ['/studio/api/', '/studio/assets/', '/studio/preview/'];

export const studioWebPlugin: FastifyPluginAsync<StudioWebPluginOptions> = async (app, options) => {
  const [studio, assets, styles] = await Promise.all([
    options.studioAssets ?? buildStudioAssets(),
    options.assets ?? buildClientAssets(),
    options.styles ?? loadStyles(),
  ]);
  if (!options.studioAssets)
    app.log.info({ buildMs: studio.buildMs, files: studio.files.size }, 'studio assets built');
  // Previews are drafts: a small page cache, since nearly every preview is new.
  const renderer = new PageRenderer({
    manifest: assets.manifest,
    styles,
    hydration: 'islands',
    pageCacheSize: 4_000_000,
  });

  app.get(`${STUDIO_ASSET_PREFIX}*`, async (request, reply) => {
    const asset = studio.files.get(request.url.split('?')[0]!);
    if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendAsset(request, reply, asset, IMMUTABLE);
  });

  app.get('/studio/preview/:layoutId', previewHandler(options.preview, renderer));

  const shell = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    // Unknown API or asset paths are not pages of the editor.
    if (RESERVED.some((prefix) => path.startsWith(prefix))) {
      const { statusCode, code, message } = new Errors.NOT_FOUND(path);
      return reply.code(statusCode).send({ statusCode, code, message });
    }
    const nonce = newNonce();
    return reply
      .code(200)
      .headers({
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': studioContentSecurityPolicy(nonce),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
      })
      .send(renderShell(studio, nonce, { mayExist: carriesSessionCookie(request.headers.cookie) }));
  };
  app.get('/studio', shell);
  app.get('/studio/*', shell);
};
