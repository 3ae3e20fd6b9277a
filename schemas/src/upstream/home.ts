/** GET /api/home and the other home-page data (storefront.md §2 Home page, §3 Home page content). */
import { z } from 'zod';
import { UpstreamProductCard } from './product-card.ts';

export const UpstreamBackground = z.object({
  type: z.enum(['image', 'video']).nullable(),
  src: z.string().nullable(),
  poster: z.string().nullable(),
  webm: z.string().nullable(),
  mp4: z.string().nullable(),
});

export const UpstreamHeroSlide = z.object({
  id: z.number().int(),
  slug: z.string(),
  backgroundSrc: z.object({
    desktop: UpstreamBackground,
    tablet: UpstreamBackground,
    mobile: UpstreamBackground,
  }),
  texts: z
    .object({
      title: z.string(),
      detail: z.string().nullable(),
      intro: z.string().nullable(),
      subtitle: z.string().nullable(),
    })
    .describe('May contain HTML.'),
  cta: z.object({ url: z.string(), name: z.string() }),
});
export type UpstreamHeroSlide = z.infer<typeof UpstreamHeroSlide>;

export const UpstreamRecommendedDestination = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  amount: z.number().int().nonnegative(),
  url: z.string(),
});

export const UpstreamHome = z
  .object({
    slides: z.array(UpstreamHeroSlide),
    topSales: z.object({ cards: z.array(UpstreamProductCard) }),
    flashSales: z.object({ cards: z.array(UpstreamProductCard) }),
    recommendedDestinations: z.array(UpstreamRecommendedDestination),
  })
  .meta({ id: 'UpstreamHome' });
export type UpstreamHome = z.infer<typeof UpstreamHome>;

export const UpstreamSuggestedDestination = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  type: z.enum(['continent', 'country', 'region']),
});
export const UpstreamSuggestedDestinations = z.array(UpstreamSuggestedDestination);
export type UpstreamSuggestedDestinations = z.infer<typeof UpstreamSuggestedDestinations>;

/** Traveller reviews ('travel stories'). */
export const UpstreamReview = z.object({
  id: z.string(),
  author: z.string(),
  rating: z.number().min(0).max(5),
  title: z.string(),
  text: z.string(),
  date: z.string(),
  campaignId: z.number().int().nullable(),
  campaignTitle: z.string().nullable(),
  campaignUrl: z.string().nullable(),
});
export const UpstreamReviews = z.array(UpstreamReview);
export type UpstreamReviews = z.infer<typeof UpstreamReviews>;

export const UpstreamFamilyCollection = z.array(UpstreamProductCard);
export const UpstreamProductCards = z.array(UpstreamProductCard);
