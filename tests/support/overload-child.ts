/**
 * A composer for load tests in a child process: the real sandbox and an embedded store (startStack),
 * configured by the environment it is started with, listening on a free port. Prints
 * `{"url": ...}` on one line once it listens; stops on SIGTERM.
 */
import { startStack } from './stack.ts';

const env = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      /^(SHED_|CACHE_|METRICS_|UPSTREAM_|COMPOSE_)/.test(entry[0]) && entry[1] !== undefined,
  ),
);
const stack = await startStack({ env });
await stack.composer.listen({ port: 0, host: '127.0.0.1' });
const address = stack.composer.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP port');
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${address.port}` })}\n`);
process.once('SIGTERM', () => {
  void stack.close().finally(() => process.exit(0));
});
