/** Trip cards as the seller's API sends them (storefront.md §3 "Product card as shown"). */
import { z } from 'zod';

export const UpstreamImage = z.object({ url: z.string(), text: z.string().default('') });

export const UpstreamPriceDetail = z.object({
  fromPrice: z.number().nonnegative(),
  fromPriceBeautify: z.string(),
  oldPrice: z.number().nonnegative().nullable(),
  oldPriceBeautify: z.string().nullable(),
  pricingPercentage: z.number().min(0).max(100),
  pricePerNight: z.number().nonnegative().nullable(),
});

export const UpstreamProductCard = z
  .object({
    id: z.number().int(),
    title: z.string(),
    url: z.string().describe('Absolute or relative.'),
    destination: z.string(),
    country: z.string(),
    continent: z.string(),
    days: z.number().int().positive(),
    categories: z.array(z.string()),
    isNew: z.boolean(),
    image: z.array(UpstreamImage),
    images: z.array(UpstreamImage).optional(),
    smallCardImages: z.array(z.object({ desktop: z.string() })).optional(),
    originalImages: z.array(z.object({ desktop: z.string() })),
    priceDetail: UpstreamPriceDetail,
  })
  .meta({ id: 'UpstreamProductCard' });
export type UpstreamProductCard = z.infer<typeof UpstreamProductCard>;
