/**
 * The embedded default: sandbox + composer + web in one process on one port (PORT, default 3000), with
 * the in-process cache unless REDIS_URL is set and embedded PostgreSQL (PGlite in DATA_DIR) unless
 * DATABASE_URL is set. The composer reaches the sandbox over real HTTP at /sandbox; the web plugin
 * and the studio reach the composer in process through inject (they never import it). WEB_HYDRATION=page
 * switches the web to whole-page hydration, for measurement.
 */
import { build, exitOnStartupError, loadEnv, serve } from '@waypoint/composer';
import { buildClientAssets, injectPageSource, loadStyles, webPlugin } from '@waypoint/renderer';
import { sandboxPlugin } from '@waypoint/sandbox';
import { injectPreviewSource, studioWebPlugin } from '@waypoint/studio';

try {
  const env = loadEnv();
  const embeddedSandbox = !env.UPSTREAM_URL;
  const app = await build({
    env,
    upstreamUrl: env.UPSTREAM_URL ?? `http://127.0.0.1:${env.PORT}/sandbox`,
    // The composer's own calls to the embedded sandbox serve pages already admitted: never shed, and
    // answered while a stop drains in-flight pages.
    ...(embeddedSandbox ? { internalRequest: (request) => request.url.startsWith('/sandbox/') } : {}),
  });
  // Media URLs stay relative to the site ('/sandbox/media/...'), so they work under every site host.
  if (embeddedSandbox)
    await app.register(sandboxPlugin, {
      prefix: '/sandbox',
      publicUrl: '/sandbox',
      warm: true,
      // /sandbox/__faults only when asked for (SANDBOX_FAULTS=true: tests, development), never open on the
      // public port by default.
      faults: env.SANDBOX_FAULTS,
    });
  const [assets, styles] = await Promise.all([buildClientAssets(), loadStyles()]);
  const contractChecks = env.CONTRACT_CHECKS ?? process.env.NODE_ENV !== 'production';
  await app.register(webPlugin, {
    pageSource: injectPageSource(app.inject.bind(app)),
    hydration: process.env.WEB_HYDRATION === 'page' ? 'page' : 'islands',
    contractChecks,
    assets,
    styles,
  });
  await app.register(studioWebPlugin, {
    // The composer's preview JSON for the signed-in user (their cookie), composed for the asked audience.
    preview: injectPreviewSource(app.inject.bind(app)),
    assets,
    styles,
  });
  await serve(app, {
    port: env.PORT,
    host: env.HOST,
    drainMs: env.SHUTDOWN_DRAIN_MS,
    metricsPort: env.METRICS_PORT,
    healthPort: env.HEALTH_PORT,
  });
  app.log.info(
    {
      home: `http://localhost:${env.PORT}/us`,
      studio: `http://localhost:${env.PORT}/studio`,
      pages: `http://localhost:${env.PORT}/v1/pages/us`,
      sandbox: embeddedSandbox ? '/sandbox' : env.UPSTREAM_URL,
    },
    'Waypoint is up',
  );
  if ((await app.content.countUsers()) === 0) {
    app.log.warn(
      'No studio users yet. Create the first admin with: pnpm studio:user add you@example.com --role admin',
    );
  }
} catch (err) {
  exitOnStartupError(err);
}
