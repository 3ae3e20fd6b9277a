/**
 * The promotion context and campaign components (storefront.md §3 "Promotion context", "Campaign
 * component"). Dates are fixed so bodies stay byte-identical between runs.
 */
import type { UpstreamCampaignComponents, UpstreamPromotion } from '@waypoint/schemas';
import type { z } from 'zod';
import type { Category } from '../catalogue/index.ts';
import { MARKET_INFO } from '../markets.ts';
import { pagePath, themeSlug } from '../site-paths.ts';
import { productCard } from './cards.ts';
import type { BuildContext } from './context.ts';
import { themeTrips } from './selections.ts';

export const PROMOTION_START = '2025-01-01T00:00:00.000Z';
export const PROMOTION_END = '2030-12-31T23:59:59.000Z';

/** Themed carousels in display order (storefront.md §4 "Home page": slides 1–3, reviews, 4–5, the rest). */
export const THEMES: readonly Category[] = [
  'beach',
  'short-trips',
  'family',
  'adventure',
  'honeymoon',
  'culture',
  'safari',
];

/** storefront.md §9 "Raffle active markets". */
const RAFFLE_MARKETS = ['us', 'uk', 'ca', 'es'];

export function promotion(ctx: BuildContext): UpstreamPromotion {
  const { market, copy, catalogue } = ctx;
  // No flash config in au: with no promotion config the flash-sale carousel is hidden (storefront.md §4).
  const hasFlash = market !== 'au';
  return {
    id: 7001,
    name: 'Season Sale',
    enabled: true,
    flash: hasFlash,
    landing: true,
    product: true,
    discount: true,
    isCashbackActivated: false,
    isBlankPromoActivated: false,
    isBlackFridayActive: false,
    styling: {
      promotionColor: MARKET_INFO[market].promotionColor,
      promotionExpirationDate: PROMOTION_END,
      slider: THEMES.map((category) => ({
        icon: category,
        title: copy.themes[category].title,
        description: copy.themes[category].description,
        slug: themeSlug(category, market),
        cards: themeTrips(catalogue, market, category).map((trip) => productCard(ctx, trip)),
      })),
    },
    bar: {
      text: copy.promotion.barText,
      pill: copy.promotion.barPill,
      link: { url: pagePath('deals', market), text: copy.promotion.barLink },
    },
    configs: hasFlash
      ? [
          {
            id: 7101,
            name: 'flash-sale',
            kind: 'flash',
            ctaButtonLink: pagePath('flash', market),
            ctaButtonText: copy.promotion.flashCta,
            title: copy.promotion.flashTitle,
            subtitle: copy.promotion.flashSubtitle,
            startDate: PROMOTION_START,
            endDate: PROMOTION_END,
          },
        ]
      : [],
    raffleActiveMarkets: [...RAFFLE_MARKETS],
  };
}

export function campaignComponents(ctx: BuildContext): z.infer<typeof UpstreamCampaignComponents> {
  const { market, copy } = ctx;
  const [lastMinute, early] = copy.campaigns;
  return [
    {
      type: 'CAROUSEL',
      campaignStartDate: PROMOTION_START,
      campaignEndDate: PROMOTION_END,
      campaignId: 8001,
      campaignName: 'last-minute',
      config: {
        title: lastMinute.title,
        subtitle: lastMinute.subtitle,
        ctaButtonLink: pagePath('lastMinute', market),
        ctaButtonText: lastMinute.cta,
        titleHighlight: lastMinute.highlight,
      },
    },
    {
      type: 'BANNER',
      campaignStartDate: PROMOTION_START,
      campaignEndDate: null,
      campaignId: 8002,
      campaignName: 'early-booking',
      config: {
        title: early.title,
        subtitle: early.subtitle,
        ctaButtonLink: pagePath('early', market),
        ctaButtonText: early.cta,
        titleHighlight: early.highlight,
      },
    },
  ];
}
