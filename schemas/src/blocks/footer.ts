import { z } from 'zod';
import { Image, Link } from '../common.ts';
import { Market } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { Phone } from './header.ts';

export const FooterProps = z
  .object({
    logo: Image,
    phone: Phone.nullable(),
    email: z.string().nullable(),
    schedule: z.string().nullable(),
    address: z.string().nullable(),
    columns: z.array(z.object({ title: z.string(), links: z.array(Link) })),
    legal: z.array(Link),
    markets: z.array(z.object({ market: Market, label: z.string(), href: z.string(), current: z.boolean() })),
    copyright: z
      .string()
      .nullable()
      .describe('Null where the affiliate hides it (storefront.md §6 hidden elements).'),
  })
  .meta({ id: 'FooterProps' });
export type FooterProps = z.infer<typeof FooterProps>;

export const FooterConfig = z.strictObject({}).meta({ id: 'FooterConfig' });

export const FooterDefinition = defineBlock({
  type: 'Footer',
  props: FooterProps,
  config: FooterConfig,
  region: 'footer',
  pageKinds: ['home', 'landing', 'product', 'checkout', 'confirmation', 'partPayment'],
  label: 'Footer',
  description: 'Links, legal, markets and contact details at the bottom.',
});
