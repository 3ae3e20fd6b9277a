/**
 * A real HAProxy (Debian's package) in front of composer processes, configured as the README's
 * production topology describes: round robin, /readyz checked every 250 ms on the instances' health
 * port (two failures take a server
 * out, two successes bring it back), and an idempotent request that meets a dead server (refused,
 * reset, no answer) retried once more on another one.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from './redis-server.ts';

const run = promisify(execFile);

/** The HAProxy configuration of the topology: one frontend, the composers as one backend. */
export interface Backend {
  name: string;
  port: number;
  /** Where /readyz is checked: the instance's HEALTH_PORT. */
  healthPort: number;
}

export function haproxyConfig(port: number, servers: readonly Backend[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 10s',
    '  option http-keep-alive',
    '  option forwardfor',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 503',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    '  default_backend composers',
    'backend composers',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 250ms fall 2 rise 2 on-marked-down shutdown-sessions',
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check port ${s.healthPort}`),
    '',
  ].join('\n');
}

export class HaproxyForTest {
  readonly #dir = mkdtempSync(join(tmpdir(), 'wp-haproxy-'));
  #child: ChildProcess | undefined;
  #output: string[] = [];
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(servers: readonly Backend[]): Promise<void> {
    await run('haproxy', ['-v']).catch(() => {
      throw new Error(
        "haproxy is not installed: the cluster test needs Debian's haproxy package (apt-get install haproxy; .ci/run installs it)",
      );
    });
    this.port = await freePort();
    const config = join(this.#dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(this.port, servers));
    await run('haproxy', ['-c', '-q', '-f', config]);
    this.#child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.#child.stdout?.on('data', (d: Buffer) => this.#output.push(d.toString()));
    this.#child.stderr?.on('data', (d: Buffer) => this.#output.push(d.toString()));
    for (let i = 0; i < 100; i++) {
      if (this.#child.exitCode !== null) {
        throw new Error(`haproxy exited with ${this.#child.exitCode}: ${this.#output.join('')}`);
      }
      const up = await fetch(`${this.url}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) return;
      await sleep(50);
    }
    throw new Error(`haproxy did not answer on ${this.port}: ${this.#output.join('')}`);
  }

  async stop(): Promise<void> {
    const child = this.#child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.#dir, { recursive: true, force: true });
  }
}
