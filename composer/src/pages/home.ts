/** The home page, `/` and `/{market}` (storefront.md §2 "Home page"). */
import { isMarket } from '@waypoint/config';
import type { Market, UpstreamHome } from '@waypoint/schemas';
import { definePage } from './define-page.ts';
import { homeMeta } from './home-meta.ts';
import { sitePageData } from './site-data.ts';

export const home = definePage<{ market: Market }, UpstreamHome>({
  kind: 'home',
  match({ segments, langMarket }) {
    if (segments.length === 0) return { params: { market: langMarket }, sitePath: `/${langMarket}` };
    const market = segments[0]!.toLowerCase();
    if (segments.length !== 1 || !isMarket(market)) return null;
    return { params: { market }, sitePath: `/${market}` };
  },
  layoutKey: () => 'home',
  samplePath: (key, { market }) => (key === 'home' ? `/${market}` : null),
  scope: 'shared',
  experiments: [
    'ABShowChatbot',
    'headerWithSearch',
    'ABPhoneHeader',
    'ABMultilanguage',
    'ABPayLaterPromoMessage',
  ],
  async prefetch({ sources }) {
    const [data] = await Promise.all([sources.home(), sitePageData(sources)]);
    return data;
  },
  // Structured data for the trips the page shows (storefront.md §3 "Trip card as read for structured data").
  meta: ({ ctx, t, data }) => homeMeta(ctx, t, [...data.topSales.cards, ...data.flashSales.cards]),
});
