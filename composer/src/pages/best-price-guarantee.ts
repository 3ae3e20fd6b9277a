/**
 * The best price guarantee page, `/{market}/bestpriceguarantee` (storefront.md §2 "Page routes"; the
 * promise section's first box links here). Its content block is the page: its failure fails the page.
 */
import { bestPriceGuaranteePath, isMarket } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import { campaignMeta } from './campaign-meta.ts';
import { definePage } from './define-page.ts';
import { sitePageData } from './site-data.ts';

export const bestPriceGuarantee = definePage<{ market: Market }>({
  kind: 'bestPriceGuarantee',
  match({ segments }) {
    const market = segments[0]?.toLowerCase();
    if (segments.length !== 2 || segments[1]?.toLowerCase() !== 'bestpriceguarantee' || !isMarket(market))
      return null;
    return { params: { market }, sitePath: bestPriceGuaranteePath(market) };
  },
  layoutKey: () => 'bestPriceGuarantee',
  samplePath: (key, { market }) => (key === 'bestPriceGuarantee' ? bestPriceGuaranteePath(market) : null),
  scope: 'shared',
  async prefetch({ sources }) {
    await Promise.all([sources.guaranteeBlock(), sitePageData(sources)]);
  },
  meta: ({ ctx, t }) =>
    campaignMeta(ctx, t, {
      kind: 'bestPriceGuarantee',
      path: bestPriceGuaranteePath(ctx.market),
      title: t('campaign.guarantee.title'),
      description: t('campaign.guarantee.description'),
    }),
});
