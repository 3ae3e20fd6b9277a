import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ERRORS, errorBody, errorMessage } from './errors.ts';

it('documents every error code in the README', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  for (const code of Object.keys(ERRORS)) expect(readme, code).toContain(`\`${code}\``);
});

it('fills message templates and keeps unknown placeholders visible', () => {
  expect(errorMessage('UNKNOWN_RESELLER', { reseller: 'x' })).toBe("No logo for reseller 'x'");
  expect(errorMessage('UNKNOWN_RESELLER')).toBe("No logo for reseller '{reseller}'");
  expect(JSON.parse(errorBody('BAD_REQUEST', { detail: 'nope' }))).toEqual({
    error: { code: 'BAD_REQUEST', message: 'nope' },
  });
});

it('names the unknown trip page resources', () => {
  expect(errorMessage('UNKNOWN_PRODUCT', { id: '99' })).toBe("No product '99'");
  expect(errorMessage('UNKNOWN_CATEGORY', { categoryId: '19' })).toBe("No category '19'");
  expect(errorMessage('UNKNOWN_CONTENT_BLOCK', { id: '7' })).toBe("No content block '7'");
  for (const code of ['UNKNOWN_PRODUCT', 'UNKNOWN_CATEGORY', 'UNKNOWN_CONTENT_BLOCK'] as const) {
    expect(ERRORS[code].status).toBe(404);
  }
});
