import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWinAnsi, toWinAnsi } from './win-ansi.ts';

describe('toWinAnsi', () => {
  it.each([
    ['Japón, niño, Categoría', 'Japón, niño, Categoría'],
    ['« Séjour » à Noël – 4 496,50 €', '« Séjour » à Noël – 4 496,50 €'],
    ['Größe, Gebühr, Straße, Übernachtung', 'Größe, Gebühr, Straße, Übernachtung'],
    ['‘quoted’ “twice” … Œuvre ™', '‘quoted’ “twice” … Œuvre ™'],
    ['4\u202f496,50\u00a0€', '4\u00a0496,50\u00a0€'],
    ['Madrid → Tokio', 'Madrid -> Tokio'],
    ['−15 %', '-15 %'],
    ['Kyōto, București, Łódź', 'Kyoto, Bucuresti, ?ódz'],
    ['Playa 🏖️ y sol', 'Playa  y sol'],
    ['e\u0301', 'é'],
    ['東京', '??'],
  ])('%j → %j', (input, expected) => {
    expect(toWinAnsi(input)).toBe(expected);
  });

  it('leaves only characters the standard fonts can show, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect([...toWinAnsi(text)].every(isWinAnsi)).toBe(true);
      }),
    );
  });

  it('changes nothing already in WinAnsi', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aZ09 .,;:!?éñüßÀÇ«»€–—‘’“”…\n') }), (text) => {
        expect(toWinAnsi(text)).toBe(text);
      }),
    );
  });
});
