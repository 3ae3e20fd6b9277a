import { z } from 'zod';
import { Image, Link } from '../common.ts';
import { Locale } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { FRAMED_PAGE_KINDS } from '../page-kinds.ts';

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
      z.object({
        locale: Locale,
        label: z.string(),
        href: z
          .string()
          .describe(
            'Works without JavaScript: this page in that locale (`?locale=`), or the home on the domain configured for it.',
          ),
        origin: z
          .string()
          .nullable()
          .describe(
            "The domain configured for the locale when it is another site's (storefront.md §4); null: this site.",
          ),
        current: z.boolean(),
      }),
    ),
    search: z
      .object({
        action: z.string().describe('The search results path the form GETs (the home search field name).'),
        label: z.string(),
        placeholder: z.string(),
        buttonLabel: z.string(),
      })
      .nullable()
      .describe(
        'The search in the header: experiment headerWithSearch v2 (storefront.md §9 A/B experiments).',
      ),
    phoneIconOnly: z
      .boolean()
      .describe('Only the phone icon, no number: experiment ABPhoneHeader v2 (storefront.md §2, §9).'),
    disclaimer: z
      .string()
      .nullable()
      .describe('The CA language disclaimer (storefront.md §6 Feature flags "Language disclaimer").'),
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
  pageKinds: FRAMED_PAGE_KINDS,
  label: 'Header',
  description: 'Logo, navigation, deals menu, language, phone and account links.',
  interactive: { hydrate: 'idle' },
});
