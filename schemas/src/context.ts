/**
 * The request context as it travels on the wire (`PageTree.context`) and as the composer's
 * resolvers read it. Enumerations here are the spec's (storefront.md §9, §6).
 */
import { z } from 'zod';

// storefront.md §9 "Markets, locales and currencies"
export const MARKETS = ['au', 'ca', 'co', 'de', 'es', 'fr', 'mx', 'uk', 'us'] as const;
export const Market = z.enum(MARKETS).meta({ id: 'Market', description: 'Market code, lower case' });
export type Market = z.infer<typeof Market>;

export const LOCALES = [
  'de-DE',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-US',
  'es-CO',
  'es-ES',
  'es-MX',
  'es-US',
  'fr-CA',
  'fr-FR',
] as const;
export const Locale = z.enum(LOCALES).meta({ id: 'Locale', description: 'BCP 47 locale, hyphen form' });
export type Locale = z.infer<typeof Locale>;

export const CurrencyCode = z
  .enum(['AUD', 'CAD', 'COP', 'EUR', 'GBP', 'MXN', 'USD'])
  .meta({ id: 'CurrencyCode' });
export type CurrencyCode = z.infer<typeof CurrencyCode>;

// storefront.md §3 "Site configuration": currency
export const Currency = z
  .object({
    isoCode: CurrencyCode,
    prefixSign: z.string(),
    sufixSign: z.string(),
    decimalSeparator: z.string(),
    thousandsSeparator: z.string(),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof Currency>;

export const Device = z.enum(['mobile', 'tablet', 'desktop']).meta({ id: 'Device' });
export type Device = z.infer<typeof Device>;

/** Site kind chosen by the Host (storefront.md §6 "Site kinds by subdomain"). */
export const SiteKind = z
  .enum(['main', 'advisors', 'sales', 'partner', 'whiteLabel'])
  .meta({ id: 'SiteKind' });
export type SiteKind = z.infer<typeof SiteKind>;

export const LayoutType = z.enum(['B2C', 'PRIVATE_LABEL', 'B2B']).meta({ id: 'LayoutType' });
export type LayoutType = z.infer<typeof LayoutType>;

export const PartnerType = z.enum(['B2C', 'B2B', 'B2B2C']).meta({ id: 'PartnerType' });
export type PartnerType = z.infer<typeof PartnerType>;

export const ExperimentVariant = z.enum(['v1', 'v2', 'v3']).meta({ id: 'ExperimentVariant' });
export type ExperimentVariant = z.infer<typeof ExperimentVariant>;

export const Site = z
  .object({
    subdomain: z.string(),
    kind: SiteKind,
    layoutType: LayoutType,
    partnerType: PartnerType,
    affiliateId: z.number().int().positive(),
    isB2COnly: z.boolean(),
    isPrivateLabel: z.boolean(),
    isReseller: z.boolean(),
    isMainDomain: z.boolean(),
    isB2BDomain: z.boolean(),
    isB2B2CDomain: z.boolean(),
    reseller: z
      .string()
      .nullable()
      .describe('utm_reseller value in force (query wins over cookie), when any.'),
  })
  .meta({ id: 'Site' });
export type Site = z.infer<typeof Site>;

export const PageContext = z
  .object({
    market: Market,
    locale: Locale,
    currency: Currency,
    device: Device,
    site: Site,
    experiments: z.record(z.string(), ExperimentVariant),
  })
  .meta({ id: 'PageContext', description: 'The request context the page was composed for' });
export type PageContext = z.infer<typeof PageContext>;
