import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, recordingLogger, testBackends } from '../../test/backends.ts';
import { scope } from '../../test/fixtures.ts';
import type { Db } from '../db/db.ts';
import { DENIAL_WINDOW_MS, MAX_AUDIT_TEXT } from './history.ts';
import type { ContentStore } from './types.ts';

describe.each(testBackends())('audit log on $name', (backend) => {
  let store: ContentStore;
  let db: Db;

  beforeAll(async () => {
    await backend.setup();
    ({ store, db } = await connect(backend, recordingLogger()));
  });
  afterAll(async () => {
    await store?.close();
    await backend.teardown();
  });

  it('records events that change nothing, with outcome and address, newest first', async () => {
    const { id } = await store.createLayout(scope('audited'), 'Audited', { actor: 'eve@example.com' });
    await store.recordAudit({
      actor: 'anonymous',
      action: 'session.create',
      outcome: 'failed',
      ip: '203.0.113.1',
      details: { email: 'eve@example.com' },
    });
    await store.recordAudit({ actor: 'eve@example.com', action: 'session.create', ip: '203.0.113.1' });
    await store.recordAudit({
      actor: 'eve@example.com',
      action: 'access.denied',
      outcome: 'denied',
      layoutId: id,
      ip: '203.0.113.1',
      details: { permission: 'layouts.publish' },
    });
    // A denied request for a path that names no layout keeps the reference in details.
    await store.recordAudit({
      actor: 'eve@example.com',
      action: 'access.denied',
      outcome: 'denied',
      layoutId: 'not-a-uuid',
    });

    const entries = await store.auditLog({ limit: 4 });
    expect(entries.map((e) => [e.action, e.actor, e.outcome, e.layoutId, e.ip])).toEqual([
      ['access.denied', 'eve@example.com', 'denied', null, null],
      ['access.denied', 'eve@example.com', 'denied', id, '203.0.113.1'],
      ['session.create', 'eve@example.com', 'ok', null, '203.0.113.1'],
      ['session.create', 'anonymous', 'failed', null, '203.0.113.1'],
    ]);
    expect(entries[0]?.details).toEqual({ layoutRef: 'not-a-uuid' });
    expect(entries[1]?.details).toEqual({ permission: 'layouts.publish' });
    expect((await store.auditLog({ layoutId: id, limit: 10 })).map((e) => e.action)).toEqual([
      'access.denied',
      'layout.create',
    ]);
    expect((await store.auditLog({ actor: 'anonymous', limit: 10 })).map((e) => e.outcome)).toEqual([
      'failed',
    ]);
    expect(await store.auditLog({ actor: 'nobody', limit: 10 })).toEqual([]);
  });

  it('clamps the limit and refuses a malformed layout filter', async () => {
    expect(await store.auditLog({ limit: 0 })).toHaveLength(1);
    await expect(store.auditLog({ layoutId: 'nope', limit: 5 })).rejects.toMatchObject({
      code: 'CMS_LAYOUT_NOT_FOUND',
    });
  });

  // Before, each refusal was one row (20 connections for 10 s wrote 57,713 rows).
  it('counts 2,000 concurrent anonymous refusals from one address in one row per window', async () => {
    const ip = '198.51.100.77';
    const at = new Date(Math.floor(Date.now() / DENIAL_WINDOW_MS) * DENIAL_WINDOW_MS + 1_000);
    const refusal = (n: number) =>
      store.countDenial(
        {
          actor: 'anonymous',
          action: 'access.denied',
          outcome: 'denied',
          ip,
          details: { method: 'GET', url: `/studio/api/layouts?n=${n}`, reason: 'no-session' },
        },
        new Date(at.getTime() + (n % 50)),
      );
    const before = await rowCount(db);
    for (let i = 0; i < 2_000; i += 200) {
      await Promise.all(Array.from({ length: 200 }, (_, k) => refusal(i + k)));
    }
    expect((await rowCount(db)) - before).toBe(1);
    const [entry] = (await store.auditLog({ actor: 'anonymous', limit: 1000 })).filter((e) => e.ip === ip);
    expect(entry).toMatchObject({ action: 'access.denied', outcome: 'denied', actor: 'anonymous', ip });
    expect(entry?.details).toMatchObject({ count: 2_000, reason: 'no-session', method: 'GET' });
    expect(Date.parse(entry!.details.lastAt as string)).toBe(at.getTime() + 49);

    // The next window, another reason or another address starts a row of its own.
    await refusal(0);
    await store.countDenial(
      { actor: 'anonymous', action: 'access.denied', outcome: 'denied', ip, details: { reason: 'csrf' } },
      at,
    );
    await store.countDenial(
      {
        actor: 'anonymous',
        action: 'access.denied',
        outcome: 'denied',
        ip,
        details: { reason: 'no-session' },
      },
      new Date(at.getTime() + DENIAL_WINDOW_MS),
    );
    expect((await rowCount(db)) - before).toBe(3);
  });

  it('cuts long text and keeps NUL out of the database', async () => {
    const url = `/studio/api/layouts?${'x'.repeat(10_000)}`;
    await store.countDenial({
      actor: 'anonymous',
      action: 'access.denied',
      outcome: 'denied',
      ip: '198.51.100.78',
      details: { url, reason: 'no-session' },
    });
    await store.recordAudit({
      actor: 'anonymous',
      action: 'session.create',
      outcome: 'failed',
      ip: '198.51.100.79',
      details: { email: 'eve\u0000@example.com', url },
    });
    const entries = await store.auditLog({ actor: 'anonymous', limit: 5 });
    const counted = entries.find((e) => e.ip === '198.51.100.78')!;
    const failed = entries.find((e) => e.ip === '198.51.100.79')!;
    expect((counted.details.url as string).length).toBe(MAX_AUDIT_TEXT);
    expect((failed.details.url as string).length).toBe(MAX_AUDIT_TEXT);
    expect(failed.details.email).toBe('eve\uFFFD@example.com');
    // A filter holding NUL matches nothing, without asking the database.
    expect(await store.auditLog({ actor: 'a\u0000', limit: 5 })).toEqual([]);
  });

  it('lists only what was done with outcome ok', async () => {
    const done = await store.auditLog({ outcome: 'ok', limit: 1000 });
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((e) => e.outcome === 'ok')).toBe(true);
  });
});

async function rowCount(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM audit_log');
  return row!.n;
}
