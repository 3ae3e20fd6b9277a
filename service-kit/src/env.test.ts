import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeEnvIssues, envFlag, envLogLevel, envPort, isHttpUrl, parseEnv } from './env.ts';

const Schema = z.object({
  PORT: envPort.default(3000),
  LOG_LEVEL: envLogLevel.default('info'),
  FAULTS: envFlag.default(false),
  NAME: z.string().min(3),
});

describe('parseEnv', () => {
  it('reads only the schema’s variables, empty strings as unset, with defaults and coercion', () => {
    expect(parseEnv(Schema, { NAME: 'web', PORT: '', FAULTS: 'on', OTHER: 'x' })).toEqual({
      ok: true,
      env: { PORT: 3000, LOG_LEVEL: 'info', FAULTS: true, NAME: 'web' },
    });
    expect(parseEnv(Schema, { NAME: 'web', PORT: '8080', FAULTS: 'no' })).toMatchObject({
      env: { PORT: 8080, FAULTS: false },
    });
  });

  it('names every refused variable with the value given', () => {
    const parsed = parseEnv(Schema, { PORT: '70000', LOG_LEVEL: 'loud', FAULTS: 'maybe' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues.map((i) => [i.variable, i.value])).toEqual([
      ['PORT', '70000'],
      ['LOG_LEVEL', 'loud'],
      ['FAULTS', 'maybe'],
      ['NAME', undefined],
    ]);
    const text = describeEnvIssues(parsed.issues);
    expect(text.split('\n')[0]).toBe('Invalid configuration:');
    expect(text).toContain('  PORT: ');
    expect(text).toContain('(got "70000")');
    expect(text).toMatch(/\n {2}NAME: [^\n]*$/);
    expect(text).not.toContain('got undefined');
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['http://127.0.0.1:3000', true],
    ['https://composer.internal/', true],
    ['composer:3000', false],
    ['ftp://x', false],
    ['', false],
  ])('%s: %s', (text, expected) => {
    expect(isHttpUrl(text)).toBe(expected);
  });
});

describe('exitOnInvalidConfig', () => {
  it('stops the process with status 78 and the message on stderr', () => {
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const module = fileURLToPath(new URL('./env.ts', import.meta.url));
    const result = spawnSync(
      tsx,
      ['-e', `import(${JSON.stringify(module)}).then((m) => m.exitOnInvalidConfig('PORT: expected a port'))`],
      { encoding: 'utf8', timeout: 20_000 },
    );
    expect(result.status).toBe(78);
    expect(result.stderr).toBe('Invalid configuration: PORT: expected a port\n');
  });
});
