/**
 * The trips of a collection page (a theme, a hero slide's offer, deals, a landing link) as trip cards,
 * or the destinations page's continents and countries with their friendly links (storefront.md §3
 * "Product card as shown"). Hidden on pages without either (legal and help pages).
 */
import { defineResolver } from '../compose/types.ts';
import { type ContentParams, contentData } from './content-data.ts';
import { marketHref } from './rules.ts';
import { toTripCards, tripCardLabels } from './trip-card.ts';

export const contentTrips = defineResolver({
  type: 'ContentTrips',
  dimensions: ['market', 'locale', 'param:slug', 'param:page'],
  async resolve({ ctx, config, t, sources, params, signal }) {
    const data = await contentData(sources, params as ContentParams, signal);
    if (data?.source !== 'generic') return null;
    const { page } = data;
    const cards = toTripCards(page.cards, ctx, t, config.maxCards);
    const link = (d: { id: number; name: string; url: string; trips: number }) => ({
      id: d.id,
      name: d.name,
      href: marketHref(ctx.market, d.url),
      tripsLabel: t('content.trips', { count: d.trips }),
    });
    const continents = page.continents
      .filter((c) => c.countries.length > 0)
      .map((c) => ({ ...link(c), countries: c.countries.map(link) }));
    if (cards.length === 0 && continents.length === 0) return null;
    return {
      title: continents.length > 0 ? t('content.destinationsTitle') : t('content.tripsTitle'),
      cards,
      cardLabels: tripCardLabels(t),
      continents,
    };
  },
});
