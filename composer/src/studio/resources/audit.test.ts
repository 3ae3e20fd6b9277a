/**
 * The studio API's audit log: what is recorded of each write and refusal, and how it is read. A real
 * composer over a real sandbox and a content store (PGlite); nothing is stubbed.
 */
import type { LayoutDetail, StudioUser } from '@waypoint/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  app,
  as,
  auditEntries,
  body,
  content,
  credentials,
  freshIp,
  hours,
  inFuture,
  useStudioApi,
} from '../../../test/studio-api.ts';
import {
  etag,
  freshLayout,
  landingScope,
  placement,
  StudioClient,
  setCookies,
  signInRequest,
  unique,
} from '../../../test/studio-client.ts';

useStudioApi();

describe('audit log', () => {
  it('records every write with actor, action, outcome, ip and time', async () => {
    const started = Date.now() - 1000;
    const at = () => freshIp();
    const ipOf: Record<string, string> = {};
    const step = async (
      action: string,
      fn: (ip: string) => Promise<LightMyRequestResponse>,
      status: number,
    ) => {
      const ip = at();
      ipOf[action] = ip;
      const res = await fn(ip);
      expect(res.statusCode, `${action}: ${res.body.slice(0, 300)}`).toBe(status);
      return res;
    };

    const signInRes = await step(
      'session.create',
      (ip) => signInRequest(app, credentials.admin.email, credentials.admin.password, { remoteAddress: ip }),
      200,
    );
    const admin = new StudioClient(
      app,
      setCookies(signInRes)
        .map((c) => c.split(';')[0])
        .join('; '),
      body<{ csrfToken: string }>(signInRes).csrfToken,
      body<{ user: StudioUser }>(signInRes).user,
    );
    const created = await step(
      'layout.create',
      (ip) =>
        admin.post('layouts', {
          body: { scope: landingScope(unique('audit')), name: 'Audit page' },
          remoteAddress: ip,
        }),
      201,
    );
    const layoutId = body<LayoutDetail>(created).layout.id;
    const saved = await step(
      'draft.save',
      (ip) =>
        admin.put(`layouts/${layoutId}/draft`, {
          body: { placements: [placement('aud-hero', 'HeroSlider')] },
          ifMatch: created.headers.etag as string,
          remoteAddress: ip,
        }),
      200,
    );
    const published = await step(
      'layout.publish',
      (ip) =>
        admin.post(`layouts/${layoutId}/publish`, {
          body: {},
          ifMatch: saved.headers.etag as string,
          remoteAddress: ip,
        }),
      200,
    );
    const rolled = await step(
      'layout.rollback',
      (ip) =>
        admin.post(`layouts/${layoutId}/rollback`, {
          body: { version: 1 },
          ifMatch: published.headers.etag as string,
          remoteAddress: ip,
        }),
      200,
    );
    const scheduled = await step(
      'schedule.create',
      (ip) =>
        admin.post(`layouts/${layoutId}/schedules`, {
          body: { at: inFuture(hours(72)), timeZone: 'Europe/Madrid' },
          ifMatch: rolled.headers.etag as string,
          remoteAddress: ip,
        }),
      201,
    );
    await step(
      'schedule.cancel',
      (ip) =>
        admin.delete(`layouts/${layoutId}/schedules/${body<{ id: string }>(scheduled).id}`, {
          ifMatch: scheduled.headers.etag as string,
          remoteAddress: ip,
        }),
      200,
    );
    const newUserPassword = 'audit-user-secret-password';
    const user = await step(
      'user.create',
      (ip) =>
        admin.post('users', {
          body: { email: `${unique('aud')}@waypoint.test`, password: newUserPassword, role: 'viewer' },
          remoteAddress: ip,
        }),
      201,
    );
    const changedPassword = 'audit-user-changed-password';
    await step(
      'user.update',
      (ip) =>
        admin.patch(`users/${body<StudioUser>(user).id}`, {
          body: { role: 'editor', password: changedPassword },
          ifMatch: user.headers.etag as string,
          remoteAddress: ip,
        }),
      200,
    );
    await step('session.delete', (ip) => admin.delete('session', { remoteAddress: ip }), 204);

    const entries = await auditEntries();
    for (const [action, ip] of Object.entries(ipOf)) {
      const entry = entries.find((e) => e.ip === ip && e.action === action);
      expect(
        entry,
        `${action} from ${ip}: ${JSON.stringify(entries.filter((e) => e.ip === ip))}`,
      ).toBeDefined();
      expect(entry!.outcome).toBe('ok');
      expect(entry!.actor).toBe(credentials.admin.email);
      expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(started);
      expect(Date.parse(entry!.at)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    for (const action of ['layout.publish', 'layout.rollback']) {
      const entry = entries.find((e) => e.ip === ipOf[action] && e.action === action)!;
      expect(entry.layoutId).toBe(layoutId);
      expect(entry.version).toBe(action === 'layout.publish' ? 1 : 2);
    }
    const text = JSON.stringify(entries);
    for (const secret of [newUserPassword, changedPassword, credentials.admin.password])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/\$scrypt|\$argon2|scrypt:/i);
    for (const e of entries) {
      expect(
        Object.keys(e.details).filter((k) => /hash|salt|^password$|^newPassword$/i.test(k)),
        JSON.stringify(e),
      ).toEqual([]);
    }
  });

  it('records every denial: 401, 403 by role, 403 by reach, CSRF and bad credentials', async () => {
    const { id, revision } = await freshLayout(content);
    const cases: Array<{
      name: string;
      actor: string;
      run: (ip: string) => Promise<LightMyRequestResponse>;
      status: number;
    }> = [
      {
        name: '401',
        actor: 'anonymous',
        status: 401,
        run: (ip) => as.anonymous.get('layouts', { remoteAddress: ip }),
      },
      {
        name: '403 role',
        actor: as.viewer.user!.email,
        status: 403,
        run: (ip) => as.viewer.get('users', { remoteAddress: ip }),
      },
      {
        name: '403 reach',
        actor: as.editorAffiliate2.user!.email,
        status: 403,
        run: (ip) => as.editorAffiliate2.get(`layouts/${id}`, { remoteAddress: ip }),
      },
      {
        name: 'CSRF',
        actor: as.editor.user!.email,
        status: 403,
        run: (ip) =>
          as.editor.put(`layouts/${id}/draft`, {
            body: { placements: [] },
            ifMatch: etag(revision),
            csrf: null,
            remoteAddress: ip,
          }),
      },
      {
        name: 'bad credentials',
        actor: 'anonymous',
        status: 401,
        run: (ip) =>
          signInRequest(app, credentials.viewer.email, 'wrong-password-for-audit', { remoteAddress: ip }),
      },
    ];
    const ips = new Map<string, string>();
    for (const c of cases) {
      const ip = freshIp();
      ips.set(c.name, ip);
      const res = await c.run(ip);
      expect(res.statusCode, `${c.name}: ${res.body}`).toBe(c.status);
    }
    const entries = await auditEntries();
    for (const c of cases) {
      const entry = entries.find((e) => e.ip === ips.get(c.name));
      expect(entry, `${c.name} is audited`).toBeDefined();
      expect(entry!.outcome, c.name).not.toBe('ok');
      if (c.name !== 'bad credentials') expect(entry!.actor, c.name).toBe(c.actor);
      expect(Number.isNaN(Date.parse(entry!.at))).toBe(false);
    }
    const bad = entries.find((e) => e.ip === ips.get('bad credentials'))!;
    expect(['anonymous', credentials.viewer.email]).toContain(bad.actor);
    expect(JSON.stringify(entries)).not.toContain('wrong-password-for-audit');
  });

  it('filters by layout and actor', async () => {
    const { id } = await freshLayout(content);
    const byLayout = await auditEntries(`limit=50&layoutId=${id}`);
    expect(byLayout.length).toBeGreaterThan(0);
    expect(byLayout.every((e) => e.layoutId === id)).toBe(true);
    const byActor = await auditEntries(`limit=50&actor=${encodeURIComponent(credentials.admin.email)}`);
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((e) => e.actor === credentials.admin.email)).toBe(true);
  });
});
