/** Listens. Configuration errors stop the process with a message naming the variable. */
import { build } from './app.ts';
import { loadEnv } from './env.ts';
import { exitOnStartupError, serve } from './serve.ts';

try {
  const env = loadEnv();
  await serve(await build({ env }), {
    port: env.PORT,
    host: env.HOST,
    drainMs: env.SHUTDOWN_DRAIN_MS,
    metricsPort: env.METRICS_PORT,
    healthPort: env.HEALTH_PORT,
  });
} catch (err) {
  exitOnStartupError(err);
}
