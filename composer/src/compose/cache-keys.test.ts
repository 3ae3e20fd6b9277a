import { describe, expect, it } from 'vitest';
import { buildCtx } from '../../test/block-kit.ts';
import { blockCacheKey, pageCacheKey } from './cache-keys.ts';

describe('blockCacheKey: exactly the declared dimensions', () => {
  const us = buildCtx({ market: 'us', device: 'desktop' });
  const usMobile = buildCtx({ market: 'us', device: 'mobile' });
  const es = buildCtx({ market: 'es', device: 'desktop' });

  it('ignores what the resolver does not read', () => {
    expect(blockCacheKey('BrandStory', 'p1', '{}', ['market', 'locale'], us)).toBe(
      blockCacheKey('BrandStory', 'p1', '{}', ['market', 'locale'], usMobile),
    );
  });

  it('separates what it reads', () => {
    expect(blockCacheKey('SearchSection', 'p1', '{}', ['device'], us)).not.toBe(
      blockCacheKey('SearchSection', 'p1', '{}', ['device'], usMobile),
    );
    expect(blockCacheKey('BrandStory', 'p1', '{}', ['market'], us)).not.toBe(
      blockCacheKey('BrandStory', 'p1', '{}', ['market'], es),
    );
  });

  it('separates placements, configs, experiments and translator mode', () => {
    const base = blockCacheKey('HeroSlider', 'p1', '{}', [], us);
    expect(blockCacheKey('HeroSlider', 'p2', '{}', [], us)).not.toBe(base);
    expect(blockCacheKey('HeroSlider', 'p1', '{"maxSlides":2}', [], us)).not.toBe(base);
    expect(blockCacheKey('HeroSlider', 'p1', '{}', [], { ...us, translatorMode: true })).not.toBe(base);
    const v2 = { ...us, experiments: { ABMvpPdp: 'v2' as const } };
    expect(blockCacheKey('HeroSlider', 'p1', '{}', ['experiment:ABMvpPdp'], v2)).not.toBe(
      blockCacheKey('HeroSlider', 'p1', '{}', ['experiment:ABMvpPdp'], us),
    );
  });
});

describe('pageCacheKey: the whole wire context', () => {
  const ctx = buildCtx({ market: 'us' });
  it('changes with the layout version, the origin, the device and the query flags', () => {
    const key = pageCacheKey('home', 'l1@1', ctx);
    expect(pageCacheKey('home', 'l1@2', ctx)).not.toBe(key);
    expect(pageCacheKey('home', 'l1@1', { ...ctx, origin: 'http://advisors.localhost' })).not.toBe(key);
    expect(pageCacheKey('home', 'l1@1', { ...ctx, device: 'mobile' })).not.toBe(key);
    expect(pageCacheKey('home', 'l1@1', { ...ctx, errorCode: 'ERR_SALES_AUTH' })).not.toBe(key);
    expect(pageCacheKey('home', 'l1@1', { ...ctx })).toBe(key);
  });
});
