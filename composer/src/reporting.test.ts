import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createErrorReporter, isReported, redactMessage, redactPath, scrubEvent } from './reporting.ts';

describe('redactPath', () => {
  it.each([
    ['/us/api/header?locale=en-US', '/us/api/header?locale=[Filtered]'],
    ['/sandbox/us/api/nextjs/pdp/1234?type=preview', '/sandbox/us/api/nextjs/pdp/1234?type=[Filtered]'],
    ['/us/api/advisor/epl-config-presenter/adv-demo-1', '/us/api/advisor/epl-config-presenter/:redacted'],
    [
      '/es/api/checkout/v2/order-attempts/a8f3c2e1b7/summary',
      '/es/api/checkout/v2/order-attempts/:redacted/summary',
    ],
    ['/us/api/x/ana%40example.com', '/us/api/x/:redacted'],
    ['/us/api/x/%E0%A4%A', '/us/api/x/:redacted'],
    [
      '/us/api/product/card/search?id=1,2,3&limit=10',
      '/us/api/product/card/search?id=[Filtered]&limit=[Filtered]',
    ],
    ['/us/v1/affiliate/viajes', '/us/v1/affiliate/viajes'],
    ['/us/api/category/71/9876543210', '/us/api/category/71/:redacted'],
  ])('%s -> %s', (path, redacted) => {
    expect(redactPath(path)).toBe(redacted);
  });

  it('drops query keys that are not plain names', () => {
    expect(redactPath('/us/api/home?locale=en&ana@example.com=1')).toBe('/us/api/home?locale=[Filtered]');
  });
});

it('redacts every path inside a message', () => {
  expect(
    redactMessage(
      'Upstream call GET /us/api/advisor/epl-config-presenter/tok-9?locale=en failed: status 500',
    ),
  ).toBe(
    'Upstream call GET /us/api/advisor/epl-config-presenter/:redacted?locale=[Filtered] failed: status 500',
  );
});

it('scrubs what an event could carry about the request or the user', () => {
  const event = scrubEvent({
    type: undefined,
    request: { url: 'http://x/us?advisor_token=t-1', cookies: { s: '1' } },
    user: { ip_address: '203.0.113.9' },
    breadcrumbs: [{ message: '/us?x=1' }],
    exception: { values: [{ type: 'E', value: 'GET /us/api/x/t-1?e=a@b.c' }] },
  });
  expect(event.request).toBeUndefined();
  expect(event.user).toBeUndefined();
  expect(event.breadcrumbs).toBeUndefined();
  expect(event.exception?.values?.[0]?.value).toBe('GET /us/api/x/:redacted?e=[Filtered]');
});

it('is a no-op without a DSN', async () => {
  const reporter = createErrorReporter({ logger: pino({ level: 'silent' }) });
  expect(reporter.enabled).toBe(false);
  reporter.upstreamFailure({ dependency: '/api/home', path: '/us/api/home', error: new Error('x') });
  await reporter.close();
});

it('reports failures, not cancelled calls, 404s or calls refused by an open circuit', () => {
  const failure = (code: string) => ({
    dependency: '/api/home',
    path: '/us/api/home',
    error: Object.assign(new Error('x'), { code }),
  });
  expect(isReported(failure('WP_UPSTREAM_UNAVAILABLE'))).toBe(true);
  expect(isReported(failure('WP_UPSTREAM_TIMEOUT'))).toBe(true);
  for (const code of ['WP_UPSTREAM_CANCELLED', 'WP_UPSTREAM_NOT_FOUND', 'WP_UPSTREAM_CIRCUIT_OPEN'])
    expect(isReported(failure(code)), code).toBe(false);
});
