/**
 * ARCHITECTURE.md "Pages": resolvers get a signal that fires at the page deadline, and a late upstream
 * call is cancelled, not left running. The itinerary is made slower than the deadline: the page is
 * answered at the deadline without that block, and the call is aborted (only logged, buying-flow.md §8).
 * The deadline bounds the whole request (routing and the page data too), so it is
 * one a cold trip page meets on a loaded machine; the slow call is far slower.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger, type Stack, startStack } from './support/stack.ts';

const KENYA = '/us/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa';

describe('the page deadline', () => {
  const { logger, lines: logs } = capturingLogger('debug');
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      random: () => 0.5,
      env: { COMPOSE_DEADLINE_MS: '1500', UPSTREAM_TIMEOUT_MS: '8000' },
      logger,
    });
  }, 60_000);
  afterAll(() => stack?.close());

  it('cancels the late call at the deadline and answers without its block', async () => {
    stack.sandbox.sandboxFaults.set({
      path: '/api/category/:categoryId/itinerary/:departureCityId',
      latencyMs: 6_000,
    });
    try {
      const started = performance.now();
      const res = await stack.composer.inject({
        url: `/v1/pages${KENYA}`,
        headers: { host: 'localhost:3000' },
      });
      const took = performance.now() - started;
      expect(res.statusCode).toBe(200);
      // The deadline and its grace, with room for a loaded machine; far below the slow call's 6 s.
      expect(took).toBeLessThan(3_000);
      const types = res.json().regions.main.map((b: { type: string }) => b.type);
      expect(types).not.toContain('TripItinerary');
      expect(types).toContain('DepartureCalendar');
      await expect.poll(() => logs.some((l) => l['msg'] === 'upstream call cancelled')).toBe(true);
      const cancelled = logs.find((l) => l['msg'] === 'upstream call cancelled')!;
      expect((cancelled['upstream'] as { source: string }).source).toBe('itinerary');
      expect(logs.some((l) => l['msg'] === 'block dropped: deadline')).toBe(true);
    } finally {
      stack.sandbox.sandboxFaults.clear();
    }
  });
});
