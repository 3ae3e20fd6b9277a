/** Site context, affiliate, header, footer, referral and advisor calls (storefront.md §3, §7). */
import { z } from 'zod';

export const UpstreamCurrency = z.object({
  isoCode: z.string(),
  prefixSign: z.string(),
  sufixSign: z.string(),
  decimalSeparator: z.string(),
  thousandsSeparator: z.string(),
});

/** GET /api/site/context/guest and /v1/{site}/{affiliate}/site/context/config */
export const UpstreamSiteContext = z
  .object({
    market: z.string(),
    operatingCountryName: z.string(),
    marketConfigs: z.array(
      z.object({ market: z.string(), locale: z.string(), isMain: z.boolean(), domain: z.string() }),
    ),
    language: z.array(z.object({ isMain: z.boolean(), locale: z.string(), name: z.string() })),
    alternativeDomains: z.array(z.object({ market: z.string(), locale: z.string(), domain: z.string() })),
    currency: UpstreamCurrency,
    options: z.object({
      isSearcherActive: z.boolean(),
      isCustomerServiceActive: z.boolean(),
      guestCheckout: z.boolean(),
      helpBox: z.boolean(),
    }),
    site: z.object({
      id: z.number().int(),
      subdomain: z.string(),
      travelStories: z.boolean(),
      reviewWidget: z.boolean(),
      mgmPromotion: z.boolean(),
      isImmersiveHomePage: z.boolean(),
      discountInput: z.boolean(),
    }),
    customer: z.object({ token: z.string(), status: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'UpstreamSiteContext' });
export type UpstreamSiteContext = z.infer<typeof UpstreamSiteContext>;

/** GET /v1/affiliate/{subdomain} */
export const UpstreamAffiliateLookup = z.object({ affiliateId: z.number().int().positive() });

/** GET /v1/{site}/{affiliate}/site/context/affiliate (storefront.md §3 Affiliate) */
export const UpstreamAffiliate = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    contactPhone: z.string(),
    customerContactPhone: z.string().nullable(),
    customersEmail: z.string(),
    salesEmail: z.string(),
    scheduleShort: z.string(),
    scheduleLong: z.string(),
    address: z.string(),
    favicon: z.string(),
    helpCenterContactUsText: z.string(),
    helpCenterContactUsUrl: z.string(),
    helpCenterHomeText: z.string(),
    helpCenterHomeUrl: z.string(),
    resellerLogos: z.object({ logoUrl: z.string().nullable(), iconUrl: z.string().nullable() }),
  })
  .meta({ id: 'UpstreamAffiliate' });
export type UpstreamAffiliate = z.infer<typeof UpstreamAffiliate>;

/** GET /api/header */
export const UpstreamHeader = z.object({
  phone: z.string(),
  suggestedDestinations: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
  menu: z.array(z.object({ text: z.string(), url: z.string() })),
});
export type UpstreamHeader = z.infer<typeof UpstreamHeader>;

/** GET /api/header/deals */
export const UpstreamDeals = z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() }));

/** GET /api/footer */
export const UpstreamFooter = z.object({
  customerSupport: z.object({ phone: z.string(), email: z.string(), schedule: z.string() }),
  address: z.string(),
  columns: z.array(
    z.object({ title: z.string(), links: z.array(z.object({ text: z.string(), url: z.string() })) }),
  ),
});
export type UpstreamFooter = z.infer<typeof UpstreamFooter>;

/** GET /api/site/context/referral (storefront.md §3 Referral) */
export const UpstreamReferral = z.object({
  godfatherDiscount: z.number(),
  godfatherDiscountBeauty: z.string(),
  godsonDiscount: z.number(),
  godsonDiscountBeauty: z.string(),
});
export type UpstreamReferral = z.infer<typeof UpstreamReferral>;

/** GET /api/site/departures */
export const UpstreamDepartures = z.object({
  airportsByMarket: z.array(z.object({ iata: z.string(), city: z.string(), isDefault: z.boolean() })),
});

/** GET /api/affiliate/logo/{utm_reseller} */
export const UpstreamResellerLogo = z.object({
  logoUrl: z.string().nullable(),
  iconUrl: z.string().nullable(),
});

/** GET /api/advisor/epl-config-presenter/{advisor_token} (storefront.md §3 Advisor private-label config) */
export const UpstreamAdvisorConfig = z.object({
  agentId: z.number(),
  name: z.string(),
  email: z.string(),
  photo: z.string(),
  phone: z.string(),
  logo: z.string().nullable(),
});
export type UpstreamAdvisorConfig = z.infer<typeof UpstreamAdvisorConfig>;
