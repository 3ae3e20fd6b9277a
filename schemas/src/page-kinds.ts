/**
 * Every page kind, stated once. Config's location rule, the composer's page definitions, the studio's
 * palette and the wire's `page.kind` all read this list.
 */
import { z } from 'zod';

/**
 * The site's frame around a page: a `shopWindow` page can be browsed by every visitor, and carries the
 * promotion bar and the error modal besides the header and footer; a `framed` page (one visitor's booking)
 * has the header and footer only (storefront.md §2 "Layout"); a `bare` page has neither.
 */
type Frame = 'shopWindow' | 'framed' | 'bare';

/**
 * Every page kind and its frame, one line each. storefront.md §2 "Page kinds recognised from the current
 * location", in the order they are tried, then the pages of §2 "Page routes" that no location rule names
 * (refer-a-friend, best price guarantee, the generic paid landing, generic content and legal pages by
 * slug), then the pages the composer adds: landing pages (`/landingPage/<slug>`) and the error pages.
 */
const FRAMES = {
  home: 'shopWindow',
  searchResults: 'shopWindow',
  country: 'shopWindow',
  region: 'shopWindow',
  continent: 'shopWindow',
  product: 'shopWindow',
  checkout: 'framed',
  partPayment: 'framed',
  ticketPdf: 'bare',
  budgetPdf: 'bare',
  confirmation: 'framed',
  raffleLanding: 'shopWindow',
  referral: 'shopWindow',
  bestPriceGuarantee: 'shopWindow',
  paidLanding: 'shopWindow',
  content: 'shopWindow',
  landing: 'shopWindow',
  error: 'bare',
} as const satisfies Record<string, Frame>;

type PageKindName = keyof typeof FRAMES;
const kindsWhere = (keep: (frame: Frame) => boolean) =>
  (Object.keys(FRAMES) as PageKindName[]).filter((kind) => keep(FRAMES[kind]));

/** Every page kind, in the order they are tried. */
export const PAGE_KINDS = kindsWhere(() => true) as [PageKindName, ...PageKindName[]];

/** The shop window's pages, which every visitor can browse. */
export const SHOP_WINDOW_PAGE_KINDS: readonly PageKindName[] = kindsWhere((frame) => frame === 'shopWindow');

/** Every page wrapped in the site's layout: the header's and footer's. */
export const FRAMED_PAGE_KINDS: readonly PageKindName[] = kindsWhere((frame) => frame !== 'bare');

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
