import { z } from 'zod';
import { Image, Link } from '../common.ts';
import { Market } from '../context.ts';
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
    /** Null where the affiliate hides it (storefront.md §6 hidden elements). */
    copyright: z.string().nullable(),
  })
  .meta({ id: 'FooterProps' });
export type FooterProps = z.infer<typeof FooterProps>;

export const FooterConfig = z.strictObject({}).meta({ id: 'FooterConfig' });
