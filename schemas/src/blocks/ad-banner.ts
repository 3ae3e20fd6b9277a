import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

export const HomeAdSlot = z.enum(['add-banner-home', 'add-banner-home1']).meta({ id: 'HomeAdSlot' });

/** Every slot of storefront.md §9 "Ads": the home's, the country page's and the region page's. */
export const AdSlotName = z
  .enum([
    'add-banner-home',
    'add-banner-home1',
    'add-banner-country-page',
    'add-banner-country-page-mobile',
    'add-banner-vertical-country-page',
    'add-banner-vertical-country-page1',
    'add-banner-region-page',
  ])
  .meta({ id: 'AdSlotName' });

export const AdBannerProps = z
  .object({
    slot: AdSlotName,
    size: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }),
    adUnits: z
      .array(z.string())
      .min(1)
      .max(2)
      .describe(
        'One unit (US) or two to pick from 50/50 in the browser (storefront.md §7 Other outbound traffic).',
      ),
    label: z.string(),
  })
  .meta({ id: 'AdBannerProps' });
export type AdBannerProps = z.infer<typeof AdBannerProps>;

export const AdBannerConfig = z
  .strictObject({ slot: AdSlotName.default('add-banner-home') })
  .meta({ id: 'AdBannerConfig' });

export const AdBannerDefinition = defineBlock({
  type: 'AdBanner',
  props: AdBannerProps,
  config: AdBannerConfig,
  region: 'main',
  pageKinds: ['home', 'landing', 'country', 'region'],
  label: 'Ad banner',
  description: 'An advertising slot at the sizes of the chosen slot.',
  interactive: { hydrate: 'idle', staticWhen: (props) => props.adUnits.length < 2 },
});
