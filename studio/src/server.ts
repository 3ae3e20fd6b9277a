/**
 * The studio as its own service (production topology): builds it (server/service.ts) and listens.
 * `COMPOSER_URL=http://127.0.0.1:3000 PORT=3200 pnpm --filter @waypoint/studio start`; TRUST_PROXY names
 * the proxies in front of it (none by default), as for the composer and the web service.
 */
import { trustProxyOption } from '@waypoint/renderer';
import { buildStudioService } from './server/service.ts';

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

const app = await buildStudioService({
  composerUrl: composer,
  trustProxy: trustProxyOption(process.env.TRUST_PROXY),
  logLevel: env('LOG_LEVEL', 'info'),
});
await app.listen({ port, host: env('HOST', '0.0.0.0') });
app.log.info({ studio: `http://localhost:${port}/studio`, composer }, 'Waypoint studio is up');
