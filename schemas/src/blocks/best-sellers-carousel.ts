import { z } from 'zod';
import { TripCarouselBase } from './trip-carousel.ts';

export const BestSellersCarouselProps = TripCarouselBase.meta({ id: 'BestSellersCarouselProps' });
export type BestSellersCarouselProps = z.infer<typeof BestSellersCarouselProps>;

export const BestSellersCarouselConfig = z
  .strictObject({ maxCards: z.number().int().min(1).max(24).default(12) })
  .meta({ id: 'BestSellersCarouselConfig' });
