import { z } from 'zod';
import { DateTime } from '../common.ts';
import { TripCarouselBase } from './trip-carousel.ts';

export const FlashSaleCarouselProps = TripCarouselBase.extend({
  countdown: z
    .object({
      endsAt: DateTime,
      label: z.string(),
      /** Short unit words of the ticking countdown ('d', 'h', 'min', 's'). */
      units: z.object({ days: z.string(), hours: z.string(), minutes: z.string(), seconds: z.string() }),
    })
    .nullable(),
  variant: z.enum(['ACCENT', 'INVERSE', 'DEFAULT']),
}).meta({ id: 'FlashSaleCarouselProps' });
export type FlashSaleCarouselProps = z.infer<typeof FlashSaleCarouselProps>;

export const FlashSaleCarouselConfig = z
  .strictObject({
    /** storefront.md §4 Promotional section */
    layout: z.enum(['auto', 'cardsSlider']).default('auto'),
    forceBlackFridayLayout: z.boolean().default(false),
    showCounter: z.boolean().default(true),
    variant: z.enum(['ACCENT', 'INVERSE', 'DEFAULT']).default('ACCENT'),
    maxCards: z.number().int().min(1).max(24).default(12),
  })
  .meta({ id: 'FlashSaleCarouselConfig' });
