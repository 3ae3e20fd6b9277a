/**
 * The affiliate table (storefront.md §3 "Affiliate", §6 "Affiliates"). Names, phones, addresses and colours are
 * invented for this product. Phone numbers are taken from ranges reserved for fiction where a country has one
 * (US/CA 555-01xx, UK 020 7946 0xxx, DE 030 23125 xxx, FR 01 99 00 xx xx, AU 02 5550 xxxx).
 */
import type { Market } from '@waypoint/schemas';

type AffiliateTheme = {
  primary: string;
  primaryContrast: string;
  accent: string;
  background: string;
  text: string;
  headerBackground: string;
  /** Text and icons on the header background (light on a dark header). */
  headerText: string;
  fontFamily?: string;
};

type AffiliateLogos = {
  logoUrl: string | null;
  iconUrl: string | null;
  byMarket?: Partial<Record<Market, string>>;
};

export type AffiliateConfig = {
  id: number;
  name: string;
  /** The phone shown when the market has none of its own. */
  contactPhone: string;
  contactPhoneByMarket?: Partial<Record<Market, string>>;
  customersEmail: string;
  salesEmail: string;
  scheduleShort: string;
  scheduleLong: string;
  address: string;
  favicon: string;
  helpCenter: { contactUsText: string; contactUsUrl: string; homeText: string; homeUrl: string };
  theme: AffiliateTheme;
  logos: AffiliateLogos;
};

// storefront.md §6 "Affiliates": the enumeration of partner brands
export const AFFILIATE_IDS = [
  1, 2, 30, 33, 38, 40, 44, 45, 409, 861, 1057, 1058, 1059, 1060, 1101, 1471, 1473, 2703, 7119, 9625, 13621,
  11356, 7380,
] as const;
type AffiliateId = (typeof AFFILIATE_IDS)[number];

export const DEFAULT_AFFILIATE_ID = 1;

export const PRODUCT_LOGO = {
  logoUrl: '/assets/images/logos/waypoint.svg',
  iconUrl: '/assets/images/logos/waypoint-icon.svg',
} as const;

const MAIN: AffiliateConfig = {
  id: 1,
  name: 'Waypoint',
  contactPhone: '+1 800 555 0199',
  contactPhoneByMarket: {
    us: '+1 800 555 0199',
    ca: '+1 888 555 0142',
    mx: '+52 55 5555 0100',
    co: '+57 601 555 0100',
    es: '+34 910 000 101',
    uk: '+44 20 7946 0958',
    de: '+49 30 23125 100',
    fr: '+33 1 99 00 10 10',
    au: '+61 2 5550 1234',
  },
  customersEmail: 'customers@waypoint.travel',
  salesEmail: 'sales@waypoint.travel',
  scheduleShort: 'Mon–Fri 9am–9pm',
  scheduleLong: 'Monday to Friday 9am to 9pm, Saturday 10am to 6pm',
  address: '100 Harbour Street, Suite 400, Boston, MA 02110',
  favicon: '/favicon.svg',
  helpCenter: {
    contactUsText: 'Contact us',
    contactUsUrl: '/us/contact',
    homeText: 'Help center',
    homeUrl: '/us/help',
  },
  theme: {
    primary: '#0b5563',
    primaryContrast: '#ffffff',
    accent: '#f2a541',
    background: '#ffffff',
    text: '#1d2a32',
    headerBackground: '#ffffff',
    headerText: '#1d2a32',
    fontFamily: "'Inter', system-ui, sans-serif",
  },
  logos: { logoUrl: PRODUCT_LOGO.logoUrl, iconUrl: PRODUCT_LOGO.iconUrl },
};

/** A partner that keeps the main brand's contact details and theme. */
const partner = (id: AffiliateId, name: string): AffiliateConfig => ({
  ...MAIN,
  id,
  name,
  favicon: `/assets/favicons/affiliate-${id}.svg`,
  logos: { logoUrl: null, iconUrl: null },
});

const themed = (
  id: AffiliateId,
  name: string,
  details: Omit<AffiliateConfig, 'id' | 'name' | 'favicon' | 'helpCenter'> & {
    helpCenter?: AffiliateConfig['helpCenter'];
  },
): AffiliateConfig => ({
  id,
  name,
  favicon: `/assets/favicons/affiliate-${id}.svg`,
  ...details,
  helpCenter: details.helpCenter ?? MAIN.helpCenter,
});

export const AFFILIATES: Record<number, AffiliateConfig> = {
  1: MAIN,
  // The B2B2C partner of the `viajes` subdomain.
  2: themed(2, 'Viajes Horizonte', {
    contactPhone: '+34 910 000 202',
    customersEmail: 'clientes@viajes-horizonte.test',
    salesEmail: 'ventas@viajes-horizonte.test',
    scheduleShort: 'L–V 9:00–20:00',
    scheduleLong: 'Lunes a viernes de 9:00 a 20:00',
    address: 'Calle del Prado 12, 28014 Madrid',
    theme: {
      primary: '#c0392b',
      primaryContrast: '#ffffff',
      accent: '#f1c40f',
      background: '#fffaf5',
      text: '#2b1d16',
      headerBackground: '#c0392b',
      headerText: '#ffffff',
      fontFamily: "'Nunito', system-ui, sans-serif",
    },
    logos: {
      logoUrl: '/assets/images/logos/partners/viajes-horizonte.svg',
      iconUrl: '/assets/images/logos/partners/viajes-horizonte-icon.svg',
      byMarket: { fr: '/assets/images/logos/partners/viajes-horizonte-fr.svg' },
    },
  }),
  30: partner(30, 'Compass Rewards'),
  33: partner(33, 'Nordlicht Reisen'),
  38: partner(38, 'Atlas Club'),
  // The B2B partner of the `agents` subdomain.
  40: themed(40, 'TravelTrade Agents', {
    contactPhone: '+44 20 7946 0040',
    customersEmail: 'support@traveltrade-agents.test',
    salesEmail: 'desk@traveltrade-agents.test',
    scheduleShort: 'Mon–Fri 8am–6pm',
    scheduleLong: 'Monday to Friday 8am to 6pm (UK time)',
    address: '40 Fleet Lane, London EC4M 7RB',
    theme: {
      primary: '#1f3a93',
      primaryContrast: '#ffffff',
      accent: '#22a7f0',
      background: '#f5f7fb',
      text: '#0e1630',
      headerBackground: '#0e1630',
      headerText: '#ffffff',
    },
    logos: {
      logoUrl: '/assets/images/logos/partners/traveltrade-agents.svg',
      iconUrl: '/assets/images/logos/partners/traveltrade-agents-icon.svg',
    },
  }),
  44: partner(44, 'Bluewave Holidays'),
  45: partner(45, 'Sendero Viajes'),
  409: partner(409, 'Meridian Travel Club'),
  861: partner(861, 'Globo Ofertas'),
  // White label on travel.partner-one.test.
  1057: themed(1057, 'Partner One Travel', {
    contactPhone: '+1 202 555 0157',
    customersEmail: 'hello@partner-one.test',
    salesEmail: 'sales@partner-one.test',
    scheduleShort: 'Every day 8am–10pm',
    scheduleLong: 'Every day from 8am to 10pm (Eastern Time)',
    address: '1057 Pine Avenue, Seattle, WA 98101',
    helpCenter: {
      contactUsText: 'Talk to Partner One',
      contactUsUrl: 'https://help.partner-one.test/contact',
      homeText: 'Partner One help',
      homeUrl: 'https://help.partner-one.test',
    },
    theme: {
      primary: '#2e7d32',
      primaryContrast: '#ffffff',
      accent: '#ff7043',
      background: '#fbfdf8',
      text: '#1b2a1c',
      headerBackground: '#ffffff',
      headerText: '#1b2a1c',
      fontFamily: "'Merriweather Sans', system-ui, sans-serif",
    },
    logos: {
      logoUrl: '/assets/images/logos/partners/partner-one.svg',
      iconUrl: '/assets/images/logos/partners/partner-one-icon.svg',
      byMarket: { fr: '/assets/images/logos/partners/partner-one-fr.svg' },
    },
  }),
  1058: partner(1058, 'Partner Two Viajes'),
  1059: partner(1059, 'Partner Three Reisen'),
  1060: partner(1060, 'Partner Four Voyages'),
  1101: partner(1101, 'Andes Travel'),
  // The partner theme of utm_reseller=last_minute (storefront.md §4 "Advisor token and reseller").
  1471: themed(1471, 'LastMinute Deals', {
    contactPhone: '+44 20 7946 0147',
    customersEmail: 'care@lastminute-deals.test',
    salesEmail: 'trade@lastminute-deals.test',
    scheduleShort: 'Every day 9am–11pm',
    scheduleLong: 'Every day from 9am to 11pm',
    address: '14 Canal Street, Manchester M1 3HE',
    theme: {
      primary: '#e91e63',
      primaryContrast: '#ffffff',
      accent: '#ffd600',
      background: '#ffffff',
      text: '#212121',
      headerBackground: '#1a1a1a',
      headerText: '#ffffff',
    },
    logos: {
      logoUrl: '/assets/images/logos/partners/lastminute-deals.svg',
      iconUrl: '/assets/images/logos/partners/lastminute-deals-icon.svg',
    },
  }),
  1473: partner(1473, 'Pacífico Viajes'),
  2703: partner(2703, 'Caribe Tours'),
  7119: partner(7119, 'Río Grande Viajes'),
  9625: partner(9625, 'Pampa Travel'),
  13621: partner(13621, 'Kiosk Partner'),
  11356: partner(11356, 'Aurora Voyages'),
  7380: partner(7380, 'Harbour Travel'),
};
