/** The shape of the generic pages' texts in one language (sandbox data, storefront.md §7 generic pages). */

/** What a text may name about the market it is served in. */
export interface ContentFacts {
  brand: string;
  /** The company that sells the trips. */
  company: string;
  /** 'in the United States', 'de España', 'aux États-Unis': where the travellers live. */
  inCountry: string;
  address: string;
  email: string;
  phone: string;
}

/** [anchor id, heading, HTML]: ids are the same in every language, so anchors survive a language switch. */
export type SectionText = readonly [id: string, title: string, html: string];

export interface PageText {
  title: string;
  /** HTML. */
  intro: string;
  sections: readonly SectionText[];
}

/** The legal and help pages (storefront.md §2 "Per-market legal and help paths"). */
export const SITE_PAGES = [
  'terms',
  'cookies',
  'privacy',
  'impressum',
  'promotionalTerms',
  'help',
  'about',
  'contact',
] as const;
export type SitePageKey = (typeof SITE_PAGES)[number];

/** The trip collections the site links to (menu, promotion bar, campaigns, hero slides, landing links). */
export const COLLECTIONS = [
  'deals',
  'flash',
  'lastMinute',
  'early',
  'hero1',
  'hero2',
  'hero3',
  'hero4',
  'landingDeals',
  'landingBeach',
  'landingShort',
  'partnerExclusive',
] as const;
export type CollectionKey = (typeof COLLECTIONS)[number];

export interface ContentCopy {
  pages: Record<SitePageKey, (facts: ContentFacts) => PageText>;
  /** The terms as they read until the end of 2022 (`?year=2022`). */
  terms2022: (facts: ContentFacts) => PageText;
  collections: Record<CollectionKey, { title: string; intro: string }>;
  /** A themed collection: '{theme}' is the theme's title. */
  theme: { intro: (theme: string, description: string) => string };
  destinations: { title: string; intro: string };
}
