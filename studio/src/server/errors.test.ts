import { describe, expect, it } from 'vitest';
import { Errors, wrap } from './errors.ts';

// Every code is documented in docs/errors.md: tests/error-catalogue.test.ts checks all catalogues.
describe('studio web error catalogue', () => {
  it('codes are unique and prefixed', () => {
    const { NOT_FOUND, ...own } = Errors;
    const codes = Object.values(own).map((E) => new E('x').code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^ERR_STUDIO_[A-Z_]+$/);
    // An unknown /studio/api/* path answers in the studio API's own code family, which its clients read.
    expect(new NOT_FOUND('/studio/api/nope')).toMatchObject({ code: 'STUDIO_NOT_FOUND', statusCode: 404 });
  });

  it('wraps unknown errors keeping the cause, and keeps its own errors as they are', () => {
    const cause = new Error('connect ECONNREFUSED');
    const err = wrap(Errors.PREVIEW, cause);
    expect(err).toBeInstanceOf(Errors.PREVIEW);
    expect(err).toMatchObject({ code: 'ERR_STUDIO_PREVIEW', statusCode: 502, cause });
    expect(err.message).toBe('The preview could not be rendered: connect ECONNREFUSED');
    const assets = new Errors.ASSETS('no script');
    expect(wrap(Errors.PREVIEW, assets)).toBe(assets);
  });
});
