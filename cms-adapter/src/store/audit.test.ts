import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, recordingLogger, testBackends } from '../test-support/backends.ts';
import { scope } from '../test-support/fixtures.ts';
import type { ContentStore } from './types.ts';

describe.each(testBackends())('audit log on $name', (backend) => {
  let store: ContentStore;

  beforeAll(async () => {
    await backend.setup();
    ({ store } = await connect(backend, recordingLogger()));
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
});
