import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  ERROR_MODAL_DELAY_MS,
  HEADER_HEIGHTS,
  HERO_AUTOPLAY_MS,
  RECENTLY_VISITED,
  RECENTLY_VISITED_WRITE,
  RECOMMENDED_PLACEHOLDERS,
  SLIDER_HEIGHT,
} from './layout.ts';

describe('layout constants', () => {
  it('match the spec', () => {
    expect(BREAKPOINTS).toEqual({ mobile: 0, tablet: 768, laptop: 1024, desktop: 1280 });
    expect(HEADER_HEIGHTS).toEqual({ mobile: 60, tabletUp: 70, privateLabel: 98, immersive: 60 });
    expect(SLIDER_HEIGHT).toBe(600);
    expect(RECENTLY_VISITED).toEqual({
      maxItems: 10,
      cardsSmall: 3,
      cardsLarge: 4,
      lazyHeight: 200,
      lazyOffset: 300,
    });
    expect(RECENTLY_VISITED_WRITE).toEqual({ minMinutesBetween: 30, maxTimestamps: 10 });
    expect(HERO_AUTOPLAY_MS).toBe(16_000);
    expect(ERROR_MODAL_DELAY_MS).toBe(1000);
    expect(RECOMMENDED_PLACEHOLDERS).toBe(10);
  });

  it('orders the breakpoints', () => {
    const values = Object.values(BREAKPOINTS);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });
});
