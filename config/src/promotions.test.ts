import { describe, expect, it } from 'vitest';
import {
  bestSellerCtaAppearance,
  DEFAULT_PROMOTION_COLOR,
  PROMOTION_COLORS,
  promotionalSectionLayout,
  promotionColor,
  SUB_BRAND_LOGO_MARKER,
  searchSectionPlacement,
  shouldHideHeroIntro,
  shouldShowFlashSale,
  shouldShowReferAFriend,
  shouldShowTravelStories,
  themedCarouselOrder,
} from './promotions.ts';

describe('promotion colours', () => {
  it('defaults to silentSavanna', () => {
    expect(PROMOTION_COLORS).toHaveLength(5);
    expect(DEFAULT_PROMOTION_COLOR).toBe('silentSavanna');
    expect(promotionColor('pacificOcean')).toBe('pacificOcean');
    expect(promotionColor('neonPink')).toBe('silentSavanna');
  });
});

describe('promotionalSectionLayout', () => {
  it.each([
    ['cardsSlider', false, false, 'cardsSlider'],
    ['auto', true, false, 'cardsSlider'],
    ['auto', false, true, 'cardsSlider'],
    ['auto', false, false, 'slider'],
    [undefined, true, true, 'slider'],
    ['other', true, false, 'slider'],
  ] as const)(
    'layout %s, Black Friday %s, forced %s -> %s',
    (layout, blackFridayActive, forceBlackFridayLayout, expected) => {
      expect(promotionalSectionLayout({ layout, blackFridayActive, forceBlackFridayLayout })).toBe(expected);
    },
  );
});

describe('home page rules', () => {
  it('shows the flash sale only with cards, a promotion config and no blank promo', () => {
    const ok = { isBlankPromoActivated: false, flashSaleCards: [{}], promotionConfigs: [{}] };
    expect(shouldShowFlashSale(ok)).toBe(true);
    expect(shouldShowFlashSale({ ...ok, isBlankPromoActivated: true })).toBe(false);
    expect(shouldShowFlashSale({ ...ok, flashSaleCards: [] })).toBe(false);
    expect(shouldShowFlashSale({ ...ok, promotionConfigs: null })).toBe(false);
    expect(bestSellerCtaAppearance(true)).toBe('inverse');
    expect(bestSellerCtaAppearance(false)).toBe('default');
  });

  it('hides the hero intro with the marker for advisors, reseller cookies and private labels', () => {
    const intro = `Travel with ${SUB_BRAND_LOGO_MARKER}`;
    const none = { isAdvisor: false, hasResellerCookie: false, isPrivateLabel: false };
    expect(shouldHideHeroIntro({ intro, ...none })).toBe(false);
    expect(shouldHideHeroIntro({ intro, ...none, isAdvisor: true })).toBe(true);
    expect(shouldHideHeroIntro({ intro, ...none, hasResellerCookie: true })).toBe(true);
    expect(shouldHideHeroIntro({ intro, ...none, isPrivateLabel: true })).toBe(true);
    expect(shouldHideHeroIntro({ intro: 'Travel with us', ...none, isAdvisor: true })).toBe(false);
    expect(shouldHideHeroIntro({ intro: null, ...none, isAdvisor: true })).toBe(false);
  });

  it('shows travel stories and refer-a-friend only when on', () => {
    expect(shouldShowTravelStories({ travelStories: true, reviewsCount: 3 })).toBe(true);
    expect(shouldShowTravelStories({ travelStories: true, reviewsCount: 0 })).toBe(false);
    expect(shouldShowTravelStories({ travelStories: false, reviewsCount: [{}] })).toBe(false);
    expect(shouldShowReferAFriend({ mgmPromotion: true })).toBe(true);
    expect(shouldShowReferAFriend({ mgmPromotion: undefined })).toBe(false);
  });
});

describe('themedCarouselOrder', () => {
  const short = (n: number) =>
    themedCarouselOrder(n).map((i) =>
      i.kind === 'themed' ? `t${i.index + 1}` : i.kind === 'ad' ? i.slot : 'reviews',
    );

  it('interleaves slides 1–3, reviews, slides 4–5, the second ad, then the rest', () => {
    expect(short(7)).toEqual(['t1', 't2', 't3', 'reviews', 't4', 't5', 'add-banner-home1', 't6', 't7']);
  });

  it('places reviews and the ad after the slides that exist', () => {
    expect(short(0)).toEqual(['reviews', 'add-banner-home1']);
    expect(short(2)).toEqual(['t1', 't2', 'reviews', 'add-banner-home1']);
    expect(short(4)).toEqual(['t1', 't2', 't3', 'reviews', 't4', 'add-banner-home1']);
    expect(short(Number.NaN)).toEqual(['reviews', 'add-banner-home1']);
    expect(themedCarouselOrder(1e9).filter((i) => i.kind === 'themed')).toHaveLength(50);
  });
});

describe('searchSectionPlacement', () => {
  it.each([
    [
      { immersive: true, isB2COnly: true, hasDestinations: true, device: 'desktop' },
      { placement: 'hero', size: 'large', minBreakpoint: 'mobile' },
    ],
    [
      { immersive: true, isB2COnly: false, hasDestinations: true, device: 'mobile' },
      { placement: 'hero', size: 'medium', minBreakpoint: 'mobile' },
    ],
    [
      { immersive: false, isB2COnly: false, hasDestinations: true, device: 'desktop' },
      { placement: 'hero', size: 'large', minBreakpoint: 'laptop' },
    ],
    [
      { immersive: false, isB2COnly: true, hasDestinations: true, device: 'tablet' },
      { placement: 'section', size: 'large', minBreakpoint: 'laptop' },
    ],
    [{ immersive: true, isB2COnly: true, hasDestinations: false, device: 'desktop' }, null],
  ] as const)('%j -> %j', (input, expected) => {
    expect(searchSectionPlacement(input)).toEqual(expected);
  });
});
