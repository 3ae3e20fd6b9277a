/**
 * docs/errors.md documents every code of every package's error catalogue, under the package's own
 * heading, with the HTTP status the entry answers with ('—' for an error that is only logged). The
 * catalogues are the ones the packages build with the service kit's defineError; a new entry, or a
 * status changed in code and not in the documentation, fails here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CmsErrors } from '../cms-adapter/src/errors.ts';
import { Errors as composerErrors } from '../composer/src/errors.ts';
import { Errors as rendererErrors } from '../renderer/src/errors.ts';
import { Errors as sandboxErrors } from '../sandbox/src/errors.ts';
import { Errors as studioErrors } from '../studio/src/server/errors.ts';

type Catalogue = Record<string, new () => { code: string; statusCode?: number }>;

/** Each package's catalogue, by the heading of its section in docs/errors.md. */
const CATALOGUES: Record<string, Catalogue> = {
  composer: composerErrors,
  renderer: rendererErrors,
  studio: studioErrors,
  'cms-adapter': CmsErrors,
  sandbox: sandboxErrors,
};

const doc = readFileSync(fileURLToPath(new URL('../docs/errors.md', import.meta.url)), 'utf8');

/** The text under `## <name>`, up to the next second-level heading. */
function section(name: string): string {
  const start = doc.indexOf(`\n## ${name}\n`);
  if (start === -1) return '';
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

const entries = Object.entries(CATALOGUES).flatMap(([pkg, catalogue]) =>
  Object.entries(catalogue).map(([name, Entry]) => {
    const { code, statusCode } = new Entry();
    return [pkg, name, code, statusCode === undefined ? '—' : String(statusCode)] as const;
  }),
);

describe('docs/errors.md', () => {
  it.each(Object.keys(CATALOGUES))('has a section for the %s catalogue', (pkg) => {
    expect(section(pkg)).not.toBe('');
    expect(Object.keys(CATALOGUES[pkg] ?? {}).length).toBeGreaterThan(0);
  });

  it.each(entries)('documents %s %s (%s) with status %s', (pkg, _name, code, status) => {
    expect(section(pkg)).toMatch(new RegExp(`^\\|\\s*\`${code}\`\\s*\\|\\s*${status}\\s*\\|`, 'm'));
  });
});
