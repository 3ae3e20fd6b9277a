/**
 * Generic content and legal pages by slug (storefront.md §2 "Per-market legal and help paths", §7
 * generic pages): `/{market}/{slug}` (terms, privacy, cookies, impressum, help, about, contact,
 * promotional terms in each locale's words, and the collections the site links to: themes, hero offers,
 * deals, flash sale, destinations…), `/{market}/landing/{slug}`, and the privacy policy's own path
 * `/{lang}/{market}/{privacy slug}`. Tried after the destination pages (whose resolve answers 'next' for
 * a path no destination has) and the campaign pages; an unknown slug is the not-found page (404).
 *
 * The privacy path is served, not redirected: it is the address §2 gives the privacy policy and every
 * page's footer links to it, so a redirect would cost each click a round trip; its canonical is
 * `/{market}/{slug}`, so search engines index one address.
 */
import {
  externalLinks,
  isLegalPage,
  isMarket,
  PROMOTION_BAR_EXCLUDED_PATH,
  parsePrivacyPath,
  sitePageOfSlug,
  termsYear,
} from '@waypoint/config';
import { type ContentData, type ContentParams, contentData } from '../blocks/content-data.ts';
import { contentMeta } from './content-meta.ts';
import { definePage } from './define-page.ts';
import { sitePageData } from './site-data.ts';

/** A slug as links write them: lower case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LANDING = 'landing';
/** Paths of the pages tried after this one (the error pages). */
const RESERVED = new Set(['404', '500']);

export const content = definePage<ContentParams, ContentData>({
  kind: 'content',
  match({ segments, query }) {
    const privacy = parsePrivacyPath(segments);
    if (privacy) {
      const { language, market, slug } = privacy;
      return {
        params: { market, slug, page: 'privacy', year: null, lang: language },
        sitePath: `/${language}/${market}/${slug}`,
      };
    }
    const market = segments[0]?.toLowerCase() ?? '';
    if (!isMarket(market)) return null;
    const rest = segments.slice(1);
    const landing = rest.length === 2 && rest[0] === LANDING;
    const last = landing ? rest[1]! : rest.length === 1 ? rest[0]! : '';
    if (!SLUG.test(last) || last.length > 80 || RESERVED.has(last)) return null;
    const slug = landing ? `${LANDING}/${last}` : last;
    const page = landing ? null : sitePageOfSlug(slug);
    return {
      params: { market, slug, page: page ?? '', year: termsYear(page, query['year']), lang: '' },
      sitePath: `/${market}/${slug}`,
    };
  },
  async resolve({ params, sources, signal }) {
    // The terms always exist (their blocks); any other slug exists when the upstream has its page.
    if (params.page === 'terms') return { kind: 'page', params };
    const data = await contentData(sources, params, signal);
    return data ? { kind: 'page', params } : { kind: 'notFound', reason: `no content page ${params.slug}` };
  },
  layoutKey: (params) => {
    if (params.page !== '' && isLegalPage(params.page as never)) return 'content:legal';
    // §2: the promotion bar never shows on this landing path. It has a layout of its own, so that the
    // bar's cached block (keyed by placement) is never another content page's.
    if (`/${params.market}/${params.slug}` === PROMOTION_BAR_EXCLUDED_PATH) return 'content:partner-landing';
    return 'content';
  },
  // The legal layout on the terms (which always exist), the excluded landing on its one path, any other
  // content layout on the market's about page (as the footer links them).
  samplePath: (key, { market }) => {
    if (key === 'content:legal') return externalLinks(market).terms;
    if (key === 'content:partner-landing') return PROMOTION_BAR_EXCLUDED_PATH;
    return key === 'content' ? externalLinks(market).about : null;
  },
  scope: 'shared',
  async prefetch({ params, sources, signal }) {
    const [data] = await Promise.all([contentData(sources, params, signal), sitePageData(sources)]);
    if (!data) throw new TypeError(`content page ${params.slug} disappeared while the page was composed`);
    return data;
  },
  meta: ({ ctx, t, params, data }) => contentMeta(ctx, t, params, data),
});
