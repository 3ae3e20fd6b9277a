import { z } from 'zod';

export const HomeAdSlot = z.enum(['add-banner-home', 'add-banner-home1']).meta({ id: 'HomeAdSlot' });

export const AdBannerProps = z
  .object({
    slot: HomeAdSlot,
    size: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }),
    /** One unit (US) or two to pick from 50/50 in the browser (storefront.md §7 Other outbound traffic). */
    adUnits: z.array(z.string()).min(1).max(2),
    label: z.string(),
  })
  .meta({ id: 'AdBannerProps' });
export type AdBannerProps = z.infer<typeof AdBannerProps>;

export const AdBannerConfig = z
  .strictObject({ slot: HomeAdSlot.default('add-banner-home') })
  .meta({ id: 'AdBannerConfig' });
