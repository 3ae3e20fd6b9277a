import { z } from 'zod';

export const TravelProtectionBannerProps = z
  .object({
    title: z.string(),
    text: z.string(),
    ctaLabel: z.string(),
    /** Id of the modal that the banner opens: premiumCare. */
    modalId: z.literal('premiumCare'),
    modal: z.object({
      title: z.string(),
      plans: z.array(z.object({ name: z.string(), description: z.string() })),
      closeLabel: z.string(),
    }),
  })
  .meta({ id: 'TravelProtectionBannerProps' });
export type TravelProtectionBannerProps = z.infer<typeof TravelProtectionBannerProps>;

export const TravelProtectionBannerConfig = z.strictObject({}).meta({ id: 'TravelProtectionBannerConfig' });
