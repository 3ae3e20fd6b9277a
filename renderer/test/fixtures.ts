/**
 * Small, schema-typed page trees for the renderer's tests: a home-like page with static blocks and
 * islands, and a layout 'none' error page. Typed against the contract, so a schema change that breaks
 * them is a type error here rather than a silent test gap.
 */
import type { Block, PageTree } from '@waypoint/schemas';

export const promotionBar: Block = {
  id: 'home-promotion-bar',
  type: 'PromotionBar',
  props: { text: 'Spring sale', pill: 'NEW', color: 'pacificOcean', link: null, expiresAt: null, height: 40 },
};

export const header: Block = {
  id: 'home-header',
  type: 'Header',
  props: {
    logo: { src: '/assets/images/logos/waypoint.svg', alt: 'Waypoint', href: '/us', width: 160, height: 32 },
    partnerLogo: null,
    phone: { display: '+1 800 555 0100', href: 'tel:+18005550100' },
    email: null,
    deals: [],
    menu: [{ href: '/us/deals', label: 'Deals' }],
    languages: [{ locale: 'en-US', label: 'English', href: '?locale=en-US', origin: null, current: true }],
    search: null,
    phoneIconOnly: false,
    disclaimer: null,
    advisor: null,
    sticky: true,
    heights: { mobile: 64, tabletUp: 72 },
    labels: { call: 'Call us', menu: 'Menu', language: 'Language', skipToContent: 'Skip to content' },
  },
};

export const promise: Block = {
  id: 'home-promise',
  type: 'PromiseSection',
  props: {
    title: 'Our promise',
    boxes: [{ icon: 'shield', title: 'Protected', text: 'Every trip is protected.', link: null }],
  },
};

export const travelProtection: Block = {
  id: 'home-travel-protection',
  type: 'TravelProtectionBanner',
  props: {
    title: 'Our Travel Protection takes care of you',
    text: 'All our trips are protected with our Standard coverage.',
    ctaLabel: 'Learn more',
    modalId: 'premiumCare',
    modal: {
      title: 'Travel protection',
      plans: [{ name: 'Flex', description: 'Cancel for any reason' }],
      closeLabel: 'Close',
    },
  },
};

export const adBanner: Block = {
  id: 'home-ad-1',
  type: 'AdBanner',
  props: {
    slot: 'add-banner-home',
    size: { width: 728, height: 90 },
    adUnits: ['/1234/home', '/1234/home-b'],
    label: 'Advertisement',
  },
};

export const errorModal: Block = {
  id: 'home-error-modal',
  type: 'ErrorModal',
  props: {
    errorCode: 'generic',
    title: 'Oops',
    message: 'Something failed',
    closeLabel: 'Close',
    delayMs: 1000,
  },
};

export const footer: Block = {
  id: 'home-footer',
  type: 'Footer',
  props: {
    logo: { src: '/assets/images/logos/waypoint.svg', alt: 'Waypoint' },
    phone: null,
    email: 'help@example.com',
    schedule: null,
    address: null,
    columns: [{ title: 'About', links: [{ href: '/us/about', label: 'About us' }] }],
    legal: [{ href: '/us/terms-and-conditions', label: 'Terms' }],
    // No markets selection: the footer stays static (its markets make it an island).
    markets: [],
    marketLabels: {
      button: 'Country and language: United States, English',
      title: 'Countries',
      close: 'Close',
    },
    copyright: '© Waypoint',
  },
};

export const errorPage: Block = {
  id: 'error-404',
  type: 'ErrorPage',
  props: {
    statusCode: 404,
    title: 'Not found',
    message: 'No page here.',
    cta: { href: '/us', label: 'Home' },
  },
};

const context: PageTree['context'] = {
  market: 'us',
  locale: 'en-US',
  currency: {
    isoCode: 'USD',
    prefixSign: '$',
    sufixSign: '',
    decimalSeparator: '.',
    thousandsSeparator: ',',
  },
  device: 'desktop',
  site: {
    subdomain: 'www',
    kind: 'main',
    layoutType: 'B2C',
    partnerType: 'B2C',
    affiliateId: 1,
    isB2COnly: true,
    isPrivateLabel: false,
    isReseller: false,
    isMainDomain: true,
    isB2BDomain: false,
    isB2B2CDomain: false,
    reseller: null,
  },
  experiments: {},
};

export function homePage(
  page: Partial<PageTree['page']> = {},
  regions: Partial<PageTree['regions']> = {},
): PageTree {
  return {
    schemaVersion: 1,
    page: {
      kind: 'home',
      path: '/us',
      canonical: 'https://www.example.com/us',
      title: 'Multi-day tours',
      description: 'Trips with flights and hotels.',
      noindex: false,
      layout: 'default',
      breadcrumbs: [{ title: 'Home', link: '/us' }],
      alternates: [
        { hreflang: 'en-US', href: 'https://www.example.com/us?locale=en-US' },
        { hreflang: 'es-US', href: 'https://www.example.com/us?locale=es-US' },
      ],
      structuredData: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'Salta' }],
      favicon: '/favicon.svg',
      theme: { 'color-primary': '#c0392b', 'font-family': "'Nunito', system-ui, sans-serif" },
      ...page,
    },
    context,
    regions: {
      header: [promotionBar, header],
      main: [promise, travelProtection, adBanner],
      footer: [footer],
      overlays: [],
      ...regions,
    },
  };
}

export function notFoundPage(): PageTree {
  return homePage(
    { kind: 'error', path: '/us/404', title: 'Not found', noindex: true, layout: 'none', alternates: [] },
    { main: [errorPage] },
  );
}
