/**
 * Starts the sandbox on its own: SANDBOX_PORT (default 4010), HOST (default 127.0.0.1), and optionally
 * SANDBOX_PUBLIC_URL (fixed media base; bodies are then precomputed at startup).
 */
import { buildSandbox } from './app.ts';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
const publicUrl = process.env.SANDBOX_PUBLIC_URL;
const app = buildSandbox({ logger: true, ...(publicUrl ? { publicUrl, warm: true } : {}) });

try {
  await app.listen({ port, host });
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
