/**
 * Generic content and legal pages by slug (storefront.md §2 "Per-market legal and help paths",
 * §7 generic pages), one layout each for every market:
 * - `content`: collections (themes, offers, deals, destinations, landing links) and help pages: the text,
 *   then the trips;
 * - `content:legal`: terms, cookies, privacy and impressum: the text only;
 * - `content:partner-landing`: the landing path where the promotion bar never shows (§2); the bar stays
 *   placed, and its rule hides it there.
 */
import { type DemoLayout, demo, type Section } from './demo-kit.ts';

const scope = { market: null, affiliateId: null, siteKind: null };

export const CONTENT_SECTIONS: readonly Section[] = [
  ['promotion-bar', 'PromotionBar'],
  ['header', 'Header'],
  ['page', 'ContentPage'],
  ['trips', 'ContentTrips'],
  ['error-modal', 'ErrorModal'],
  ['footer', 'Footer'],
];

export const LEGAL_SECTIONS: readonly Section[] = CONTENT_SECTIONS.filter(
  ([, type]) => type !== 'ContentTrips',
);

export const CONTENT_LAYOUTS: readonly DemoLayout[] = [
  demo('content-global', 'Content page (every market)', scope, CONTENT_SECTIONS, 'content'),
  demo('content-legal-global', 'Legal page (every market)', scope, LEGAL_SECTIONS, 'content:legal'),
  demo(
    'content-partner-landing',
    'Partner landing, no promotion bar (/us/landing/partner-exclusive)',
    scope,
    CONTENT_SECTIONS,
    'content:partner-landing',
  ),
];
