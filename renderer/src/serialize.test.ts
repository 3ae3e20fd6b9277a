import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, safeJson } from './serialize.ts';

/** Strings rich in the characters that matter: tags, comments, ampersands and line separators. */
const hostile = fc.string({
  unit: fc.oneof(
    fc.constantFrom('<', '>', '&', '/', '!', '-', 's', 'S', '\u2028', '\u2029', '"', "'", '\\'),
    fc.constantFrom('</script>', '</SCRIPT ', '<!--', '-->', '<script>', ']]>'),
    fc.string({ unit: 'grapheme', maxLength: 1 }),
  ),
});

function assertInert(json: string) {
  expect(json.toLowerCase()).not.toContain('</script');
  expect(json).not.toContain('<!--');
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
}

describe('safeJson', () => {
  it('never lets a string break out of a script element, and reads back the same string', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const json = safeJson(value);
        assertInert(json);
        expect(JSON.parse(json)).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });

  it('never lets an object break out of a script element, and round-trips it', () => {
    const values = fc
      .jsonValue({ maxDepth: 4 })
      .chain((v) =>
        fc.record({ key: hostile, value: fc.constant(v), nested: fc.dictionary(hostile, hostile) }),
      );
    fc.assert(
      fc.property(values, (value) => {
        const json = safeJson(value);
        assertInert(json);
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 500 },
    );
  });

  it('escapes the known breakouts as \\u sequences', () => {
    expect(safeJson('</script><!--\u2028')).toBe('"\\u003c/script\\u003e\\u003c!--\\u2028"');
    expect(safeJson(undefined)).toBe('null');
  });
});

describe('escapeHtml', () => {
  const decodeEntities = (s: string) =>
    s
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');

  it('leaves no markup characters and decodes back to the input', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const html = escapeHtml(value);
        expect(html).not.toMatch(/[<>"']/);
        expect(decodeEntities(html)).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });
});
