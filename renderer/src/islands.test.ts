import type { Block } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { needsHydration } from './islands.ts';

const block = (type: string, props: object) => ({ id: 'b', type, props }) as unknown as Block;

describe('needsHydration', () => {
  it('hydrates interactive types and never static ones', () => {
    expect(needsHydration(block('Header', {}))).toBe(true);
    expect(needsHydration(block('FlashSaleCarousel', {}))).toBe(true);
    expect(needsHydration(block('PromiseSection', {}))).toBe(false);
    expect(needsHydration(block('Footer', {}))).toBe(false);
  });

  it.each([
    ['HeroSlider', { variant: 'static' }, false],
    ['HeroSlider', { variant: 'carousel' }, true],
    ['BrandStory', { media: { kind: 'image' } }, false],
    ['BrandStory', { media: { kind: 'video' } }, true],
    ['AdBanner', { adUnits: ['/1/a'] }, false],
    ['AdBanner', { adUnits: ['/1/a', '/1/b'] }, true],
  ])('%s with %j hydrates: %s', (type, props, expected) => {
    expect(needsHydration(block(type, props))).toBe(expected);
  });
});
