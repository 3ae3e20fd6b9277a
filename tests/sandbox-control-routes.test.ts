/**
 * The sandbox's fault switchboard and its other state-changing control routes are
 * off unless asked for (`faults: true`, SANDBOX_FAULTS=1), so the embedded sandbox on a public port never
 * lets a visitor change how the API answers others. Read-only inspection routes stay.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildSandbox, FaultsDisabledError, sandboxPlugin } from '@waypoint/sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './support/redis-server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every control route that changes state or lists visitors' order attempts (control-routes.ts). */
const GATED = [
  { method: 'GET', url: '/__faults' },
  { method: 'POST', url: '/__faults', payload: { path: '*', status: 503 } },
  { method: 'DELETE', url: '/__faults' },
  { method: 'DELETE', url: '/__stats' },
  { method: 'DELETE', url: '/__outbox' },
  { method: 'GET', url: '/__attempts' },
  { method: 'DELETE', url: '/__attempts' },
  { method: 'GET', url: '/__attempts/any' },
  { method: 'POST', url: '/__attempts/any/expire' },
] as const;

/** Read-only and free of visitors' order state: served whatever the option. */
const ALWAYS = ['/__stats', '/__charges?attempt=x', '/__outbox', '/outbox'];

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function mounted(faults?: boolean): Promise<FastifyInstance> {
  const host = Fastify();
  apps.push(host);
  await host.register(sandboxPlugin, { prefix: '/sandbox', ...(faults === undefined ? {} : { faults }) });
  return host;
}

describe('the sandbox app', () => {
  it('serves no fault or state-changing control route by default, and refuses rules in process', async () => {
    const app = buildSandbox();
    apps.push(app);
    for (const route of GATED) {
      const res = await app.inject(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    for (const url of ALWAYS) expect((await app.inject(url)).statusCode, url).toBe(200);
    expect(() => app.sandboxFaults.set({ path: '*', status: 503 })).toThrow(FaultsDisabledError);
    expect((await app.inject('/us/api/home')).statusCode).toBe(200);
  });

  it('serves them all with faults: true, and the rules apply', async () => {
    const app = buildSandbox({ faults: true });
    apps.push(app);
    for (const route of GATED) {
      const res = await app.inject(route);
      // The attempt 'any' does not exist: its routes answer their own 404, not the router's.
      const expected = route.url.includes('/any') ? 'UNKNOWN_ORDER_ATTEMPT' : undefined;
      if (expected) expect(res.json().error.code).toBe(expected);
      else expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(300);
    }
    await app.inject({ method: 'POST', url: '/__faults', payload: { path: '/api/home', status: 503 } });
    expect((await app.inject('/us/api/home')).statusCode).toBe(503);
  });
});

describe('sandboxPlugin under /sandbox (the one-process start script)', () => {
  it('answers /sandbox/__faults with 404 by default', async () => {
    const host = await mounted();
    expect((await host.inject('/sandbox/__faults')).statusCode).toBe(404);
    const post = await host.inject({
      method: 'POST',
      url: '/sandbox/__faults',
      payload: { path: '*', status: 500 },
    });
    expect(post.statusCode).toBe(404);
    expect((await host.inject('/sandbox/us/api/home')).statusCode).toBe(200);
  });

  it('switches faults over HTTP with faults: true', async () => {
    const host = await mounted(true);
    const post = await host.inject({
      method: 'POST',
      url: '/sandbox/__faults',
      payload: { path: '/api/home', status: 500, times: 1 },
    });
    expect(post.statusCode).toBe(201);
    expect((await host.inject('/sandbox/us/api/home')).statusCode).toBe(500);
    expect((await host.inject('/sandbox/us/api/home')).statusCode).toBe(200);
  });
});

describe('the standalone sandbox server (pnpm --filter @waypoint/sandbox start)', () => {
  const children: ChildProcess[] = [];
  afterEach(async () => {
    await Promise.all(
      children.splice(0).map(async (running) => {
        if (running.exitCode !== null || running.pid === undefined) return;
        const exited = new Promise<void>((done) => running.once('exit', () => done()));
        process.kill(-running.pid, 'SIGTERM');
        await exited;
      }),
    );
  });

  async function start(env: Record<string, string>): Promise<string> {
    const port = await freePort();
    const output: string[] = [];
    const started = spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/server.ts'], {
      cwd: ROOT,
      // its own process group, so afterEach ends it and nothing else
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SANDBOX_PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    });
    children.push(started);
    started.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
    started.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`sandbox exited:\n${output.join('')}`);
      const res = await fetch(`${url}/__stats`).catch(() => undefined);
      if (res?.ok) return url;
      await sleep(100);
    }
    throw new Error(`sandbox did not listen in 60 s:\n${output.join('')}`);
  }

  it('keeps /__faults off without SANDBOX_FAULTS, and on with SANDBOX_FAULTS=1', async () => {
    const off = await start({});
    expect((await fetch(`${off}/__faults`)).status).toBe(404);
    const rule = { path: '/api/header', status: 502 };
    const post = { method: 'POST', headers: { 'content-type': 'application/json' } } as const;
    expect((await fetch(`${off}/__faults`, { ...post, body: JSON.stringify(rule) })).status).toBe(404);
    expect((await fetch(`${off}/us/api/header`)).status).toBe(200);

    const on = await start({ SANDBOX_FAULTS: '1' });
    expect((await fetch(`${on}/__faults`, { ...post, body: JSON.stringify(rule) })).status).toBe(201);
    expect((await fetch(`${on}/us/api/header`)).status).toBe(502);
  }, 120_000);
});
