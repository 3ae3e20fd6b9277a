import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Errors, isRendererError, wrap } from './errors.ts';

const doc = readFileSync(fileURLToPath(new URL('../../docs/errors.md', import.meta.url)), 'utf8');
const section = doc.slice(doc.indexOf('## renderer'));

describe('renderer error catalogue', () => {
  it.each(Object.entries(Errors))('%s is documented under "renderer" in docs/errors.md', (_name, Ctor) => {
    const err = new Ctor('x');
    const status = err.statusCode === undefined ? '—' : String(err.statusCode);
    expect(section).toMatch(new RegExp(`\\|\\s*\`${err.code}\`\\s*\\|\\s*${status}\\s*\\|`));
  });

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
