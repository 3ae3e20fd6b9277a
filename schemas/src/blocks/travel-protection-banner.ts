import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

export const TravelProtectionBannerProps = z
  .object({
    title: z.string(),
    text: z.string(),
    ctaLabel: z.string(),
    modalId: z.literal('premiumCare').describe('Id of the modal that the banner opens: premiumCare.'),
    modal: z.object({
      title: z.string(),
      plans: z.array(z.object({ name: z.string(), description: z.string() })),
      closeLabel: z.string(),
    }),
  })
  .meta({ id: 'TravelProtectionBannerProps' });
export type TravelProtectionBannerProps = z.infer<typeof TravelProtectionBannerProps>;

export const TravelProtectionBannerConfig = z.strictObject({}).meta({ id: 'TravelProtectionBannerConfig' });

export const TravelProtectionBannerDefinition = defineBlock({
  type: 'TravelProtectionBanner',
  props: TravelProtectionBannerProps,
  config: TravelProtectionBannerConfig,
  region: 'main',
  pageKinds: ['home', 'landing', 'product', 'country', 'region', 'continent'],
  label: 'Travel protection banner',
  description: 'Promotes the premium travel protection; opens its details in a modal.',
  interactive: { hydrate: 'idle' },
});
