/**
 * The studio as its own service (production topology): the editor at /studio, previews rendered by the
 * real renderer, and the studio API and page API passed through to a composer over HTTP, so the editor,
 * its API calls and its preview frames share one origin (the session cookie is SameSite=Strict and the
 * composer checks Origin against the forwarded host). The site's assets are served too, so previews
 * hydrate. `COMPOSER_URL=http://127.0.0.1:3000 PORT=3200 pnpm --filter @waypoint/studio start`.
 */

import type { Readable } from 'node:stream';
import { buildClientAssets, httpPageSource, loadStyles, webPlugin } from '@waypoint/renderer';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { request } from 'undici';
import { studioWebPlugin } from './server/plugin.ts';
import { httpPreviewSource } from './server/preview.ts';

const FORWARDED = ['cookie', 'content-type', 'if-match', 'x-csrf-token', 'origin', 'user-agent', 'accept'];
const RELAYED = [
  'content-type',
  'cache-control',
  'set-cookie',
  'etag',
  'retry-after',
  'x-request-id',
  'location',
];

function env(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (value === undefined || value === '') {
    process.stderr.write(`Invalid configuration: ${name} is required (e.g. http://127.0.0.1:3000)\n`);
    process.exit(78);
  }
  return value;
}

const composer = env('COMPOSER_URL').replace(/\/+$/, '');
if (!URL.canParse(composer) || !/^https?:$/.test(new URL(composer).protocol)) {
  process.stderr.write(`Invalid configuration: COMPOSER_URL: expected an http(s) URL, got ${composer}\n`);
  process.exit(78);
}
const port = Number(env('PORT', '3200'));

const app = Fastify({ logger: { level: env('LOG_LEVEL', 'info') }, trustProxy: true });
// Bodies are passed through as they came (the composer validates them).
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

async function pass(req: FastifyRequest, reply: FastifyReply) {
  const headers: Record<string, string> = {
    'x-forwarded-host': req.headers.host ?? '',
    'x-forwarded-proto': req.protocol,
    'x-forwarded-for': req.ip,
    'x-request-id': String(req.id),
  };
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const upstream = await request(`${composer}${req.url}`, {
    method: req.method as 'GET',
    headers,
    ...(hasBody ? { body: req.body as Readable } : {}),
    headersTimeout: 15_000,
    bodyTimeout: 15_000,
  });
  reply.code(upstream.statusCode);
  for (const name of RELAYED) {
    const value = upstream.headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  return reply.send(upstream.body);
}

app.all('/studio/api/*', pass);
app.get('/v1/*', pass);
// The embedded sandbox's media are relative to the site ('/sandbox/media/…'), so previews show them.
app.get('/sandbox/*', pass);

const pageSource = httpPageSource(composer);
app.addHook('onClose', () => pageSource.close());
const [assets, styles] = await Promise.all([buildClientAssets(), loadStyles()]);
await app.register(webPlugin, { pageSource, assets, styles });
await app.register(studioWebPlugin, {
  assets,
  styles,
  preview: httpPreviewSource(composer),
});
await app.listen({ port, host: env('HOST', '0.0.0.0') });
app.log.info({ studio: `http://localhost:${port}/studio`, composer }, 'Waypoint studio is up');
