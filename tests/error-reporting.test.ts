/**
 * Error reporting (storefront.md §8): with SENTRY_DSN set, a page-data call that
 * finally failed reaches the error-reporting service, here the sandbox standing in for Sentry's ingest
 * endpoint, through the real Sentry SDK over HTTP, with its dependency, path and status, and nothing
 * that identifies the visitor.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ContentStore, openContentStore } from '@waypoint/cms-adapter';
import { build, loadEnv } from '@waypoint/composer';
import { buildSandbox } from '@waypoint/sandbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from './support/stack.ts';

interface Envelope {
  projectId: string;
  publicKey: string;
  items: Array<{ header: { type?: string }; payload: SentryEvent }>;
}
interface SentryEvent {
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  exception?: { values?: Array<{ type?: string; value?: string }> };
  request?: unknown;
  user?: unknown;
}

/** What the visitor sent: none of it may reach the report. */
const TOKEN = 'adv-secret-4242';
const EMAIL = 'ana.garcia@example.com';
const SESSION = 'sess-ID-9876';

describe('error reporting through the Sentry SDK, the sandbox as the ingest endpoint', () => {
  let sandbox: FastifyInstance;
  let sandboxUrl: string;
  let composer: FastifyInstance;
  let content: ContentStore;
  let dataDir: string;

  beforeAll(async () => {
    sandbox = buildSandbox({ faults: true });
    sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    const port = new URL(sandboxUrl).port;
    dataDir = await mkdtemp(join(tmpdir(), 'waypoint-reporting-'));
    content = await openContentStore({ dataDir, logger: silentLogger });
    await content.seedDemoContent();
    const env = loadEnv({ LOG_LEVEL: 'silent', SENTRY_DSN: `http://publickey@127.0.0.1:${port}/1` });
    composer = await build({ env, upstreamUrl: sandboxUrl, content, logger: false });
    await composer.ready();
  });

  afterAll(async () => {
    await composer?.close();
    await content?.close();
    await sandbox?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const envelopes = async (): Promise<Envelope[]> =>
    ((await (await fetch(`${sandboxUrl}/__sentry?project=1`)).json()) as { data: Envelope[] }).data;
  const events = async () =>
    (await envelopes()).flatMap((e) =>
      e.items.filter((i) => i.header.type === 'event').map((i) => i.payload),
    );
  const byDependency = async (dependency: string) =>
    (await events()).find((event) => event.tags?.['dependency'] === dependency);

  it('reports a failing page-data call with its dependency, path and status, and no visitor data', async () => {
    sandbox.sandboxFaults.set({ path: '/api/header', status: 503 });
    sandbox.sandboxFaults.set({ path: '/api/advisor/epl-config-presenter/:token', status: 503 });
    try {
      const res = await composer.inject({
        url: `/v1/pages/us?advisor_token=${TOKEN}&utm_source=${encodeURIComponent(EMAIL)}`,
        headers: { cookie: `wp_session=${SESSION}; advisor_token=${TOKEN}` },
      });
      expect(res.statusCode).toBeLessThan(600);

      await expect.poll(() => byDependency('/api/header'), { timeout: 15_000 }).toBeDefined();
      await expect.poll(() => byDependency('/api/advisor'), { timeout: 15_000 }).toBeDefined();
    } finally {
      sandbox.sandboxFaults.clear();
    }

    const header = (await byDependency('/api/header'))!;
    expect(header.tags).toMatchObject({ kind: 'upstream', dependency: '/api/header', status: '503' });
    expect(header.extra).toMatchObject({
      method: 'GET',
      path: '/us/api/header?locale=[Filtered]',
      status: 503,
    });
    expect(header.exception?.values?.[0]?.type).toBe('WP_UPSTREAM_UNAVAILABLE');
    expect(header.exception?.values?.[0]?.value).toContain('/us/api/header?locale=[Filtered]');

    // The advisor's token is part of the path: the segment is replaced.
    const advisor = (await byDependency('/api/advisor'))!;
    expect(advisor.extra?.['path']).toBe('/us/api/advisor/epl-config-presenter/:redacted?locale=[Filtered]');

    const all = await envelopes();
    expect(all.every((e) => e.publicKey === 'publickey')).toBe(true);
    const sent = JSON.stringify(all);
    for (const secret of [TOKEN, EMAIL, encodeURIComponent(EMAIL), SESSION, 'wp_session', 'cookie']) {
      expect(sent, secret).not.toContain(secret);
    }
    for (const event of await events()) {
      expect(event.request).toBeUndefined();
      expect(event.user).toBeUndefined();
    }
  });

  it('reports each finally failed call once, and nothing for calls that succeed', async () => {
    const before = (await events()).length;
    expect((await composer.inject({ url: '/v1/pages/de' })).statusCode).toBe(200);
    sandbox.sandboxFaults.set({ path: '/api/footer', markets: ['fr'], status: 503 });
    try {
      await composer.inject({ url: '/v1/pages/fr' });
      await expect.poll(() => byDependency('/api/footer'), { timeout: 15_000 }).toBeDefined();
    } finally {
      sandbox.sandboxFaults.clear();
    }
    // The German page's calls all succeeded: the only new report is the French footer's, sent once.
    const added = (await events()).slice(0, (await events()).length - before);
    expect(added.map((event) => [event.tags?.['dependency'], event.extra?.['path']])).toEqual([
      ['/api/footer', '/fr/api/footer?locale=[Filtered]'],
    ]);
  });
});
