/** A redis-server of the test's own on a free port, to stop and restart mid-test. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export class OwnRedis {
  #child: ChildProcess | undefined;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.#child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 50; i++) {
      const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 200 });
      probe.on('error', () => undefined); // refused while the server starts: the loop retries
      try {
        await probe.connect();
        await probe.ping();
        return;
      } catch {
        await sleep(100);
      } finally {
        probe.disconnect();
      }
    }
    throw new Error(`redis-server did not start on port ${this.port}`);
  }

  async stop(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
