/**
 * The sign-in rate limits of the studio API (3 failures per account, 5 per client address), on a composer
 * of their own with those limits, over a real sandbox and a content store (PGlite); nothing is stubbed.
 */
import type { AuditRecord } from '@waypoint/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../../../test/stack.ts';
import { body } from '../../../test/studio-api.ts';
import {
  type Credentials,
  createStudioUser,
  PRINCIPALS,
  setCookies,
  signIn,
  signInRequest,
} from '../../../test/studio-client.ts';

describe('sign-in rate limits (3 failures per account, 5 per client address)', () => {
  let limited: Stack;
  let users: Credentials[];
  beforeAll(async () => {
    limited = await startStack({
      env: {
        STUDIO_SCHEDULER_INTERVAL_MS: '0',
        STUDIO_LOGIN_MAX_PER_ACCOUNT: '3',
        STUDIO_LOGIN_MAX_PER_IP: '5',
      },
    });
    users = [];
    for (let i = 0; i < 3; i++) users.push(await createStudioUser(limited.content, PRINCIPALS.viewer));
  });
  afterAll(() => limited?.close());

  const retryAfter = (res: LightMyRequestResponse) => {
    const value = res.headers['retry-after'];
    expect(value, 'Retry-After header').toBeDefined();
    expect(String(value)).toMatch(/^\d+$/);
    return Number(value);
  };

  it('the 4th attempt on one account answers 429 with Retry-After, even with the right password', async () => {
    const [victim] = users;
    for (let i = 0; i < 3; i++) {
      const res = await signInRequest(limited.composer, victim!.email, `wrong-password-${i}-xxxx`, {
        remoteAddress: `10.20.0.${i + 1}`,
      });
      expect(res.statusCode, `attempt ${i + 1}: ${res.body}`).toBe(401);
    }
    const fourth = await signInRequest(limited.composer, victim!.email, victim!.password, {
      remoteAddress: '10.20.0.9',
    });
    expect(fourth.statusCode, fourth.body).toBe(429);
    expect(body<{ code: string }>(fourth).code).toBe('STUDIO_RATE_LIMITED');
    expect(retryAfter(fourth)).toBeGreaterThanOrEqual(1);
    expect(setCookies(fourth).some((c) => /waypoint_studio=[^;]/.test(c))).toBe(false);
    // another account is not affected
    const other = await signInRequest(limited.composer, users[1]!.email, users[1]!.password, {
      remoteAddress: '10.20.0.10',
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('one client address trying many accounts is limited; another address is not', async () => {
    const ip = '10.30.0.1';
    for (let i = 0; i < 5; i++) {
      const res = await signInRequest(limited.composer, `guess-${i}@waypoint.test`, 'wrong-password-xxxx', {
        remoteAddress: ip,
      });
      expect(res.statusCode, `attempt ${i + 1}: ${res.body}`).toBe(401);
    }
    const next = await signInRequest(limited.composer, users[2]!.email, users[2]!.password, {
      remoteAddress: ip,
    });
    expect(next.statusCode, next.body).toBe(429);
    expect(retryAfter(next)).toBeGreaterThanOrEqual(1);
    const elsewhere = await signInRequest(limited.composer, users[2]!.email, users[2]!.password, {
      remoteAddress: '10.30.0.2',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('429s and bad credentials are in the audit log, without the password', async () => {
    const admin = await signIn(limited.composer, await createStudioUser(limited.content, PRINCIPALS.admin), {
      remoteAddress: '10.40.0.1',
    });
    const res = await admin.get('audit?limit=1000');
    expect(res.statusCode, res.body).toBe(200);
    const entries = body<{ entries: AuditRecord[] }>(res).entries;
    const limitedEntries = entries.filter((e) => e.ip === '10.20.0.9' || e.ip === '10.30.0.1');
    expect(limitedEntries.filter((e) => e.outcome !== 'ok').length).toBeGreaterThanOrEqual(6);
    const tooMany = entries.find((e) => e.ip === '10.20.0.9');
    expect(tooMany, 'the 429 is audited').toBeDefined();
    expect(tooMany!.outcome).not.toBe('ok');
    const text = JSON.stringify(entries);
    expect(text).not.toContain('wrong-password');
    for (const u of users) expect(text).not.toContain(u.password);
  });
});
