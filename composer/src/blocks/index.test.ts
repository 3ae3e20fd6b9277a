import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolvers } from './index.ts';

describe('resolver registry', () => {
  it('has one resolver per block definition in schemas/src/blocks, registered under its own type', () => {
    // The definition files on disk, not BLOCK_TYPES: the registry is generated from the same list.
    const dir = new URL('../../../schemas/src/blocks/', import.meta.url);
    const defined = readdirSync(dir).flatMap((file) =>
      [...readFileSync(new URL(file, dir), 'utf8').matchAll(/defineBlock\(\{\s*type: '(\w+)'/g)].map(
        (m) => m[1],
      ),
    );
    expect(defined.length).toBeGreaterThan(40);
    expect(Object.keys(resolvers).sort()).toEqual(defined.sort());
    for (const [type, resolver] of Object.entries(resolvers)) expect(resolver.type).toBe(type);
  });

  it("registers the resolver that the type's own file exports", async () => {
    for (const [type, resolver] of Object.entries(resolvers)) {
      const file = `${type.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase()}.ts`;
      const module = (await import(new URL(file, import.meta.url).href)) as Record<string, unknown>;
      expect(Object.values(module), file).toContain(resolver);
    }
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
