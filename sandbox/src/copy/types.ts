/** The shape of the sandbox's UI copy; one object per language (en.ts, es.ts, fr.ts, de.ts). */
import type { Category } from '../catalogue/types.ts';

export interface HeroCopy {
  title: string;
  detail: string | null;
  intro: string | null;
  subtitle: string | null;
  cta: string;
}

export interface CampaignCopy {
  title: string;
  subtitle: string;
  cta: string;
  highlight: string;
}

export interface SiteCopy {
  languageName: string;
  themes: Record<Category, { title: string; description: string }>;
  promotion: {
    barText: string;
    barPill: string;
    barLink: string;
    flashTitle: string;
    flashSubtitle: string;
    flashCta: string;
  };
  campaigns: readonly [CampaignCopy, CampaignCopy];
  /** Four hero slides, in order; the fourth intro carries the `{{subBrandLogo}}` marker. */
  hero: readonly [HeroCopy, HeroCopy, HeroCopy, HeroCopy];
  menu: { destinations: string; deals: string; advisors: string; help: string };
  footer: {
    company: string;
    legal: string;
    destinations: string;
    about: string;
    contact: string;
    help: string;
    terms: string;
    privacy: string;
    cookies: string;
    promoTerms: string;
  };
  schedule: { short: string; long: string };
  helpCenter: { contactUs: string; home: string };
  reviews: readonly { author: string; title: string; text: string }[];
}
