import type { Placement } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import {
  duplicateAt,
  insertAt,
  moveItem,
  newPlacement,
  samePlacements,
  uniquePlacementId,
} from './placements.ts';

const p = (id: string, blockType: Placement['blockType'] = 'HeroSlider'): Placement => ({
  id,
  blockType,
  config: {},
  audience: {},
  schedule: { from: null, until: null },
});

describe('moveItem', () => {
  it('moves an item up and down', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
  });
  it('ignores moves out of the list', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('uniquePlacementId', () => {
  it('never answers an id in use', () => {
    const values = ['x1', 'x1', 'x2'];
    const id = uniquePlacementId([p('flash-sale-carousel-x1')], 'FlashSaleCarousel', () => values.shift()!);
    expect(id).toBe('flash-sale-carousel-x2');
  });
});

describe('duplicateAt', () => {
  it('puts a copy with a new id right after the original', () => {
    const list = [p('a'), { ...p('b', 'BestSellersCarousel'), config: { maxCards: 4 } }, p('c')];
    const next = duplicateAt(list, 1);
    expect(next.map((x) => x.blockType)).toEqual([
      'HeroSlider',
      'BestSellersCarousel',
      'BestSellersCarousel',
      'HeroSlider',
    ]);
    expect(next[2]!.config).toEqual({ maxCards: 4 });
    expect(new Set(next.map((x) => x.id)).size).toBe(4);
    next[2]!.config.maxCards = 9;
    expect(list[1]!.config.maxCards).toBe(4);
  });
});

describe('newPlacement and insertAt', () => {
  it('adds a placement everyone sees, always', () => {
    const created = newPlacement([p('a')], 'SearchSection');
    expect(created).toMatchObject({
      blockType: 'SearchSection',
      config: {},
      audience: {},
      schedule: { from: null, until: null },
    });
    expect(insertAt(['a', 'b'], 1, 'x')).toEqual(['a', 'x', 'b']);
    expect(insertAt(['a', 'b'], 9, 'x')).toEqual(['a', 'b', 'x']);
  });
});

describe('samePlacements', () => {
  it('ignores key order, not content', () => {
    expect(samePlacements([{ a: 1, b: { c: 2, d: 3 } }], [{ b: { d: 3, c: 2 }, a: 1 }])).toBe(true);
    expect(samePlacements([{ a: 1 }], [{ a: 2 }])).toBe(false);
    expect(samePlacements([p('a'), p('b')], [p('b'), p('a')])).toBe(false);
  });
});
