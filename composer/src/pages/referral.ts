/**
 * The refer-a-friend page, `/{market}/referral` (storefront.md §2 "Page routes"; the home page's
 * refer-a-friend banner links here). `?MGM=<code>` marks an invited visitor (§4 "Referral": the
 * page service stores the code); the page shows the friend's discount to them. Only whether a valid code
 * came is a param (two cached variants), never the code itself.
 */
import { isInvited, isMarket, referralPath } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import { campaignMeta } from './campaign-meta.ts';
import { definePage } from './define-page.ts';
import { sitePageData } from './site-data.ts';

export const referral = definePage<{ market: Market; invited: boolean }>({
  kind: 'referral',
  match({ segments, query }) {
    const market = segments[0]?.toLowerCase();
    if (segments.length !== 2 || segments[1] !== 'referral' || !isMarket(market)) return null;
    return { params: { market, invited: isInvited(query['MGM']) }, sitePath: referralPath(market) };
  },
  layoutKey: () => 'referral',
  samplePath: (key, { market }) => (key === 'referral' ? referralPath(market) : null),
  scope: 'shared',
  async prefetch({ sources }) {
    await sitePageData(sources);
    return undefined;
  },
  meta: ({ ctx, t }) =>
    campaignMeta(ctx, t, {
      kind: 'referral',
      path: referralPath(ctx.market),
      title: t('campaign.referral.title'),
      description: t('campaign.referral.description'),
    }),
});
