/** GET /api/promotion and /api/campaign-components (storefront.md §3 Promotion context, Campaign component). */
import { z } from 'zod';
import { UpstreamProductCard } from './product-card.ts';

export const UpstreamThemedSlide = z.object({
  icon: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  slug: z.string(),
  cards: z.array(UpstreamProductCard),
});
export type UpstreamThemedSlide = z.infer<typeof UpstreamThemedSlide>;

export const UpstreamPromotionConfig = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['flash', 'landing', 'product', 'discount']),
  ctaButtonLink: z.string(),
  ctaButtonText: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});

export const UpstreamPromotion = z
  .object({
    id: z.number().int().nullable(),
    name: z.string().nullable(),
    enabled: z.boolean(),
    flash: z.boolean(),
    landing: z.boolean(),
    product: z.boolean(),
    discount: z.boolean(),
    isCashbackActivated: z.boolean(),
    isBlankPromoActivated: z.boolean(),
    isBlackFridayActive: z.boolean(),
    styling: z.object({
      promotionColor: z.string(),
      promotionExpirationDate: z.string().nullable(),
      slider: z.array(UpstreamThemedSlide),
    }),
    bar: z
      .object({
        text: z.string(),
        pill: z.string().nullable(),
        link: z.object({ url: z.string(), text: z.string() }).nullable(),
      })
      .nullable(),
    configs: z.array(UpstreamPromotionConfig),
    raffleActiveMarkets: z.array(z.string()),
  })
  .meta({ id: 'UpstreamPromotion' });
export type UpstreamPromotion = z.infer<typeof UpstreamPromotion>;

export const UpstreamCampaignComponent = z.object({
  type: z.string(),
  campaignStartDate: z.string(),
  campaignEndDate: z.string().nullable(),
  campaignId: z.number().int(),
  campaignName: z.string(),
  config: z.object({
    title: z.string(),
    subtitle: z.string().nullable(),
    ctaButtonLink: z.string().nullable(),
    ctaButtonText: z.string().nullable(),
    titleHighlight: z.string().nullable(),
  }),
});
export const UpstreamCampaignComponents = z.array(UpstreamCampaignComponent);
