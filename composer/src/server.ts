/** Listens. Configuration errors stop the process with a message naming the variable. */
import { build } from './app.ts';
import { EnvError, loadEnv } from './env.ts';

try {
  const env = loadEnv();
  const app = await build({ env });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (err) {
  if (err instanceof EnvError) {
    console.error(err.message);
    process.exit(78);
  }
  console.error(err);
  process.exit(1);
}
