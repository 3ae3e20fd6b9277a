import { describe, expect, it } from 'vitest';
import { Errors } from './errors.ts';

// Every code is documented in docs/errors.md: tests/error-catalogue.test.ts checks all catalogues.
describe('error catalogue', () => {
  it('codes are unique', () => {
    const codes = Object.values(Errors).map((E) => new E('x', 1).code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps the cause', () => {
    const cause = new Error('socket hang up');
    const err = new Errors.UPSTREAM_UNAVAILABLE('GET /us/api/home', 'socket hang up', { cause });
    expect(err.cause).toBe(cause);
    expect(err.message).toBe('Upstream call GET /us/api/home failed: socket hang up');
  });
});
