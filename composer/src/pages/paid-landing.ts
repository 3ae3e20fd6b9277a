/**
 * The generic paid landing (storefront.md §2 "/paid-landings/GenericLanding"): `/paid-landings/GenericLanding`
 * (market from `lang`, else the default) and `/{market}/paid-landings/GenericLanding`. A focused page for
 * ad traffic; the click ids and utm parameters are read on it as on any page (§2 "Query parameters").
 * Never indexed (campaign-meta.ts says why).
 */
import { isMarket, PAID_LANDING_SEGMENTS, paidLandingPath } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import { campaignMeta } from './campaign-meta.ts';
import { definePage } from './define-page.ts';
import { sitePageData } from './site-data.ts';

const [FOLDER, NAME] = PAID_LANDING_SEGMENTS;

export const paidLanding = definePage<{ market: Market }>({
  kind: 'paidLanding',
  match({ segments, langMarket }) {
    let market: Market;
    let rest: readonly string[];
    const first = segments[0]?.toLowerCase();
    if (segments[0] === FOLDER) {
      market = langMarket;
      rest = segments.slice(1);
    } else if (segments[1] === FOLDER && isMarket(first)) {
      market = first;
      rest = segments.slice(2);
    } else {
      return null;
    }
    if (rest.length !== 1 || rest[0] !== NAME) return { notFound: `/${segments.join('/')}`, market };
    return { params: { market }, sitePath: paidLandingPath(market) };
  },
  layoutKey: () => 'paidLanding',
  samplePath: (key, { market }) => (key === 'paidLanding' ? `/${market}/${FOLDER}/${NAME}` : null),
  scope: 'shared',
  async prefetch({ sources }) {
    await Promise.all([sources.home(), sitePageData(sources)]);
  },
  meta: ({ ctx, t }) =>
    campaignMeta(ctx, t, {
      kind: 'paidLanding',
      path: paidLandingPath(ctx.market),
      title: t('campaign.paid.title'),
      description: t('campaign.paid.description'),
      noindex: true,
    }),
});
