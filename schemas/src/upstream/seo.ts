/** Files for search engines (sitemaps): the site paths of one market worth indexing. */
import { z } from 'zod';

export const SitemapEntryKind = z.enum([
  'home',
  'continent',
  'country',
  'region',
  'trip',
  'content',
  'collection',
]);
export type SitemapEntryKind = z.infer<typeof SitemapEntryKind>;

/** GET /{market}/api/seo/sitemap: every indexable site path of the market, each under its market prefix. */
export const UpstreamSitemap = z
  .object({
    market: z.string(),
    entries: z.array(z.object({ kind: SitemapEntryKind, path: z.string().startsWith('/') })),
  })
  .meta({ id: 'UpstreamSitemap' });
export type UpstreamSitemap = z.infer<typeof UpstreamSitemap>;
