/**
 * The raffle landing, `/{market}/RaffleLanding` (storefront.md §2: recognised by that word in the path;
 * §9: only in the raffle markets us, uk, ca, es, the not-found page elsewhere). Its lead form posts
 * `submitLead`; `?lead=sent` is the page once sent (a thank-you, never indexed). The lead dialog (§6) is
 * off here: `featureFlags` reads the page kind.
 */
import { isMarket, isRaffleMarket, pageKindFromLocation, RAFFLE_SEGMENT, rafflePath } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import { campaignMeta } from './campaign-meta.ts';
import { definePage } from './define-page.ts';
import { sitePageData } from './site-data.ts';

export const raffleLanding = definePage<{ market: Market; lead: 'sent' | null }>({
  kind: 'raffleLanding',
  match({ path, segments, query, langMarket }) {
    if (pageKindFromLocation(path) !== 'raffleLanding') return null;
    const first = segments[0]?.toLowerCase();
    const market = isMarket(first) ? first : langMarket;
    const rest = isMarket(first) ? segments.slice(1) : segments;
    if (rest.length !== 1 || rest[0] !== RAFFLE_SEGMENT || !isRaffleMarket(market))
      return { notFound: `/${segments.join('/')}`, market };
    return {
      params: { market, lead: query['lead'] === 'sent' ? 'sent' : null },
      sitePath: rafflePath(market),
    };
  },
  layoutKey: () => 'raffleLanding',
  samplePath: (key, { market }) => (key === 'raffleLanding' ? rafflePath(market) : null),
  scope: 'shared',
  async prefetch({ sources }) {
    await sitePageData(sources);
    return undefined;
  },
  meta: ({ ctx, t, params }) =>
    campaignMeta(ctx, t, {
      kind: 'raffleLanding',
      path: rafflePath(ctx.market),
      title: t('campaign.raffle.title'),
      description: t('campaign.raffle.description'),
      noindex: params.lead === 'sent',
    }),
});
