import { describe, expect, it } from 'vitest';
import { pickAdUnit } from './pick-ad-unit.ts';

const TWO = ['/21700000/waypoint-uk-home-a', '/21700000/waypoint-uk-home-b'];

describe('pickAdUnit', () => {
  it('always uses the only unit', () => {
    expect(pickAdUnit(['/21700000/waypoint-us-home'], () => 0.99)).toBe('/21700000/waypoint-us-home');
  });

  it.each([
    [0, TWO[0]],
    [0.4999, TWO[0]],
    [0.5, TWO[1]],
    [0.9999, TWO[1]],
  ])('random %d picks %s', (r, expected) => {
    expect(pickAdUnit(TWO, () => r)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1, 1])('falls back to the first unit on random %d', (r) => {
    expect(pickAdUnit(TWO, () => r)).toBe(TWO[0]);
  });

  it('has nothing to pick from no units', () => {
    expect(pickAdUnit([], () => 0.2)).toBeNull();
  });

  it('splits about evenly over many draws', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 10_000; i++) {
      if (pickAdUnit(TWO, random) === TWO[0]) counts.a++;
      else counts.b++;
    }
    expect(counts.a).toBeGreaterThan(4_700);
    expect(counts.b).toBeGreaterThan(4_700);
  });
});
