import { describe, expect, it } from 'vitest';
import { encodedLocation, isHeaderText, retryAfterOf, validHeaderValue } from './relay.ts';

describe('header text: what Node would throw on is dropped, never a 500', () => {
  it('accepts what Node sends and refuses what it throws on', () => {
    expect(isHeaderText('private, no-cache')).toBe(true);
    expect(isHeaderText('caf\u00e9')).toBe(true); // Latin-1 is sent as is
    for (const bad of ['\u20ac', 'a\r\nb: c', 'a\nb', 'a\0b', '\u{1F600}'])
      expect(isHeaderText(bad)).toBe(false);
  });

  it('keeps the valid elements of a list, and nothing when none is valid', () => {
    expect(validHeaderValue(['a=1', 'b=\u20ac', 'c=3'])).toEqual(['a=1', 'c=3']);
    expect(validHeaderValue(['b=\u20ac'])).toBeUndefined();
    expect(validHeaderValue(600)).toBe('600');
    expect(validHeaderValue(undefined)).toBeUndefined();
  });

  it('percent-encodes a Location instead of dropping it', () => {
    expect(encodedLocation('/us?advisor_token=\u20ac')).toBe('/us?advisor_token=%E2%82%AC');
    expect(encodedLocation('/us\r\nSet-Cookie: x=1')).toBe('/us%0D%0ASet-Cookie:%20x=1');
    expect(encodedLocation(['/a', '/b'])).toBe('/a');
    expect(encodedLocation(undefined)).toBeUndefined();
  });

  it("keeps the composer's Retry-After when it is seconds or a date, else 5 s", () => {
    expect(retryAfterOf('7')).toBe('7');
    expect(retryAfterOf('Wed, 21 Oct 2026 07:28:00 GMT')).toBe('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(retryAfterOf(undefined)).toBe('5');
    expect(retryAfterOf('soon\r\n')).toBe('5');
  });
});
