/**
 * What a content page shows, for its params (storefront.md §7 generic pages): the terms as blocks for the
 * terms' slug group (and `year=2022`, §2), any other page by its slug. Shared by the page definition
 * (routing, meta) and the ContentPage and ContentTrips resolvers; each call is memoised per request.
 */
import type {
  Market,
  UpstreamContentSection,
  UpstreamGenericPage,
  UpstreamTermsBlocks,
} from '@waypoint/schemas';
import type { DataSources } from '../sources/data-sources.ts';

export interface ContentParams {
  readonly market: Market;
  /** The page's path under the market, as the upstream knows it: 'deals', 'landing/beach-vacations'. */
  readonly slug: string;
  /** The legal or help page the slug names (config `sitePageOfSlug`), '' for any other page. */
  readonly page: string;
  /** 2022 for the terms' `year=2022` version, else null. */
  readonly year: number | null;
  /** The language prefix of the privacy path `/{lang}/{market}/…` (§2), '' elsewhere. */
  readonly lang: string;
  readonly [name: string]: string | number | boolean | null;
}

export type ContentData =
  | { source: 'terms'; terms: UpstreamTermsBlocks }
  | { source: 'generic'; page: UpstreamGenericPage };

export async function contentData(
  sources: DataSources,
  params: Pick<ContentParams, 'slug' | 'page' | 'year'>,
  signal?: AbortSignal,
): Promise<ContentData | null> {
  const options = signal ? { signal } : {};
  if (params.page === 'terms') {
    return { source: 'terms', terms: await sources.termsBlocks(params.year === 2022 ? 2022 : null, options) };
  }
  const page = await sources.genericPage(params.slug, options);
  return page ? { source: 'generic', page } : null;
}

/** The page's own address: `/{market}/{slug}`, the terms of 2022 with their `?year=2022`. */
export const contentPath = (params: Pick<ContentParams, 'market' | 'slug' | 'year'>): string =>
  `/${params.market}/${params.slug}${params.year === 2022 ? '?year=2022' : ''}`;

export interface ContentText {
  variant: UpstreamGenericPage['type'];
  title: string;
  intro: string;
  updatedAt: string | null;
  sections: readonly UpstreamContentSection[];
}

export function contentText(data: ContentData): ContentText {
  if (data.source === 'terms') {
    const { title, intro, updatedAt, blocks } = data.terms;
    return { variant: 'legal', title, intro, updatedAt, sections: blocks };
  }
  const { type, title, intro, updatedAt, sections } = data.page;
  return { variant: type, title, intro, updatedAt, sections };
}
