import { describe, expect, it } from 'vitest';
import { sanitizeInlineHtml, sanitizeOptionalHtml, sanitizeRichHtml } from './sanitize.ts';

describe('sanitizeInlineHtml', () => {
  it.each([
    [
      '<strong>Bold</strong> and <em>em</em><br><b>b</b><i>i</i>',
      '<strong>Bold</strong> and <em>em</em><br /><b>b</b><i>i</i>',
    ],
    ['<span class="hl" style="color:red" onclick="x()">Hi</span>', '<span class="hl">Hi</span>'],
    ['<script>alert(1)</script>Safe', 'Safe'],
    ['<style>body{display:none}</style>Text', 'Text'],
    ['<a href="javascript:alert(1)">link</a>', 'link'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<iframe src="https://evil.test"></iframe>Ok', 'Ok'],
    ['<div><p>Block <strong onmouseover="x">text</strong></p></div>', 'Block <strong>text</strong>'],
    ['Tom &amp; Jerry', 'Tom &amp; Jerry'],
  ])('%s', (input, expected) => {
    expect(sanitizeInlineHtml(input)).toBe(expected);
  });

  it('keeps null as null and turns text that sanitises to nothing into null', () => {
    expect(sanitizeOptionalHtml(null)).toBeNull();
    expect(sanitizeOptionalHtml('<script>x</script>')).toBeNull();
    expect(sanitizeOptionalHtml('<em>Yes</em>')).toBe('<em>Yes</em>');
  });
});

describe('sanitizeRichHtml', () => {
  it.each([
    [
      '<p>Day <strong>one</strong></p><ul><li>Breakfast</li></ul>',
      '<p>Day <strong>one</strong></p><ul><li>Breakfast</li></ul>',
    ],
    ['<h3 class="x">Included</h3>', '<h3>Included</h3>'],
    [
      '<a href="https://waypoint.test/terms" target="_blank">terms</a>',
      '<a href="https://waypoint.test/terms" rel="noopener noreferrer">terms</a>',
    ],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="//evil.test">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)"><iframe src="https://evil.test"></iframe>', ''],
  ])('%s', (input, expected) => {
    expect(sanitizeRichHtml(input)).toBe(expected);
  });
});
