/**
 * The web service on its own (production topology): builds it (web-service.ts) and listens.
 * Configuration errors stop the process with a message naming the variable (exit code 78).
 */
import { exitOnInvalidConfig } from '@waypoint/service-kit/env';
import { loadWebEnv, WebEnvError } from './web-env.ts';
import { buildWebService } from './web-service.ts';

try {
  const env = loadWebEnv();
  const app = await buildWebService(env);
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info({ home: `http://localhost:${env.PORT}/us`, composer: env.COMPOSER_URL }, 'Waypoint web is up');
} catch (err) {
  if (err instanceof WebEnvError) exitOnInvalidConfig(err.message);
  process.stderr.write(
    `Could not start the web service: ${err instanceof Error ? err.stack : String(err)}\n`,
  );
  process.exit(1);
}
