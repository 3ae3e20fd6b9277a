// Disposable redis-server processes for the fault tests: started on a free port, killed, paused
// (SIGSTOP: a hung server whose socket stays open) and restarted on the same port.

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminClient } from './cache-support.ts';

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no TCP port assigned');
  return address.port;
}

export class RedisServerProcess {
  readonly port: number;
  #child: ChildProcess | undefined;

  constructor(port: number) {
    this.port = port;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    this.#child = child;
    const failed = once(child, 'error').then(([err]) => {
      throw new Error(`could not start redis-server (is it installed?): ${String(err)}`);
    });
    await Promise.race([failed, this.#waitUntilAnswering()]);
  }

  async kill(): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  pause(): void {
    this.#child?.kill('SIGSTOP');
  }

  resume(): void {
    this.#child?.kill('SIGCONT');
  }

  async #waitUntilAnswering(): Promise<void> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const client = adminClient(this.url);
      client.on('error', () => {}); // refused while the server boots: retried below
      try {
        await client.connect();
        if ((await client.ping()) === 'PONG') return;
      } catch (err) {
        if (Date.now() > deadline)
          throw new Error(`redis-server on port ${this.port} did not answer`, { cause: err });
      } finally {
        client.disconnect();
      }
      await sleep(25);
    }
  }
}
