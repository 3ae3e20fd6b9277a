import { describe, expect, it } from 'vitest';
import { dependencyOf, MIN_ATTEMPT_MS, retryDelayMs, retryFitsDeadline } from './upstream-policy.ts';

describe('retryDelayMs (storefront.md §7 "Shared request behaviour", §9 Retry)', () => {
  it.each([
    // [status, failures so far, wait before the next try or null]
    [503, 1, 0],
    [503, 2, null],
    [500, 1, 1_000],
    [500, 2, 3_000],
    [502, 3, 3_000],
    [504, 4, null],
    [404, 1, null],
    [400, 1, null],
    [undefined, 1, null],
  ] as const)('status %s after %i failure(s): %s', (status, failures, expected) => {
    expect(retryDelayMs(status, failures)).toBe(expected);
  });

  it('makes at most 4 tries of a status >= 500 other than 503 (until more than 3 failures), 2 of a 503', () => {
    const tries = (status: number) => {
      let failures = 0;
      for (;;) {
        failures++;
        if (retryDelayMs(status, failures) === null) return failures;
      }
    };
    expect(tries(500)).toBe(4);
    expect(tries(503)).toBe(2);
  });
});

describe('retryFitsDeadline', () => {
  it('never waits past the deadline, and leaves the retry time to answer', () => {
    expect(retryFitsDeadline(1_000, 1_000, undefined)).toBe(true);
    expect(retryFitsDeadline(1_000, 1_000, 2_000 + MIN_ATTEMPT_MS)).toBe(true);
    expect(retryFitsDeadline(1_000, 1_000, 2_000 + MIN_ATTEMPT_MS - 1)).toBe(false);
    expect(retryFitsDeadline(1_000, 3_000, 3_000)).toBe(false);
  });
});

describe('dependencyOf', () => {
  it.each([
    ['/us/api/home?locale=en-US', '/api/home'],
    ['/us/api/header/deals?locale=en-US', '/api/header'],
    ['/es/api/category/7/itinerary/MAD?locale=es-ES', '/api/category'],
    ['/de/api/nextjs/pdp/12?locale=de-DE', '/api/nextjs'],
    ['/us/v1/www/1/site/context/affiliate?locale=en-US', '/v1'],
    ['/api/site/context/guest', '/api/site'],
  ])('%s -> %s', (path, dependency) => {
    expect(dependencyOf(path)).toBe(dependency);
  });
});
