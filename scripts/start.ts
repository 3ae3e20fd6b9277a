/**
 * The embedded default: sandbox + composer + web in one process on one port (PORT, default 3000), with
 * the in-process cache unless REDIS_URL is set and embedded PostgreSQL (PGlite in DATA_DIR) unless
 * DATABASE_URL is set. The composer reaches the sandbox over real HTTP at /sandbox; the web plugin
 * reaches the composer in process through inject (it never imports it). WEB_HYDRATION=page switches
 * the web to whole-page hydration, for measurement.
 */
import { build, exitOnStartupError, loadEnv, serve } from '@waypoint/composer';
import { injectPageSource, webPlugin } from '@waypoint/renderer';
import { sandboxPlugin } from '@waypoint/sandbox';

try {
  const env = loadEnv();
  const embeddedSandbox = !env.UPSTREAM_URL;
  const app = await build({
    env,
    upstreamUrl: env.UPSTREAM_URL ?? `http://127.0.0.1:${env.PORT}/sandbox`,
  });
  // Media URLs stay relative to the site ('/sandbox/media/...'), so they work under every site host.
  if (embeddedSandbox)
    await app.register(sandboxPlugin, { prefix: '/sandbox', publicUrl: '/sandbox', warm: true });
  await app.register(webPlugin, {
    pageSource: injectPageSource(app.inject.bind(app)),
    hydration: process.env.WEB_HYDRATION === 'page' ? 'page' : 'islands',
    contractChecks: env.CONTRACT_CHECKS ?? process.env.NODE_ENV !== 'production',
  });
  await serve(app, { port: env.PORT, host: env.HOST });
  app.log.info(
    {
      home: `http://localhost:${env.PORT}/us`,
      pages: `http://localhost:${env.PORT}/v1/pages/us`,
      sandbox: embeddedSandbox ? '/sandbox' : env.UPSTREAM_URL,
    },
    'Waypoint is up',
  );
} catch (err) {
  exitOnStartupError(err);
}
