/**
 * Starts the sandbox on its own: SANDBOX_PORT (default 4010), HOST (default 127.0.0.1), and optionally
 * SANDBOX_PUBLIC_URL (fixed media base; bodies are then precomputed at startup) and SANDBOX_FAULTS=1
 * (fault switching and the state-changing control routes, for tests and benchmarks; off by default).
 */
import { CONFIG_EXIT_CODE } from '@waypoint/service-kit/env';
import { buildSandbox } from './app.ts';
import { loadSandboxEnv } from './env.ts';

const loaded = loadSandboxEnv(process.env);
if ('error' in loaded) {
  console.error(loaded.error);
  process.exit(CONFIG_EXIT_CODE);
}
const { env } = loaded;
const app = buildSandbox({
  logger: { level: env.LOG_LEVEL },
  faults: env.SANDBOX_FAULTS,
  ...(env.SANDBOX_PUBLIC_URL ? { publicUrl: env.SANDBOX_PUBLIC_URL, warm: true } : {}),
});

try {
  await app.listen({ port: env.SANDBOX_PORT, host: env.HOST });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
