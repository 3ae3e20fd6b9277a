import type { Placement } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { diffPlacementLists } from './diff.ts';

const p = (
  id: string,
  blockType: Placement['blockType'],
  config: Record<string, unknown> = {},
): Placement => ({
  id,
  blockType,
  config,
  audience: {},
  schedule: { from: null, until: null },
});
const label = (t: string) => t.replace(/([a-z])([A-Z])/g, '$1 $2');

describe('diffPlacementLists', () => {
  const base = [
    p('hero', 'HeroSlider'),
    p('search', 'SearchSection'),
    p('flash', 'FlashSaleCarousel'),
    p('best', 'BestSellersCarousel'),
  ];

  it('reads one move as one move', () => {
    const after = [base[2]!, base[0]!, base[1]!, base[3]!];
    expect(diffPlacementLists(base, after, label).map((c) => c.summary)).toEqual([
      'Moved Flash Sale Carousel (flash) from position 3 to 1',
    ]);
  });

  it('reads a swap of neighbours as the lower one moving up', () => {
    const after = [base[0]!, base[2]!, base[1]!, base[3]!];
    expect(diffPlacementLists(base, after, label).map((c) => c.summary)).toEqual([
      'Moved Flash Sale Carousel (flash) from position 3 to 2',
    ]);
  });

  it('lists additions, removals and changed settings', () => {
    const after = [
      base[0]!,
      p('flash', 'FlashSaleCarousel', { maxCards: 6 }),
      base[3]!,
      p('new', 'PromiseSection'),
    ];
    expect(diffPlacementLists(base, after, label).map((c) => c.summary)).toEqual([
      'Removed Search Section (search) from position 2',
      'Added Promise Section (new) at position 4',
      'Changed the settings of Flash Sale Carousel (flash): {} → {"maxCards":6}',
    ]);
  });

  it('is empty for equal lists', () => {
    expect(diffPlacementLists(base, structuredClone(base), label)).toEqual([]);
  });
});
