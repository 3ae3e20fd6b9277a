import { describe, expect, it } from 'vitest';
import { Errors, isRendererError, wrap } from './errors.ts';

// Every code is documented in docs/errors.md: tests/error-catalogue.test.ts checks all catalogues.
describe('renderer error catalogue', () => {
  it('codes are unique and prefixed', () => {
    const codes = Object.values(Errors).map((E) => new E('x').code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^ERR_RENDER_[A-Z_]+$/);
  });

  it('wraps unknown errors keeping the cause, and keeps catalogue errors as they are', () => {
    const cause = new Error('connect ECONNREFUSED');
    const err = wrap(Errors.PAGE_SOURCE, cause);
    expect(isRendererError(err)).toBe(true);
    expect(err).toBeInstanceOf(Errors.PAGE_SOURCE);
    expect(err).toMatchObject({ code: 'ERR_RENDER_PAGE_SOURCE', statusCode: 500, cause });
    expect(err.message).toBe('The page source failed: connect ECONNREFUSED');
    const invalid = new Errors.INVALID_PAGE('bad');
    expect(wrap(Errors.PAGE_SOURCE, invalid)).toBe(invalid);
  });
});
