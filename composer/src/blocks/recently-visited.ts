/**
 * Recently visited trips (storefront.md §4 Recently visited, §8, §9 Layout, Cards and carousels). The list
 * lives in the browser; the block carries what the client needs to read it and fetch the cards.
 */
import { RECENTLY_VISITED } from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';
import { tripCardLabels } from './trip-card.ts';

/** Served by the composer (routes/cards.ts): GET {endpoint}?id={ids}&limit={n}. */
export const recentlyVisitedEndpoint = (market: string, locale: string): string =>
  `/v1/cards/recently-visited/${market}/${locale}`;
// storefront.md §8: the exact message logged when the stored list is corrupted
export const CORRUPTED_DATA_MESSAGE =
  'Error while retrieving info about recently visited location. Restoring corrupted data.';

export const recentlyVisited = defineResolver({
  type: 'RecentlyVisited',
  dimensions: ['market', 'locale', 'param:productId'],
  async resolve({ ctx, config, t, params }) {
    return {
      title: t('recentlyVisited.title'),
      storageKey: 'visitedDestinations',
      maxItems: Math.min(config.maxItems, RECENTLY_VISITED.maxItems),
      cardsSmall: RECENTLY_VISITED.cardsSmall,
      cardsLarge: RECENTLY_VISITED.cardsLarge,
      lazy: { height: RECENTLY_VISITED.lazyHeight, offset: RECENTLY_VISITED.lazyOffset },
      endpoint: recentlyVisitedEndpoint(ctx.market, ctx.locale),
      // storefront.md §4: the current campaign is excluded (the trip page's own trip; the home page has none).
      excludeCampaignId: typeof params['productId'] === 'number' ? params['productId'] : null,
      corruptedDataMessage: CORRUPTED_DATA_MESSAGE,
      // The client fetches the cards from the endpoint; the words shown around their values come from here.
      cardLabels: tripCardLabels(t),
    };
  },
});
