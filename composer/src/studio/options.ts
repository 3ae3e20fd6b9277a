/** What the studio's audience and preview pickers offer, from the business configuration. */
import {
  ADVISORS_SUBDOMAIN,
  affiliateConfig,
  DEFAULT_AFFILIATE_ID,
  EXPERIMENTS,
  MAIN_SUBDOMAIN,
  PARTNER_SUBDOMAINS,
  SALES_SUBDOMAIN,
  WHITE_LABEL_DOMAINS,
} from '@waypoint/config';
import { type Device, MARKETS, type Market, type SiteKind, type StudioOptions } from '@waypoint/schemas';

/** The zone each market's campaigns are planned in (the studio's default for schedules). */
export const MARKET_TIME_ZONES: Record<Market, string> = {
  au: 'Australia/Sydney',
  ca: 'America/Toronto',
  co: 'America/Bogota',
  de: 'Europe/Berlin',
  es: 'Europe/Madrid',
  fr: 'Europe/Paris',
  mx: 'America/Mexico_City',
  uk: 'Europe/London',
  us: 'America/New_York',
};

export const SITE_KINDS: readonly SiteKind[] = ['main', 'partner', 'whiteLabel', 'advisors', 'sales'];
export const DEVICES: readonly Device[] = ['mobile', 'tablet', 'desktop'];

export interface SiteOption {
  id: number;
  name: string;
  siteKind: SiteKind;
  host: string;
}

/** Every site a traveller can arrive on: its affiliate, its kind and its host under `baseDomain`. */
export function siteOptions(baseDomain: string): SiteOption[] {
  const own = (siteKind: SiteKind, sub: string): SiteOption => ({
    id: DEFAULT_AFFILIATE_ID,
    name: affiliateConfig(DEFAULT_AFFILIATE_ID).name,
    siteKind,
    host: `${sub}.${baseDomain}`,
  });
  return [
    own('main', MAIN_SUBDOMAIN),
    own('advisors', ADVISORS_SUBDOMAIN),
    own('sales', SALES_SUBDOMAIN),
    ...Object.entries(PARTNER_SUBDOMAINS).map(([sub, p]) => ({
      id: p.affiliateId,
      name: affiliateConfig(p.affiliateId).name,
      siteKind: 'partner' as const,
      host: `${sub}.${baseDomain}`,
    })),
    ...Object.entries(WHITE_LABEL_DOMAINS).map(([domain, id]) => ({
      id,
      name: affiliateConfig(id).name,
      siteKind: 'whiteLabel' as const,
      host: domain,
    })),
  ];
}

export function studioOptions(baseDomain: string): StudioOptions {
  return {
    markets: [...MARKETS],
    siteKinds: [...SITE_KINDS],
    devices: [...DEVICES],
    affiliates: siteOptions(baseDomain),
    experiments: EXPERIMENTS.map((e) => ({
      name: e.name,
      variants: (['v1', 'v2', 'v3'] as const).filter((v) => e.variants[v] !== undefined),
    })),
    timeZones: MARKETS.map((market) => ({ market, timeZone: MARKET_TIME_ZONES[market] })),
  };
}
