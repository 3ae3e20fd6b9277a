import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it.each([
    ['Maya Thompson', 'MT'],
    ['maya', 'M'],
    ['  María José  de la Fuente ', 'MF'],
    ['Émile Zola', 'ÉZ'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
