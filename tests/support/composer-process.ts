/**
 * A composer as its own process (`tsx composer/src/server.ts`), as production runs it: on a free port,
 * in its own process group, so that a test can stop it (SIGTERM, then SIGKILL) or kill it outright, and
 * start it again on the same port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './redis-server.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ComposerProcess {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  output: string[];
}

/** What /readyz answered once the process was ready. */
export interface Readiness {
  database: string;
  redis: string;
}

/**
 * Starts a composer with `env` on top of the test's environment and waits until /readyz answers 200
 * (60 s at most); `ready` checks what it answered (for example that it is on Redis).
 */
export async function startComposerProcess(
  name: string,
  env: Record<string, string>,
  options: { port?: number; ready?: (readiness: Readiness) => string | null } = {},
): Promise<ComposerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn('pnpm', ['exec', 'tsx', 'composer/src/server.ts'], {
    cwd: ROOT,
    // its own process group, so that stopping it ends pnpm, tsx and node together (and nothing else)
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', ...env },
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const composer = { name, port, url: `http://127.0.0.1:${port}`, child, output };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`composer ${name} exited with ${child.exitCode}:\n${output.join('').slice(-3000)}`);
    }
    const readiness = await fetch(`${composer.url}/readyz`).then(
      async (res) => (res.ok ? ((await res.json()) as Readiness) : null),
      () => null, // not listening yet
    );
    if (readiness) {
      const wrong = options.ready?.(readiness) ?? null;
      if (wrong) throw new Error(`composer ${name}: ${wrong} (${JSON.stringify(readiness)})`);
      return composer;
    }
    await sleep(200);
  }
  throw new Error(`composer ${name} did not become ready in 60 s:\n${output.join('').slice(-3000)}`);
}

const running = (
  composer: ComposerProcess | undefined,
): composer is ComposerProcess & { child: { pid: number } } =>
  composer !== undefined &&
  composer.child.exitCode === null &&
  composer.child.signalCode === null &&
  composer.child.pid !== undefined;

/** SIGTERM to the process group (a graceful drain), SIGKILL after 5 s. */
export async function stopComposerProcess(composer: ComposerProcess | undefined): Promise<void> {
  if (!running(composer)) return;
  const exited = new Promise<void>((done) => composer.child.once('exit', () => done()));
  try {
    process.kill(-composer.child.pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  if ((await Promise.race([exited, sleep(5000).then(() => 'timeout' as const)])) === 'timeout') {
    killComposerProcess(composer);
    await exited;
  }
}

/** SIGKILL to the process group: the instance dies mid-request, as a crashed machine does. */
export function killComposerProcess(composer: ComposerProcess): Promise<void> {
  if (!running(composer)) return Promise.resolve();
  const exited = new Promise<void>((done) => composer.child.once('exit', () => done()));
  try {
    process.kill(-composer.child.pid, 'SIGKILL');
  } catch {
    return Promise.resolve(); // gone meanwhile
  }
  return exited;
}
