/**
 * Invented partner data: affiliates (storefront.md §6 "Affiliates": partner hosts map to ids 2 and 40),
 * reseller logos for utm_reseller, and advisor private-label configs for advisor_token.
 */
import type { UpstreamAdvisorConfig, UpstreamAffiliate, UpstreamResellerLogo } from '@waypoint/schemas';
import type { z } from 'zod';
import { MARKET_INFO } from '../markets.ts';
import { mediaUrl } from '../media/urls.ts';
import { legalPath } from '../site-paths.ts';
import type { BuildContext } from './context.ts';

/** Subdomain -> affiliate id; anything else is the main brand (1). */
export const SUBDOMAIN_AFFILIATES: Readonly<Record<string, number>> = {
  www: 1,
  advisors: 1,
  sales: 1,
  viajes: 2,
  agents: 40,
};

export function affiliateIdFor(subdomain: string): number {
  return SUBDOMAIN_AFFILIATES[subdomain.toLowerCase()] ?? 1;
}

interface AffiliateDef {
  name: string;
  /** Null: the market's own contact phone. */
  phone: string | null;
  customerPhone: string | null;
  domain: string;
  address: string | null;
  /** Media name of the partner's logo, or null for none. */
  logo: string | null;
}

export const AFFILIATES: Readonly<Record<number, AffiliateDef>> = {
  1: {
    name: 'Waypoint',
    phone: null,
    customerPhone: null,
    domain: 'waypoint.test',
    address: null,
    logo: null,
  },
  2: {
    name: 'Viajes Horizonte',
    phone: '+34 910 555 200',
    customerPhone: '+34 910 555 201',
    domain: 'viajeshorizonte.test',
    address: 'Gran Vía 28, 28013 Madrid',
    logo: 'viajes-horizonte',
  },
  40: {
    name: 'Agents Collective',
    phone: '+1 (800) 555-0140',
    customerPhone: '+1 (800) 555-0141',
    domain: 'agentscollective.test',
    address: '500 Market Street, San Francisco, CA 94105',
    logo: 'agents-collective',
  },
  1057: {
    name: 'Lumen Private Travel',
    phone: '+44 20 7946 1057',
    customerPhone: null,
    domain: 'lumentravel.test',
    address: '14 Albemarle Street, London W1S 4HW',
    logo: 'lumen-private-travel',
  },
};

export function affiliate(ctx: BuildContext, id: number): UpstreamAffiliate {
  const { market, copy, base } = ctx;
  const info = MARKET_INFO[market];
  const def: AffiliateDef = AFFILIATES[id] ?? {
    name: `Waypoint Partner ${id}`,
    phone: null,
    customerPhone: null,
    domain: `partner-${id}.waypoint.test`,
    address: null,
    logo: `partner-${id}`,
  };
  return {
    id,
    name: def.name,
    contactPhone: def.phone ?? info.phone,
    customerContactPhone: def.customerPhone,
    customersEmail: id === 1 ? info.email : `customers@${def.domain}`,
    salesEmail: id === 1 ? `sales.${market}@waypoint.test` : `sales@${def.domain}`,
    scheduleShort: copy.schedule.short,
    scheduleLong: copy.schedule.long,
    address: def.address ?? info.address,
    favicon: mediaUrl(base, 'icon', def.logo ?? 'waypoint'),
    helpCenterContactUsText: copy.helpCenter.contactUs,
    helpCenterContactUsUrl: legalPath('contact', market),
    helpCenterHomeText: copy.helpCenter.home,
    helpCenterHomeUrl: legalPath('help', market),
    resellerLogos: {
      logoUrl: def.logo ? mediaUrl(base, 'logo', def.logo) : null,
      iconUrl: def.logo ? mediaUrl(base, 'icon', def.logo) : null,
    },
  };
}

/** utm_reseller values with a logo (`null` icon: the reseller has a logo only). */
export const RESELLERS: Readonly<Record<string, { logo: string; icon: string | null }>> = {
  last_minute: { logo: 'last-minute-travel', icon: 'last-minute-travel' },
  sunny_deals: { logo: 'sunny-deals', icon: null },
  globe_hoppers: { logo: 'globe-hoppers', icon: 'globe-hoppers' },
};

export function resellerLogo(
  base: string,
  reseller: string,
): z.infer<typeof UpstreamResellerLogo> | undefined {
  const def = RESELLERS[reseller];
  if (!def) return undefined;
  return {
    logoUrl: mediaUrl(base, 'logo', def.logo),
    iconUrl: def.icon === null ? null : mediaUrl(base, 'icon', def.icon),
  };
}

interface AdvisorDef {
  agentId: number;
  name: string;
  email: string;
  phone: string;
  /** Media name of the agency logo, or null: the agency has none. */
  logo: string | null;
}

/** advisor_token values with a private-label config. */
export const ADVISORS: Readonly<Record<string, AdvisorDef>> = {
  'adv-demo-1': {
    agentId: 5101,
    name: 'Maya Thompson',
    email: 'maya.thompson@bluecompass.test',
    phone: '+1 (617) 555-0163',
    logo: 'blue-compass-travel',
  },
  'adv-demo-2': {
    agentId: 5102,
    name: 'Javier Morales',
    email: 'javier.morales@advisors.waypoint.test',
    phone: '+34 600 555 102',
    logo: null,
  },
  'adv-demo-3': {
    agentId: 5103,
    name: 'Claire Dubois',
    email: 'claire.dubois@voyages-lumiere.test',
    phone: '+33 6 55 55 01 03',
    logo: 'voyages-lumiere',
  },
};

export function advisorConfig(base: string, token: string): UpstreamAdvisorConfig | undefined {
  const def = ADVISORS[token];
  if (!def) return undefined;
  return {
    agentId: def.agentId,
    name: def.name,
    email: def.email,
    photo: mediaUrl(base, 'avatar', def.name),
    phone: def.phone,
    logo: def.logo === null ? null : mediaUrl(base, 'logo', def.logo),
  };
}
