import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Errors } from './errors.ts';

const doc = readFileSync(fileURLToPath(new URL('../../docs/errors.md', import.meta.url)), 'utf8');

describe('error catalogue', () => {
  it.each(Object.entries(Errors))('%s is documented in docs/errors.md with its status', (_name, Ctor) => {
    const err = new Ctor('x', 1);
    expect(doc).toMatch(new RegExp(`\\|\\s*\`${err.code}\`\\s*\\|\\s*${err.statusCode}\\s*\\|`));
  });

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
