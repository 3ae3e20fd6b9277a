/**
 * Campaign pages: refer-a-friend, best price guarantee, the generic paid landing, the raffle landing,
 * one global layout each. The paid landing is focused on the trips an ad promised (hero,
 * best sellers, the promise, themed trips); the raffle landing is its lead form, without promotion bar.
 */
import { type DemoLayout, demo, type Section } from './demo-kit.ts';

const GLOBAL = { market: null, affiliateId: null, siteKind: null } as const;

const REFERRAL: readonly Section[] = [
  ['promotion-bar', 'PromotionBar'],
  ['header', 'Header'],
  ['programme', 'ReferralProgram'],
  ['error-modal', 'ErrorModal'],
  ['footer', 'Footer'],
];

const GUARANTEE: readonly Section[] = [
  ['promotion-bar', 'PromotionBar'],
  ['header', 'Header'],
  ['guarantee', 'BestPriceGuarantee'],
  ['promise', 'PromiseSection'],
  ['error-modal', 'ErrorModal'],
  ['footer', 'Footer'],
];

const PAID_LANDING: readonly Section[] = [
  ['promotion-bar', 'PromotionBar'],
  ['header', 'Header'],
  ['hero', 'HeroSlider'],
  ['best-sellers', 'BestSellersCarousel'],
  ['promise', 'PromiseSection'],
  ['themed', 'ThemedCarousel', { from: 1, to: 3 }],
  ['error-modal', 'ErrorModal'],
  ['footer', 'Footer'],
];

const RAFFLE: readonly Section[] = [
  ['header', 'Header'],
  ['lead-form', 'LeadForm'],
  ['error-modal', 'ErrorModal'],
  ['footer', 'Footer'],
];

export const CAMPAIGN_LAYOUTS: readonly DemoLayout[] = [
  demo('referral-global', 'Refer a friend (every market)', GLOBAL, REFERRAL, 'referral'),
  demo(
    'best-price-guarantee-global',
    'Best price guarantee (every market)',
    GLOBAL,
    GUARANTEE,
    'bestPriceGuarantee',
  ),
  demo('paid-landing-global', 'Generic paid landing (every market)', GLOBAL, PAID_LANDING, 'paidLanding'),
  demo('raffle-landing-global', 'Raffle landing (raffle markets)', GLOBAL, RAFFLE, 'raffleLanding'),
];
