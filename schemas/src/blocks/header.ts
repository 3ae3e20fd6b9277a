import { z } from 'zod';
import { Image, Link } from '../common.ts';
import { Locale } from '../context.ts';
import { defineBlock } from '../define-block.ts';

export const Phone = z
  .object({ display: z.string(), href: z.string().startsWith('tel:') })
  .meta({ id: 'Phone' });

export const HeaderProps = z
  .object({
    logo: Image.extend({ href: z.string() }),
    partnerLogo: Image.nullable().describe(
      'Reseller or partner logo shown beside the brand (storefront.md §6 Reseller logo).',
    ),
    phone: Phone.nullable(),
    email: z.string().nullable(),
    deals: z.array(Link),
    menu: z.array(Link),
    languages: z.array(
      z.object({ locale: Locale, label: z.string(), href: z.string(), current: z.boolean() }),
    ),
    advisor: z.object({ name: z.string(), email: z.string(), photo: z.string().nullable() }).nullable(),
    sticky: z.boolean(),
    heights: z.object({ mobile: z.number().int(), tabletUp: z.number().int() }),
    labels: z.object({ call: z.string(), menu: z.string(), language: z.string(), skipToContent: z.string() }),
  })
  .meta({ id: 'HeaderProps' });
export type HeaderProps = z.infer<typeof HeaderProps>;

export const HeaderConfig = z
  .strictObject({ sticky: z.boolean().default(true) })
  .meta({ id: 'HeaderConfig' });

export const HeaderDefinition = defineBlock({
  type: 'Header',
  props: HeaderProps,
  config: HeaderConfig,
  region: 'header',
  pageKinds: ['home', 'landing', 'product', 'checkout', 'confirmation', 'partPayment'],
  label: 'Header',
  description: 'Logo, navigation, deals menu, language, phone and account links.',
  interactive: { hydrate: 'idle' },
});
