/** Home-page promotion rules (storefront.md §2 "Home page", §4 "Promotional section", "Home page", §9). */
import type { Device } from '@waypoint/schemas';
import type { AdSlot } from './ads.ts';

// storefront.md §9 "Promotion colours"
export const PROMOTION_COLORS = [
  'carribeanSunrise',
  'pacificOcean',
  'sauvageForest',
  'silentSavanna',
  'electricCrimson',
] as const;
export type PromotionColor = (typeof PROMOTION_COLORS)[number];
export const DEFAULT_PROMOTION_COLOR: PromotionColor = 'silentSavanna';

export const promotionColor = (value: unknown): PromotionColor =>
  (PROMOTION_COLORS as readonly unknown[]).includes(value)
    ? (value as PromotionColor)
    : DEFAULT_PROMOTION_COLOR;

// storefront.md §4 "Promotional section": only 'cardsSlider', or 'auto' with Black Friday, gives the card slider
export function promotionalSectionLayout(input: {
  layout: string | null | undefined;
  blackFridayActive: boolean;
  forceBlackFridayLayout?: boolean;
}): 'cardsSlider' | 'slider' {
  if (input.layout === 'cardsSlider') return 'cardsSlider';
  if (input.layout === 'auto' && (input.blackFridayActive || input.forceBlackFridayLayout === true))
    return 'cardsSlider';
  return 'slider';
}

const count = (x: unknown): number => (Array.isArray(x) ? x.length : typeof x === 'number' && x > 0 ? x : 0);

// storefront.md §4 "Home page": no blank promo, flash-sale cards and at least one promotion config
export function shouldShowFlashSale(input: {
  isBlankPromoActivated: boolean;
  flashSaleCards: readonly unknown[] | null | undefined;
  promotionConfigs: readonly unknown[] | null | undefined;
}): boolean {
  return (
    input.isBlankPromoActivated !== true &&
    count(input.flashSaleCards) > 0 &&
    count(input.promotionConfigs) > 0
  );
}

export const bestSellerCtaAppearance = (flashSaleShown: boolean): 'inverse' | 'default' =>
  flashSaleShown ? 'inverse' : 'default';

/** The marker a hero intro carries where the sub-brand logo goes (our notation; the spec does not show it). */
export const SUB_BRAND_LOGO_MARKER = '{{subBrandLogo}}';

// storefront.md §4 "Home page": the intro is hidden for advisors, reseller visitors and private labels
export function shouldHideHeroIntro(input: {
  intro: string | null | undefined;
  isAdvisor: boolean;
  hasResellerCookie: boolean;
  isPrivateLabel: boolean;
}): boolean {
  if (typeof input.intro !== 'string' || !input.intro.includes(SUB_BRAND_LOGO_MARKER)) return false;
  return input.isAdvisor || input.hasResellerCookie || input.isPrivateLabel;
}

export const shouldShowTravelStories = (input: {
  travelStories: boolean;
  reviewsCount: number | readonly unknown[] | null | undefined;
}): boolean => input.travelStories === true && count(input.reviewsCount) > 0;

export const shouldShowReferAFriend = (input: { mgmPromotion: boolean | null | undefined }): boolean =>
  input.mgmPromotion === true;

export type ThemedCarouselItem =
  | { kind: 'themed'; index: number }
  | { kind: 'reviews' }
  | { kind: 'ad'; slot: AdSlot };

const MAX_THEMED_SLIDES = 50;
const SECOND_HOME_AD: AdSlot = 'add-banner-home1';

/**
 * storefront.md §4: slides 1–3, the reviews, slides 4–5 and the second ad, then the remaining slides.
 * The reviews and the ad are always placed (after as many slides as exist); whether they render is decided by
 * their own rules. At most MAX_THEMED_SLIDES slides are laid out.
 */
export function themedCarouselOrder(slidesCount: number): ThemedCarouselItem[] {
  const n =
    Number.isFinite(slidesCount) && slidesCount > 0
      ? Math.min(Math.floor(slidesCount), MAX_THEMED_SLIDES)
      : 0;
  const themed = (from: number, to: number): ThemedCarouselItem[] =>
    Array.from({ length: Math.max(0, Math.min(to, n) - from) }, (_, i) => ({
      kind: 'themed',
      index: from + i,
    }));
  return [
    ...themed(0, 3),
    { kind: 'reviews' },
    ...themed(3, 5),
    { kind: 'ad', slot: SECOND_HOME_AD },
    ...themed(5, n),
  ];
}

export type SearchPlacement = {
  placement: 'hero' | 'section';
  size: 'large' | 'medium';
  minBreakpoint: 'mobile' | 'laptop';
};

/**
 * storefront.md §2 "Search": nothing without destinations; in the hero on every size when immersive (large on
 * laptop, i.e. the desktop device, medium otherwise); in the hero from laptop up when the site is not B2C-only;
 * a separate section from laptop up on a B2C-only site.
 */
export function searchSectionPlacement(input: {
  immersive: boolean;
  isB2COnly: boolean;
  hasDestinations: boolean;
  device: Device;
}): SearchPlacement | null {
  if (!input.hasDestinations) return null;
  if (input.immersive) {
    return {
      placement: 'hero',
      size: input.device === 'desktop' ? 'large' : 'medium',
      minBreakpoint: 'mobile',
    };
  }
  if (!input.isB2COnly) return { placement: 'hero', size: 'large', minBreakpoint: 'laptop' };
  return { placement: 'section', size: 'large', minBreakpoint: 'laptop' };
}
