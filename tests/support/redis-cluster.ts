/**
 * A real Redis Cluster of the test's own: `redis-server --cluster-enabled yes` nodes on free ports,
 * joined by `redis-cli --cluster create` (three masters, one replica each), with a one-second node
 * timeout so that a killed master's replica takes over within a few seconds. A node can be killed and
 * started again on its port (it rejoins from its nodes.conf).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from './redis-server.ts';

const run = promisify(execFile);

export interface ClusterNodeInfo {
  port: number;
  role: 'master' | 'slave';
  /** False for a node the others see as failed (fail or pfail). */
  healthy: boolean;
}

export class RedisClusterForTest {
  readonly #dir = mkdtempSync(join(tmpdir(), 'wp-redis-cluster-'));
  readonly #children = new Map<number, ChildProcess>();
  #ports: number[] = [];

  /** The nodes' `host:port`, as REDIS_CLUSTER_NODES takes them. */
  get nodes(): string[] {
    return this.#ports.map((port) => `127.0.0.1:${port}`);
  }

  async start(masters = 3, replicasPerMaster = 1): Promise<void> {
    await requireRedisClusterTools();
    const count = masters * (1 + replicasPerMaster);
    this.#ports = [];
    for (let i = 0; i < count; i++) this.#ports.push(await freePort());
    await Promise.all(this.#ports.map((port) => this.startNode(port)));
    await run('redis-cli', [
      '--cluster',
      'create',
      ...this.nodes,
      '--cluster-replicas',
      String(replicasPerMaster),
      '--cluster-yes',
    ]);
    await this.waitUntilHealthy(masters, 30_000);
  }

  /** Starts (or starts again) the node on `port`, and waits until it answers PING. */
  async startNode(port: number): Promise<void> {
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        `nodes-${port}.conf`,
        '--cluster-node-timeout',
        '1000',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        this.#dir,
      ],
      { stdio: 'ignore' },
    );
    this.#children.set(port, child);
    for (let i = 0; i < 100; i++) {
      if ((await cli(port, 'ping').catch(() => '')) === 'PONG') return;
      if (child.exitCode !== null) throw new Error(`redis-server on ${port} exited with ${child.exitCode}`);
      await sleep(50);
    }
    throw new Error(`redis-server did not start on port ${port}`);
  }

  /** SIGKILL: the node dies as a crashed machine does. */
  async killNode(port: number): Promise<void> {
    const child = this.#children.get(port);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
  }

  /** The cluster as a live node sees it. */
  async topology(): Promise<ClusterNodeInfo[]> {
    for (const port of this.#ports) {
      const text = await cli(port, 'cluster', 'nodes').catch(() => null);
      if (text === null) continue;
      return text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => {
          const [, address = '', flags = ''] = line.split(' ');
          return {
            port: Number(address.split('@')[0]!.split(':')[1]),
            role: flags.includes('master') ? ('master' as const) : ('slave' as const),
            healthy: !/fail/.test(flags),
          };
        });
    }
    throw new Error('no node of the cluster answers');
  }

  /** Waits until `masters` healthy masters serve every slot and every live node says the cluster is ok. */
  async waitUntilHealthy(masters: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      const live = [...this.#children].filter(([, c]) => c.exitCode === null && c.signalCode === null);
      const states = await Promise.all(live.map(([port]) => cli(port, 'cluster', 'info').catch(() => '')));
      const topology = await this.topology().catch(() => []);
      const healthyMasters = topology.filter((n) => n.role === 'master' && n.healthy).length;
      last = `${healthyMasters} healthy masters; ${states.filter((s) => s.includes('cluster_state:ok')).length}/${live.length} nodes ok`;
      if (healthyMasters >= masters && states.every((s) => s.includes('cluster_state:ok'))) return;
      await sleep(100);
    }
    throw new Error(`the Redis Cluster did not become healthy in ${timeoutMs} ms: ${last}`);
  }

  /**
   * Waits until the live nodes see the killed node `port` as failed and one of its replicas serves its
   * slots: three healthy masters without it, and the cluster ok on every live node.
   */
  async waitForFailover(port: number, masters: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      const topology = await this.topology().catch(() => []);
      const dead = topology.find((n) => n.port === port);
      const others = topology.filter((n) => n.port !== port && n.role === 'master' && n.healthy).length;
      last = `node :${port} ${dead?.healthy === false ? 'failed' : 'not yet failed'}; ${others} other healthy masters`;
      if (dead?.healthy === false && others >= masters) {
        await this.waitUntilHealthy(masters, Math.max(1, deadline - Date.now()));
        return;
      }
      await sleep(50);
    }
    throw new Error(`no replica took over from :${port} in ${timeoutMs} ms: ${last}`);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.#children.keys()].map((port) => this.killNode(port)));
    rmSync(this.#dir, { recursive: true, force: true });
  }
}

async function cli(port: number, ...args: string[]): Promise<string> {
  const { stdout } = await run('redis-cli', ['-p', String(port), ...args], { timeout: 2000 });
  return stdout.trim();
}

/** Fails loudly, naming the package, where redis-server or redis-cli is missing. */
async function requireRedisClusterTools(): Promise<void> {
  for (const tool of ['redis-server', 'redis-cli']) {
    await run(tool, ['--version']).catch(() => {
      throw new Error(
        `${tool} is not installed: the Redis Cluster test needs Debian's redis-server package (.ci/run installs it)`,
      );
    });
  }
}
