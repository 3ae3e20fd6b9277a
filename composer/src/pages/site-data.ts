/**
 * The page-data calls every framed page makes (storefront.md §7 "Server-side page load"): site context,
 * affiliate, promotion, header and footer. Each is memoised per request, so the blocks that read them
 * wait for the same call.
 */
import type { DataSources } from '../sources/data-sources.ts';

export async function sitePageData(sources: DataSources): Promise<void> {
  await Promise.all([
    sources.siteContext(),
    sources.affiliate(),
    sources.promotion(),
    sources.header(),
    sources.footer(),
  ]);
}
