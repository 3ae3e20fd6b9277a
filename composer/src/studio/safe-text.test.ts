import { SessionRequest } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { controlCharPaths, hasControlChars, withoutControlChars } from './safe-text.ts';

describe('control characters in studio input', () => {
  it.each(['\u0000', 'a\u0001', '\u001b[31m', 'x\u007f'])('refuses %j', (text) => {
    expect(hasControlChars(text)).toBe(true);
  });

  it.each(['plain', 'tab\there', 'two\nlines\r\n', 'é€😀'])('accepts %j', (text) => {
    expect(hasControlChars(text)).toBe(false);
  });

  it('names every offending field, keys and nested values included', () => {
    expect(controlCharPaths({ a: 'ok', b: ['x', 'y\u0000'], c: { 'k\u0001': 1 } })).toEqual([
      ['b', 1],
      ['c', 'k\u0001'],
    ]);
  });

  it('refuses them as field errors and keeps the schema as it was for valid input', () => {
    const schema = withoutControlChars(SessionRequest);
    const bad = schema.safeParse({ email: 'eve\u0000@example.com', password: 'secret' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['email'],
      message: 'must not contain control characters',
    });
    expect(schema.parse({ email: 'eve@example.com', password: 'secret' })).toEqual({
      email: 'eve@example.com',
      password: 'secret',
    });
    // The OpenAPI document still names the shared component.
    expect(JSON.stringify(z.toJSONSchema(schema))).toContain('SessionRequest');
  });
});
