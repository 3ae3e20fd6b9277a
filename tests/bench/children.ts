/**
 * Server child processes of the benchmarks: spawn `servers.ts` with a role, wait for its ready line,
 * stop it. Every live child is tracked so that the run never leaves one behind: `stopAll` on the
 * normal end, on errors and on SIGINT/SIGTERM, and a last SIGKILL in the parent's `exit` handler
 * (children also exit by themselves when the parent's end of their stdin closes).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = fileURLToPath(new URL('./servers.ts', import.meta.url));
const READY_TIMEOUT_MS = 120_000;

export interface Server {
  name: string;
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` of the main port. */
  url: string;
  /**
   * The ready line: `port` (none for content-template); `staticPort` and the returning visitor's
   * `cookie` for a composer with BENCH_STATIC.
   */
  ready: { port: number; staticPort?: number; cookie?: string; pid: number; startupMs: number };
}

const live = new Set<ChildProcess>();
const commonEnv: Record<string, string> = {};
const started = Date.now();

/** Progress lines go to stderr, so that stdout carries only the report. */
export const log = (line: string) =>
  console.error(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);

/** Variables given to every server started from now on. */
export function setCommonEnv(env: Record<string, string>): void {
  Object.assign(commonEnv, env);
}

export async function startServer(name: string, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...commonEnv, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  const stderr: string[] = [];
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr.push(chunk);
    process.stderr.write(chunk.replace(/^(?=.)/gm, `[${name}] `));
  });
  child.stdin!.on('error', () => undefined);

  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<Server['ready']>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name}: not ready after ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    );
    const fail = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${signal ?? code}) before ready:\n${stderr.join('').slice(-2000)}`));
    };
    child.once('exit', fail);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    lines.on('line', (line) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        process.stderr.write(`[${name}] ${line}\n`);
        return;
      }
      if (parsed && typeof parsed === 'object' && (parsed as { ready?: unknown }).ready === true) {
        clearTimeout(timer);
        child.off('exit', fail);
        resolve(parsed as Server['ready']);
      }
    });
  }).catch(async (err) => {
    await stopChild(child);
    throw err;
  });
  log(`${name} ready in ${ready.startupMs} ms`);
  return { name, child, url: `http://127.0.0.1:${ready.port}`, ready };
}

const stopping = new Map<ChildProcess, Promise<void>>();

/** SIGTERM once (the child cleans up and exits), SIGKILL if it is still there after 8 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  let stop = stopping.get(child);
  if (!stop) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
    stop = exited.then(() => clearTimeout(timer));
    stopping.set(child, stop);
  }
  return stop;
}

export async function stopServer(server: Server | undefined): Promise<void> {
  if (server) await stopChild(server.child);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...live].map(stopChild));
}

let interrupted = false;
/** SIGINT/SIGTERM stop every child, then exit 130/143; `exit` kills whatever is still alive. */
export function installSignalHandlers(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: stopping ${live.size} server process(es)`);
      void stopAll().finally(() => process.exit(code));
    });
  }
  process.on('exit', () => {
    for (const child of live) child.kill('SIGKILL');
  });
}
