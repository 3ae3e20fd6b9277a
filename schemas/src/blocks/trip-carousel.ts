/** Props shared by the trip carousels (flash sale, best sellers, themed). */
import { z } from 'zod';
import { ButtonAppearance, Link, TripCard, TripCardLabels } from '../common.ts';

export const CarouselLayout = z.enum(['cardsSlider', 'slider']).meta({ id: 'CarouselLayout' });

export const TripCarouselBase = z.object({
  name: z
    .string()
    .describe('Carousel name for analytics: flash-sale-carousel, best-seller-carousel, {icon}-carousel.'),
  overline: z.string().nullable(),
  title: z.string(),
  subtitle: z.string().nullable(),
  cards: z.array(TripCard).min(1),
  seeAll: Link.nullable(),
  ctaAppearance: ButtonAppearance,
  layout: CarouselLayout,
  labels: z.object({ previous: z.string(), next: z.string() }),
  cardLabels: TripCardLabels,
});
