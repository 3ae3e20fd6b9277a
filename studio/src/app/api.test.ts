import { describe, expect, it } from 'vitest';
import { requestSchemaErrors } from './api.ts';

describe('requestSchemaErrors', () => {
  it('reads the field of a request-schema 400', () => {
    expect(requestSchemaErrors('body.password Use at least 12 characters')).toEqual([
      { path: ['password'], message: 'Use at least 12 characters' },
    ]);
    expect(requestSchemaErrors('body.scope.pageKey Invalid string')).toEqual([
      { path: ['scope', 'pageKey'], message: 'Invalid string' },
    ]);
    expect(requestSchemaErrors('body.placements.2 Too many')).toEqual([
      { path: ['placements', 2], message: 'Too many' },
    ]);
    expect(requestSchemaErrors('Something else')).toEqual([]);
  });
});
