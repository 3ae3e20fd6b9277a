/**
 * Affiliate lookups and the affiliate groups behind feature flags (storefront.md §6 "Affiliates", "Feature flags").
 * The spec names the groups but not their members; the members chosen here are documented on each constant.
 */
import type { Market } from '@waypoint/schemas';
import {
  AFFILIATE_IDS,
  AFFILIATES,
  type AffiliateConfig,
  DEFAULT_AFFILIATE_ID,
  PRODUCT_LOGO,
} from './affiliate-data.ts';

export * from './affiliate-data.ts';

/** Any affiliate id as a number, or NaN (ids arrive as numbers or as strings from the API and cookies). */
const toId = (id: unknown): number =>
  typeof id === 'number' ? id : typeof id === 'string' ? Number(id) : Number.NaN;

const isKnownAffiliate = (id: unknown): boolean => Object.hasOwn(AFFILIATES, toId(id));

/** The affiliate's configuration; an unknown id gets the main brand's, with a reason. */
export function affiliateConfig(id: number): AffiliateConfig & { reason?: string } {
  const known = AFFILIATES[toId(id)];
  if (known && isKnownAffiliate(id)) return known;
  return { ...AFFILIATES[DEFAULT_AFFILIATE_ID]!, reason: `unknown affiliate ${String(id)}` };
}

/** The affiliate's phone for a market, else its single phone. */
export function affiliateContactPhone(id: number, market: Market): string {
  const config = affiliateConfig(id);
  return config.contactPhoneByMarket?.[market] ?? config.contactPhone;
}

/**
 * storefront.md §6: seven partners are excluded from the cashback campaign and from the promotion bar.
 * Chosen: the loyalty and trade partners 30, 33, 38, 40, 44, 45 and 861.
 */
export const CASHBACK_EXCLUDED_AFFILIATES: readonly number[] = [30, 33, 38, 40, 44, 45, 861];
export const PROMOTION_BAR_EXCLUDED_AFFILIATES: readonly number[] = CASHBACK_EXCLUDED_AFFILIATES;
/**
 * storefront.md §4 "Promotion bar": "one specific affiliate is always allowed". Read as an exception inside the
 * shared list of seven: 861 keeps the promotion bar although it has no cashback.
 */
export const PROMOTION_BAR_ALWAYS_ALLOWED_AFFILIATE = 861;

// storefront.md §6: many elements are hidden for one specific partner affiliate
export const HIDDEN_ELEMENTS_AFFILIATE = 13621;
const HIDDEN_ELEMENTS = ['faqs', 'mobileMenu', 'cookieBanner', 'copyright', 'promoBanners'] as const;
export type HiddenElement = (typeof HIDDEN_ELEMENTS)[number];
export const hiddenElements = (id: number): readonly HiddenElement[] =>
  toId(id) === HIDDEN_ELEMENTS_AFFILIATE ? HIDDEN_ELEMENTS : [];

// storefront.md §6 "Lead dialog ... unless the affiliate is a specific partner": the B2B2C partner of `viajes`
export const LEAD_DIALOG_PARTNER_AFFILIATE = 2;

/**
 * storefront.md §6 "Classification by affiliate id": the two named sets (chosen here: white labels and the trade
 * and club partners are false, the rest of the enumeration true); unknown ids above 24 are false, others true.
 */
export const AFFILIATE_CLASS_FALSE: readonly number[] = [40, 409, 861, 1057, 1058, 1059, 1060];
export const AFFILIATE_CLASS_TRUE: readonly number[] = AFFILIATE_IDS.filter(
  (id) => !AFFILIATE_CLASS_FALSE.includes(id),
);

export function classifyAffiliate(id: number): boolean {
  const n = toId(id);
  if (AFFILIATE_CLASS_FALSE.includes(n)) return false;
  if (AFFILIATE_CLASS_TRUE.includes(n)) return true;
  return !(n > 24);
}

/**
 * storefront.md §6 "Partner logos": the partners with an affiliate image (17). The spec names
 * /assets/images/logos/affiliate-{id}.png; the files are served as SVG at the same path with .svg.
 */
export const AFFILIATE_LOGO_IMAGES: readonly number[] = [
  2, 30, 33, 38, 40, 44, 45, 409, 861, 1058, 1059, 1060, 1101, 1473, 2703, 7119, 9625,
];

/** The generic image of a partner in AFFILIATE_LOGO_IMAGES. */
export const affiliateImageUrl = (id: number): string => `/assets/images/logos/affiliate-${id}.svg`;

export type AffiliateLogo = {
  url: string;
  iconUrl: string;
  source: 'marketLogo' | 'logoUrl' | 'affiliateImage' | 'product';
};

/**
 * storefront.md §6 "Partner logos": the partner's logo for the market, else its logoUrl, else its affiliate image,
 * else the product's own logo (also for the main brand and unknown ids).
 */
export function affiliateLogo(id: number, market: Market): AffiliateLogo {
  const n = toId(id);
  const product: AffiliateLogo = {
    url: PRODUCT_LOGO.logoUrl,
    iconUrl: PRODUCT_LOGO.iconUrl,
    source: 'product',
  };
  if (n === DEFAULT_AFFILIATE_ID || !isKnownAffiliate(n)) return product;
  const { logos } = AFFILIATES[n]!;
  const iconUrl = logos.iconUrl ?? PRODUCT_LOGO.iconUrl;
  const marketLogo = logos.byMarket?.[market];
  if (marketLogo) return { url: marketLogo, iconUrl, source: 'marketLogo' };
  if (logos.logoUrl) return { url: logos.logoUrl, iconUrl, source: 'logoUrl' };
  if (AFFILIATE_LOGO_IMAGES.includes(n)) {
    return { url: affiliateImageUrl(n), iconUrl, source: 'affiliateImage' };
  }
  return product;
}

/**
 * buying-flow.md §6 "Social share: ... on for non-B2B sites or certain partners": the partners whose B2B site keeps
 * social share. Of the partner affiliates only 40 (the `agents` trade partner) runs a B2B site, so it is the one
 * member that changes anything: its agents share trips with their clients. Every other partner site is B2C or
 * B2B2C and shares anyway.
 */
export const SOCIAL_SHARE_PARTNER_AFFILIATES: readonly number[] = [40];

/**
 * buying-flow.md §6 "Budget PDF direct download: B2B, some partners, ...": the non-B2B partners that download the
 * budget PDF instead of sending it. Chosen: 2, the `viajes` travel-agency partner (B2B2C), whose shop staff hand
 * the quote over in person. B2B partners (40) download anyway; the white labels are consumer sites and send it.
 */
export const BUDGET_PDF_DOWNLOAD_AFFILIATES: readonly number[] = [2];
