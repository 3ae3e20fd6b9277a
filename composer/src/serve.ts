/** Listening and stopping, shared by the composer's own server and the one-process start script. */
import type { FastifyInstance } from 'fastify';
import { EnvError } from './env.ts';

/** Listens, and closes the app (cache, pools, store) on SIGINT or SIGTERM. */
export async function serve(app: FastifyInstance, address: { port: number; host: string }): Promise<void> {
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen(address);
}

/** A configuration error names its variable and exits 78 (EX_CONFIG); anything else exits 1. */
export function exitOnStartupError(err: unknown): never {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(err instanceof EnvError ? 78 : 1);
}
