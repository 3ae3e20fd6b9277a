import { BLOCK_TYPES } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { resolvers } from './index.ts';

describe('resolver registry', () => {
  it('has one resolver per block type, registered under its own type', () => {
    expect(Object.keys(resolvers).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const [type, resolver] of Object.entries(resolvers)) expect(resolver.type).toBe(type);
  });

  it('declares dimensions without duplicates and never translatorMode (added by the pipeline)', () => {
    for (const resolver of Object.values(resolvers)) {
      expect(new Set(resolver.dimensions).size, resolver.type).toBe(resolver.dimensions.length);
      expect(resolver.dimensions, resolver.type).not.toContain('translatorMode');
    }
  });

  it('lists market with every price or market path it builds', () => {
    for (const type of [
      'HeroSlider',
      'FlashSaleCarousel',
      'BestSellersCarousel',
      'ThemedCarousel',
      'Header',
      'Footer',
    ] as const) {
      expect(resolvers[type].dimensions, type).toContain('market');
    }
  });
});
