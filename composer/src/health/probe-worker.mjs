// The probe server of HEALTH_PORT, on a thread of its own: visitors' connections on the public port
// cannot starve its event loop, so it answers within milliseconds however loaded the instance is.
// It answers from what the main thread last wrote into shared memory (probe-thread.ts): a heartbeat
// and the readiness it computed. Plain JavaScript: a worker thread does not get the TypeScript loader.
import { createServer } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ port: number, host: string, shared: SharedArrayBuffer, staleReadyMs: number, stalledLiveMs: number, states: string[], redis: string[] }} */
const { port, host, shared, staleReadyMs, stalledLiveMs, states, redis } = workerData;
const heartbeat = new BigInt64Array(shared, 0, 1);
const state = new Int32Array(shared, 8, 2);

const sinceHeartbeat = () => Date.now() - Number(Atomics.load(heartbeat, 0));

function readiness() {
  // The main thread writes every few hundred milliseconds; when it has not for a while, its event loop is
  // saturated: not ready, whatever it last said.
  if (sinceHeartbeat() > staleReadyMs) return [503, { status: 'unavailable', reason: 'overloaded' }];
  const name = states[Atomics.load(state, 0)];
  const cache = redis[Atomics.load(state, 1)];
  if (name === 'ready') return [200, { status: 'ready', database: 'ok', redis: cache }];
  if (name === 'database-down') return [503, { status: 'unavailable', database: 'down', redis: cache }];
  return [503, { status: 'unavailable', reason: name }];
}

function liveness() {
  // Only a main thread stuck for long is dead: a restart is the cure for nothing less.
  return sinceHeartbeat() > stalledLiveMs ? [503, { status: 'stalled' }] : [200, { status: 'ok' }];
}

const server = createServer((request, response) => {
  const path = request.method === 'GET' ? request.url?.split('?', 1)[0] : undefined;
  const answer = path === '/healthz' ? liveness() : path === '/readyz' ? readiness() : undefined;
  if (!answer) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  response
    .writeHead(answer[0], { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify(answer[1]));
});
server.keepAliveTimeout = 5_000;
server.on('error', (err) => parentPort?.postMessage({ error: String(err) }));
server.listen(port, host, () => {
  const address = server.address();
  parentPort?.postMessage({ port: typeof address === 'object' && address ? address.port : port });
});
parentPort?.on('message', (message) => {
  if (message !== 'close') return;
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
