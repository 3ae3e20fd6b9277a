/**
 * The studio as its own service (production topology): builds it (server/service.ts) and listens.
 * `COMPOSER_URL=http://127.0.0.1:3000 PORT=3200 pnpm --filter @waypoint/studio start`; TRUST_PROXY names
 * the proxies in front of it (none by default), as for the composer and the web service.
 */
import { exitOnInvalidConfig, isHttpUrl } from '@waypoint/service-kit/env';
import { trustProxyOption } from '@waypoint/service-kit/trust-proxy';
import { buildStudioService } from './server/service.ts';

function env(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (value === undefined || value === '')
    exitOnInvalidConfig(`${name} is required (e.g. http://127.0.0.1:3000)`);
  return value;
}

const composer = env('COMPOSER_URL').replace(/\/+$/, '');
if (!isHttpUrl(composer)) exitOnInvalidConfig(`COMPOSER_URL: expected an http(s) URL, got ${composer}`);
const port = Number(env('PORT', '3200'));

const app = await buildStudioService({
  composerUrl: composer,
  trustProxy: trustProxyOption(process.env.TRUST_PROXY, { hopCount: 'pass-to-fastify' }),
  logLevel: env('LOG_LEVEL', 'info'),
});
await app.listen({ port, host: env('HOST', '0.0.0.0') });
app.log.info({ studio: `http://localhost:${port}/studio`, composer }, 'Waypoint studio is up');
