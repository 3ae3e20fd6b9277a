/**
 * GET /api/generic/{slug} and /api/generic/terms/blocks (storefront.md §7 "Leads, content and search"):
 * generic content pages by slug (legal, help and company pages, and the trip collections the site links
 * to), and the terms as blocks (with their `year=2022` version). Texts are CMS HTML: the composer
 * sanitises them before any client sees them.
 */
import { z } from 'zod';
import { UpstreamProductCard } from './product-card.ts';

/** A titled part of a page; `id` is its anchor (`conditions-travel-credit`). */
export const UpstreamContentSection = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  title: z.string(),
  html: z.string(),
});
export type UpstreamContentSection = z.infer<typeof UpstreamContentSection>;

export const UpstreamDestinationLink = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  trips: z.number().int().nonnegative(),
});

export const UpstreamGenericPage = z.object({
  slug: z.string(),
  /** legal: terms, cookies, privacy, impressum; info: help, about, contact, promotional terms; collection: trips. */
  type: z.enum(['legal', 'info', 'collection']),
  title: z.string(),
  /** HTML. */
  intro: z.string(),
  /** YYYY-MM-DD, for legal texts. */
  updatedAt: z.string().nullable(),
  sections: z.array(UpstreamContentSection),
  cards: z.array(UpstreamProductCard),
  /** The destinations page: continents with their countries, each with its friendly link. */
  continents: z.array(UpstreamDestinationLink.extend({ countries: z.array(UpstreamDestinationLink) })),
});
export type UpstreamGenericPage = z.infer<typeof UpstreamGenericPage>;

export const UpstreamTermsBlocks = z.object({
  title: z.string(),
  /** 2022 for the `year=2022` version, null for the terms in force. */
  year: z.number().int().nullable(),
  updatedAt: z.string(),
  intro: z.string(),
  blocks: z.array(UpstreamContentSection),
});
export type UpstreamTermsBlocks = z.infer<typeof UpstreamTermsBlocks>;
