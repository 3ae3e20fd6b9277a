import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Errors, wrap } from './errors.ts';

const doc = readFileSync(fileURLToPath(new URL('../../../docs/errors.md', import.meta.url)), 'utf8');
const section = doc.slice(doc.indexOf('## studio'));

describe('studio web error catalogue', () => {
  it.each(Object.entries(Errors))('%s is documented under "studio" in docs/errors.md', (_name, Entry) => {
    const err = new Entry('x');
    const status = err.statusCode === undefined ? '—' : String(err.statusCode);
    expect(section).toMatch(new RegExp(`\\|\\s*\`${err.code}\`\\s*\\|\\s*${status}\\s*\\|`));
  });

  it('codes are unique and prefixed', () => {
    const codes = Object.values(Errors).map((E) => new E('x').code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^ERR_STUDIO_[A-Z_]+$/);
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
