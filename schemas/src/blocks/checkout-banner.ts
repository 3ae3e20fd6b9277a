import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

/**
 * The checkout's banners and extras (buying-flow.md §2 "Checkout" elements, §6): the campaign checkout
 * banner (title and description), the Black Friday banner with its timer (ABPromoBannerBFCheckout), the
 * help dropdown when the checkout config enables it, and the express price lock (price holding on,
 * smaller than tablet, not the UK). Each part is null when its rule does not hold.
 */
export const CheckoutBannerProps = z
  .object({
    campaign: z.object({ title: z.string(), description: z.string() }).nullable(),
    blackFriday: z.object({ title: z.string(), endsAt: z.string(), endsLabel: z.string() }).nullable(),
    help: z
      .object({ label: z.string(), items: z.array(z.object({ label: z.string(), href: z.string() })) })
      .nullable(),
    priceLock: z
      .object({ title: z.string(), text: z.string(), extend: z.string(), survey: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: 'CheckoutBannerProps' });
export type CheckoutBannerProps = z.infer<typeof CheckoutBannerProps>;

export const CheckoutBannerConfig = z.strictObject({}).meta({ id: 'CheckoutBannerConfig' });

export const CheckoutBannerDefinition = defineBlock({
  type: 'CheckoutBanner',
  props: CheckoutBannerProps,
  config: CheckoutBannerConfig,
  region: 'main',
  pageKinds: ['checkout'],
  label: 'Checkout banners',
  description: 'The campaign banner, the Black Friday timer, the help menu and the express price lock.',
});
