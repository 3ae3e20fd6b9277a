/**
 * Every page kind, stated once. Config's location rule, the composer's page definitions, the studio's
 * palette and the wire's `page.kind` all read this list.
 */
import { z } from 'zod';

/**
 * storefront.md §2 "Page kinds recognised from the current location", in the order they are tried, then
 * the pages of §2 "Page routes" that no location rule names (refer-a-friend, best price guarantee, the
 * generic paid landing, generic content and legal pages by slug), then the pages the composer adds:
 * landing pages (`/landingPage/<slug>`) and the error pages (404, 500).
 */
export const PAGE_KINDS = [
  'home',
  'searchResults',
  'country',
  'region',
  'continent',
  'product',
  'checkout',
  'partPayment',
  'ticketPdf',
  'budgetPdf',
  'confirmation',
  'raffleLanding',
  'referral',
  'bestPriceGuarantee',
  'paidLanding',
  'content',
  'landing',
  'error',
] as const;

/**
 * The shop window's pages, which every visitor can browse: the promotion bar and the error modal show
 * on them, and so do the header and footer (with the checkout and booking pages besides).
 */
export const SHOP_WINDOW_PAGE_KINDS = [
  'home',
  'landing',
  'product',
  'searchResults',
  'country',
  'region',
  'continent',
  'raffleLanding',
  'referral',
  'bestPriceGuarantee',
  'paidLanding',
  'content',
] as const satisfies readonly (typeof PAGE_KINDS)[number][];

/** Every page wrapped in the site's layout (storefront.md §2 "Layout"): the header's and footer's. */
export const FRAMED_PAGE_KINDS = [
  ...SHOP_WINDOW_PAGE_KINDS,
  'checkout',
  'confirmation',
  'partPayment',
] as const satisfies readonly (typeof PAGE_KINDS)[number][];

export const PageKind = z
  .enum(PAGE_KINDS)
  .meta({ id: 'PageKind', description: 'The kind of page (storefront.md §2 "Page kinds")' });
export type PageKind = z.infer<typeof PageKind>;

export const isPageKind = (value: unknown): value is PageKind =>
  typeof value === 'string' && (PAGE_KINDS as readonly string[]).includes(value);

/**
 * A layout's page key is its page kind, optionally qualified: `home`, `landing:summer-sale`, `product`,
 * `error:404`. The kind decides which block types the layout may hold.
 */
export function pageKindOfKey(pageKey: string): PageKind | null {
  const kind = pageKey.split(':', 1)[0];
  return isPageKind(kind) ? kind : null;
}
