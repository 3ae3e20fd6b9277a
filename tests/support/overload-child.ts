/**
 * A composer for load tests in a child process: the real sandbox and an embedded store (startStack),
 * configured by the environment it is started with, listening on a free port, its health probes on
 * another (as HEALTH_PORT serves them). Prints `{"url": ..., "healthUrl": ...}` on one line once it
 * listens; stops on SIGTERM.
 */
import { startProbeThread } from '../../composer/src/health/probe-thread.ts';
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
const probes = await startProbeThread(stack.composer, { port: 0, host: '127.0.0.1' });
process.stdout.write(
  `${JSON.stringify({ url: `http://127.0.0.1:${address.port}`, healthUrl: `http://127.0.0.1:${probes.port}` })}\n`,
);
process.once('SIGTERM', () => {
  void probes
    .close()
    .then(() => stack.close())
    .finally(() => process.exit(0));
});
