/**
 * `pnpm start` (scripts/start.ts: composer, embedded sandbox, web and studio in one
 * process) stops within 5 s of SIGTERM. It took 74.6 s here before: the composer's keep-alive
 * sockets to its own embedded sandbox (and any idle client socket) held the server open for Fastify's
 * 72 s keep-alive timeout. Held through the stop: an idle keep-alive socket, a slow page API request and
 * a slow web page in flight; requests sent after SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/redis-server.ts';

const ROOT = resolve(import.meta.dirname, '..');
/**
 * What `pnpm start` runs: one node process with tsx as a loader, exec'd in place of pnpm's shell, so
 * the SIGTERM that pnpm forwards reaches the server (without `exec` the shell died and the server went
 * on as an orphan). Under the tsx CLI a SIGTERM reaches the server through tsx's relay, which SIGKILLs
 * its child when the child does not acknowledge within 30 ms (a busy event loop): in-flight requests
 * were reset.
 */
const START = 'exec node --import tsx scripts/start.ts';

let child: ChildProcess;
let port: number;
let dataDir: string;
const output: string[] = [];

interface Answer {
  status: number | string;
  connection?: string | undefined;
  ms: number;
}

/** GET on `agent`; a connection error is answered as its code ('ECONNREFUSED', 'ECONNRESET'). */
function get(path: string, agent: http.Agent | false): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            ms: Date.now() - started,
          }),
        );
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ status: err.code ?? 'error', ms: 0 }));
      })
      .on('error', (err: NodeJS.ErrnoException) =>
        resolve({ status: err.code ?? 'error', ms: Date.now() - started }),
      );
  });
}

function post(path: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`start exited early:\n${output.join('').slice(-3000)}`);
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Calls the sandbox has counted whose key names `market` ('GET /fr/api/home'). */
async function sandboxCalls(market: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/sandbox/__stats`);
  const stats = (await res.json()) as { data: Record<string, number> };
  return Object.entries(stats.data)
    .filter(([key]) => key.includes(`/${market}/`))
    .reduce((n, [, count]) => n + count, 0);
}

beforeAll(async () => {
  port = await freePort();
  dataDir = await mkdtemp(join(tmpdir(), 'waypoint-shutdown-'));
  const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  expect(pkg.scripts.start).toBe(START);
  // `pnpm start` itself, signalled as a process manager would signal it: the pnpm process.
  child = spawn('pnpm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SANDBOX_FAULTS: 'true',
      NODE_ENV: 'test',
    },
  });
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  await waitFor('readyz', async () =>
    (await fetch(`http://127.0.0.1:${port}/readyz`)).ok ? true : undefined,
  );
}, 120_000);

afterAll(async () => {
  if (child?.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('pnpm start and SIGTERM', () => {
  it('stops within 5 s: in-flight answers complete, later requests get 503 Connection: close, never a 502', async () => {
    // 1. An idle keep-alive socket (never closed by the client), and warm caches for the web page.
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get('/v1/pages/us', idle)).status).toBe(200);
    expect((await get('/us', false)).status).toBe(200);
    // 2. Every sandbox answer slowed: a page of another market is composed for a second or more.
    expect(await post('/sandbox/__faults', { path: '*', latencyMs: 700 })).toBe(201);
    const before = await sandboxCalls('fr');
    const slow = new http.Agent({ keepAlive: true });
    const inflightApi = get('/v1/pages/fr?shutdown=api', slow);
    const inflightWeb = get('/de?shutdown=web', slow);
    await waitFor('the in-flight pages to reach the sandbox', async () =>
      (await sandboxCalls('fr')) > before ? true : undefined,
    );

    // 3. SIGTERM; requests keep coming until the process is gone.
    const exited = once(child, 'exit');
    const signalled = Date.now();
    process.kill(child.pid!, 'SIGTERM');
    const after: Answer[] = [];
    let gone = false;
    void exited.then(() => {
      gone = true;
    });
    // Requests from the moment the server has the signal (pnpm forwards it a moment later).
    while (!gone && !/shutting down/.test(output.join(''))) await new Promise((r) => setTimeout(r, 5));
    const hammer = (async () => {
      while (!gone) {
        after.push(await get('/v1/pages/us', false), await get('/es', false));
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const [code] = (await exited) as [number | null];
    const stoppedMs = Date.now() - signalled;
    await hammer;

    // 4. The figures.
    const api = await inflightApi;
    const web = await inflightWeb;
    console.info(
      `shutdown: exit ${code} after ${stoppedMs} ms; in flight: api ${api.status} (${api.ms} ms), web ${web.status} (${web.ms} ms); after SIGTERM: ${[
        ...new Set(after.map((a) => `${a.status}${a.connection ? `/${a.connection}` : ''}`)),
      ].join(', ')}`,
    );
    expect(code, output.join('').slice(-2000)).toBe(0);
    expect(stoppedMs).toBeLessThan(5_000);
    expect(api.status).toBe(200);
    expect(web.status).toBe(200);
    expect(after.length).toBeGreaterThan(0);
    for (const answer of after) {
      expect(answer.status).not.toBe(502);
      if (typeof answer.status === 'number') {
        expect(answer.status).toBe(503);
        expect(answer.connection).toBe('close');
      } else {
        expect(['ECONNREFUSED', 'ECONNRESET']).toContain(answer.status);
      }
    }
    expect(output.join('')).toMatch(/"msg":"stopped"/);
    // Nothing of it is left listening (the server did not outlive pnpm).
    expect((await get('/healthz', false)).status).toBe('ECONNREFUSED');
    idle.destroy();
    slow.destroy();
  }, 60_000);
});
