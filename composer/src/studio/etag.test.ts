import { describe, expect, it } from 'vitest';
import { etagOf, expectedRevision, parseIfMatch } from './etag.ts';

describe('If-Match (RFC 9110 §13.1.1)', () => {
  it('writes strong ETags from revisions', () => {
    expect(etagOf(7)).toBe('"7"');
  });

  it.each([
    [undefined, null],
    ['', null],
    ['"7"', 7],
    [' "12" ', 12],
    [['"3"'], 3],
    ['*', -1],
    ['W/"7"', -1],
    ['"7", "8"', -1],
    ['7', -1],
    ['"abc"', -1],
  ])('If-Match %j -> expected revision %j (null: 428, -1: always stale)', (header, expected) => {
    expect(expectedRevision(parseIfMatch(header as never))).toBe(expected);
  });
});
