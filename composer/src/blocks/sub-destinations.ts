/**
 * The destination's sub-destinations (storefront.md §2 destination pages, container destinationLandings):
 * a continent's regions and countries, a region's countries, a country's region and neighbours, each
 * with its number of trips and a link to its friendly URL.
 */
import { defineResolver } from '../compose/types.ts';
import { DESTINATION, destinationOf, landingOf } from './destination-data.ts';
import { marketHref } from './rules.ts';
import { TRIP_CARD_PLACEHOLDER_IMAGE } from './trip-card.ts';

export const subDestinations = defineResolver({
  type: 'SubDestinations',
  dimensions: DESTINATION,
  async resolve(args) {
    const { t, config, ctx } = args;
    const { kind } = destinationOf(args.params);
    const landing = await landingOf(args);
    const destinations = landing.subDestinations.slice(0, config.maxItems).map((d) => ({
      id: d.id,
      kind: d.kind,
      name: d.name,
      image: { src: d.imageUrl || TRIP_CARD_PLACEHOLDER_IMAGE, alt: '', width: 480, height: 600 },
      amountLabel: t('destination.trips', { count: d.amount }),
      href: marketHref(ctx.market, d.url),
    }));
    if (destinations.length === 0) return null;
    return { title: t(`destination.subDestinations.${kind}`, { name: landing.name }), destinations };
  },
});
