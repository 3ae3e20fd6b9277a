/**
 * Site kinds from the Host header and the flags derived from them (storefront.md §1, §4 "Layout type",
 * §6 "Site kinds by subdomain", "Partner type", "User type for analytics").
 *
 * Hosts: the base domain and `www.` are the main site; `advisors.` and `sales.` are the product's own sub-sites;
 * two partner subdomains map to affiliates 2 and 40 (§6), here `viajes.` (a B2B2C travel-agency partner) and
 * `agents.` (a B2B trade partner); a host outside the base domain is a white-label domain when it is in
 * `WHITE_LABEL_DOMAINS`. Anything else (an unknown or invalid host) falls back to the main site, with a reason.
 */
import type { LayoutType, PartnerType, Site, SiteKind } from '@waypoint/schemas';
import { DEFAULT_AFFILIATE_ID } from './affiliate-data.ts';
import { hostname, validHost } from './cookies.ts';

export type HostSite = {
  subdomain: string;
  kind: SiteKind;
  affiliateId: number;
  isMainDomain: boolean;
  isB2BDomain: boolean;
  isB2B2CDomain: boolean;
  whiteLabelDomain?: string;
  reason?: string;
};

export const MAIN_SUBDOMAIN = 'www';
export const ADVISORS_SUBDOMAIN = 'advisors';
export const SALES_SUBDOMAIN = 'sales';
/** The `subdomain` reported for white-label domains, which have none of ours. */
const WHITE_LABEL_SUBDOMAIN = 'white-label';

// storefront.md §6 "Two partner hosts map to affiliate ids 2 and 40"
export const PARTNER_SUBDOMAINS: Readonly<
  Record<string, { affiliateId: number; partnerType: 'B2B' | 'B2B2C' }>
> = {
  viajes: { affiliateId: 2, partnerType: 'B2B2C' },
  agents: { affiliateId: 40, partnerType: 'B2B' },
};

/** Invented white-label domains (the reserved `.test` TLD) and their affiliates. */
export const WHITE_LABEL_DOMAINS: Readonly<Record<string, number>> = {
  'travel.partner-one.test': 1057,
  'viajes.partner-two.test': 1058,
  'reisen.partner-three.test': 1059,
  'voyages.partner-four.test': 1060,
};

/** The e-mail domain of the company's own staff (storefront.md §6 "User type for analytics"). */
const COMPANY_EMAIL_DOMAIN = 'waypoint.travel';

/**
 * The main site. `sales` belongs to the main domain too: it is the product's own consumer catalogue sold by
 * internal staff, so it is neither a B2B nor a B2B2C domain.
 */
const main = (subdomain: string, reason?: string): HostSite => ({
  subdomain,
  kind: subdomain === SALES_SUBDOMAIN ? 'sales' : 'main',
  affiliateId: DEFAULT_AFFILIATE_ID,
  isMainDomain: true,
  isB2BDomain: false,
  isB2B2CDomain: false,
  ...(reason ? { reason } : {}),
});

export function siteFromHost(host: string | undefined, baseDomain: string): HostSite {
  const h = hostname(host);
  const base = hostname(baseDomain) || 'localhost';
  if (!h) return main(MAIN_SUBDOMAIN, 'no host');
  // A Host that no site can have (userinfo, a path, ...) names no site, so no redirect is built from it.
  if (validHost(host) === null) return main(MAIN_SUBDOMAIN, 'invalid host');
  if (h === base || h === `${MAIN_SUBDOMAIN}.${base}`) return main(MAIN_SUBDOMAIN);
  if (h.endsWith(`.${base}`)) {
    const sub = h.slice(0, -(base.length + 1));
    if (sub === SALES_SUBDOMAIN) return main(SALES_SUBDOMAIN);
    if (sub === ADVISORS_SUBDOMAIN) {
      return {
        subdomain: sub,
        kind: 'advisors',
        affiliateId: DEFAULT_AFFILIATE_ID,
        isMainDomain: false,
        isB2BDomain: true,
        isB2B2CDomain: false,
      };
    }
    const partner = Object.hasOwn(PARTNER_SUBDOMAINS, sub) ? PARTNER_SUBDOMAINS[sub] : undefined;
    if (partner) {
      const isB2B = partner.partnerType === 'B2B';
      return {
        subdomain: sub,
        kind: 'partner',
        affiliateId: partner.affiliateId,
        isMainDomain: false,
        isB2BDomain: isB2B,
        isB2B2CDomain: !isB2B,
      };
    }
    return main(MAIN_SUBDOMAIN, `unknown subdomain "${sub}"`);
  }
  const domain = h.startsWith('www.') ? h.slice(4) : h;
  const whiteLabel = Object.hasOwn(WHITE_LABEL_DOMAINS, domain) ? WHITE_LABEL_DOMAINS[domain] : undefined;
  if (whiteLabel !== undefined) {
    // storefront.md §1: a B2B2C domain is one that is neither B2B nor the main domain
    return {
      subdomain: WHITE_LABEL_SUBDOMAIN,
      kind: 'whiteLabel',
      affiliateId: whiteLabel,
      isMainDomain: false,
      isB2BDomain: false,
      isB2B2CDomain: true,
      whiteLabelDomain: domain,
    };
  }
  return main(MAIN_SUBDOMAIN, `unknown host "${h}"`);
}

// storefront.md §6: isB2COnly is www and none of sales, advisor, private label or reseller
export function isB2COnly(input: {
  subdomain: string;
  isSales: boolean;
  isAdvisor: boolean;
  isPrivateLabel: boolean;
  isReseller: boolean;
}): boolean {
  return (
    input.subdomain === MAIN_SUBDOMAIN &&
    !input.isSales &&
    !input.isAdvisor &&
    !input.isPrivateLabel &&
    !input.isReseller
  );
}

// storefront.md §4 "Layout type"
export function layoutType(input: {
  isB2COnly: boolean;
  isSales: boolean;
  isPrivateLabel: boolean;
}): LayoutType {
  if (input.isB2COnly || input.isSales) return 'B2C';
  if (input.isPrivateLabel) return 'PRIVATE_LABEL';
  return 'B2B';
}

// storefront.md §6 "Partner type"
export function partnerType(input: {
  isB2B2CDomain: boolean;
  isAdvisor: boolean;
  isB2BDomain: boolean;
}): PartnerType {
  if (input.isB2B2CDomain) return 'B2B2C';
  if (input.isAdvisor || input.isB2BDomain) return 'B2B';
  return 'B2C';
}

/** storefront.md §6: the advisors sub-site; "an origin containing 'advisors' also counts". */
export const isAdvisorSite = (site: Pick<Site, 'kind' | 'subdomain'>): boolean =>
  site.kind === 'advisors' || site.subdomain.includes(ADVISORS_SUBDOMAIN);
export const isSalesSite = (site: Pick<Site, 'kind'>): boolean => site.kind === 'sales';

/**
 * Every flag of the site from the host, the advisor token and reseller in force, and the private-label config.
 * The advisor token does not make a visitor an advisor (it identifies whose private-label site they see; private
 * label is on only when its config was found); it only takes precedence over a reseller (storefront.md §4).
 */
export function resolveSite(input: {
  host: string | undefined;
  baseDomain: string;
  advisorToken: string | null;
  reseller: string | null;
  privateLabel: boolean;
}): Site {
  const fromHost = siteFromHost(input.host, input.baseDomain);
  const isAdvisor = isAdvisorSite(fromHost);
  const isSales = isSalesSite(fromHost);
  const hasToken = typeof input.advisorToken === 'string' && input.advisorToken !== '';
  const reseller =
    !hasToken && typeof input.reseller === 'string' && input.reseller !== '' ? input.reseller : null;
  const isPrivateLabel = input.privateLabel === true;
  const b2cOnly = isB2COnly({
    subdomain: fromHost.subdomain,
    isSales,
    isAdvisor,
    isPrivateLabel,
    isReseller: reseller !== null,
  });
  return {
    subdomain: fromHost.subdomain,
    kind: fromHost.kind,
    layoutType: layoutType({ isB2COnly: b2cOnly, isSales, isPrivateLabel }),
    partnerType: partnerType({ ...fromHost, isAdvisor }),
    affiliateId: fromHost.affiliateId,
    isB2COnly: b2cOnly,
    isPrivateLabel,
    isReseller: reseller !== null,
    isMainDomain: fromHost.isMainDomain,
    isB2BDomain: fromHost.isB2BDomain,
    isB2B2CDomain: fromHost.isB2B2CDomain,
    reseller,
  };
}

export type AnalyticsUserType = 'employee' | 'travel_advisor' | 'traveller';

// storefront.md §6 "User type for analytics"
export function userTypeForAnalytics(input: {
  isSales: boolean;
  isAdvisor: boolean;
  isB2BDomain: boolean;
  email?: string | null;
}): AnalyticsUserType {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  if (input.isSales || email.endsWith(`@${COMPANY_EMAIL_DOMAIN}`)) return 'employee';
  if (input.isAdvisor || input.isB2BDomain) return 'travel_advisor';
  return 'traveller';
}
