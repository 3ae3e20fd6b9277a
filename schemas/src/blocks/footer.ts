import { z } from 'zod';
import { Image, Link } from '../common.ts';
import { Locale, Market } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { FRAMED_PAGE_KINDS } from '../page-kinds.ts';
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
    markets: z
      .array(
        z.object({
          market: Market,
          locale: Locale,
          country: z.string(),
          language: z.string().describe('The language named in itself.'),
          href: z.string().describe("The market's home in that language."),
          current: z.boolean(),
        }),
      )
      .describe('Every market and language, for the markets selection modal (storefront.md §2).'),
    marketLabels: z.object({ button: z.string(), title: z.string(), close: z.string() }),
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
  pageKinds: FRAMED_PAGE_KINDS,
  label: 'Footer',
  description: 'Links, legal, markets and contact details at the bottom.',
  interactive: { hydrate: 'visible', staticWhen: (props) => !props.markets?.length },
});
