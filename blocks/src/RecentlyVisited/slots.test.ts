import { describe, expect, it } from 'vitest';
import { fillerSlots } from './slots.ts';

const ROW = { cardsSmall: 3, cardsLarge: 4 };

describe('fillerSlots', () => {
  it.each([
    [0, [false, false, false, true]],
    [1, [false, false, true]],
    [2, [false, true]],
    [3, [true]],
    [4, []],
    [9, []],
  ])('with %i cards fills the row, the 4th place on large screens only', (cards, largeOnly) => {
    const slots = fillerSlots(cards, ROW);
    expect(slots.map((s) => s.largeOnly)).toEqual(largeOnly);
    expect(slots.map((s) => s.position)).toEqual(largeOnly.map((_, i) => cards + i));
  });

  it('follows the sizes it is given', () => {
    expect(fillerSlots(1, { cardsSmall: 2, cardsLarge: 5 }).map((s) => s.largeOnly)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});
