import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baggagePieces } from './baggage.ts';

describe('baggagePieces', () => {
  // buying-flow.md §5 "Baggage allowance"
  it.each([
    ['2PC', 2],
    ['0PC', 0],
    ['1PC', 1],
    ['23K', 1],
    ['0K', 0],
    ['NIL', 0],
    ['', 0],
  ] as const)('%j gives %i (spec)', (text, pieces) => {
    expect(baggagePieces(text)).toBe(pieces);
  });

  it.each([
    [' 2PC ', 2],
    ['2pc', 2],
    ['2Pc', 2],
    ['23k', 1],
    ['\t1PC\n', 1],
    ['02PC', 2],
    ['000K', 0],
  ] as const)('ignores case and surrounding whitespace: %j gives %i', (text, pieces) => {
    expect(baggagePieces(text)).toBe(pieces);
  });

  it.each([
    '1 PC',
    '23 K',
    '23KG',
    'PC',
    'K',
    '2',
    '-1PC',
    '1.5PC',
    '+2PC',
    '2PC2',
    '2PCS',
    '99999999999999999999PC',
  ])('cannot parse %j: 0', (text) => {
    expect(baggagePieces(text)).toBe(0);
  });

  it('gives 0 for missing values and non-strings', () => {
    expect(baggagePieces(null)).toBe(0);
    expect(baggagePieces(undefined)).toBe(0);
    expect(baggagePieces(2 as unknown as string)).toBe(0);
  });

  it('gives n for nPC and 1 or 0 for nK, and never throws', () => {
    fc.assert(
      fc.property(fc.nat(1000), (n) => {
        expect(baggagePieces(`${n}PC`)).toBe(n);
        expect(baggagePieces(`${n}K`)).toBe(n > 0 ? 1 : 0);
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const pieces = baggagePieces(x as string);
        expect(Number.isSafeInteger(pieces) && pieces >= 0).toBe(true);
      }),
    );
  });
});
