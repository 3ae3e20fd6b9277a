/**
 * The top of the trip page (buying-flow.md §2): title, destination, days, the hero image per breakpoint,
 * the deal-of-the-week flag, the from-price, share (§6 "Social share") and what the browser records of
 * the visit (storefront.md §4 "Recently visited").
 */
import { currencyForMarket, formatPrice, RECENTLY_VISITED_WRITE, socialShareEnabled } from '@waypoint/config';
import type { TripShare } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { defineResolver } from '../compose/types.ts';
import { TRIP, tripOf } from '../trip/trip-data.ts';
import { CORRUPTED_DATA_MESSAGE } from './recently-visited.ts';
import { absoluteUrl } from './structured-data.ts';

function share(t: TFunction, title: string, url: string): TripShare {
  const text = t('trip.share.text', { title });
  const u = encodeURIComponent(url);
  return {
    label: t('trip.share.label'),
    title,
    text,
    url,
    links: [
      {
        network: 'facebook',
        label: t('trip.share.facebook'),
        href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      },
      {
        network: 'x',
        label: t('trip.share.x'),
        href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`,
      },
      {
        network: 'whatsapp',
        label: t('trip.share.whatsapp'),
        href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
      },
      {
        network: 'email',
        label: t('trip.share.email'),
        href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n${url}`)}`,
      },
    ],
    copyLabel: t('trip.share.copy'),
    copiedLabel: t('trip.share.copied'),
  };
}

export const tripHero = defineResolver({
  type: 'TripHero',
  dimensions: [...TRIP, 'siteFlags', 'origin'],
  async resolve(args) {
    const { ctx, t, config } = args;
    const { product } = await tripOf(args);
    const currency = currencyForMarket(ctx.market);
    const hero = product.heroImages[0];
    const fallback = product.images[0]?.url;
    const image = (src: string | undefined) => ({ src: src || fallback || '', alt: product.name });
    if (!hero && !fallback) return null;
    return {
      title: product.name,
      destination: product.destination,
      days: product.days,
      durationLabel: t('tripCard.duration', { count: product.days }),
      images: { mobile: image(hero?.mobile), tablet: image(hero?.tablet), desktop: image(hero?.desktop) },
      gallery: config.showGallery
        ? product.images.slice(0, 6).map((i) => ({ src: i.url, alt: i.text || product.name }))
        : [],
      dealOfTheWeek: product.isDealOfTheWeek ? t('trip.dealOfTheWeek') : null,
      fromPrice: {
        label: t('tripCard.from'),
        price: formatPrice(product.fromPrice, currency),
        oldPrice: product.oldPrice !== null ? formatPrice(product.oldPrice, currency) : null,
        perPerson: t('trip.perPerson'),
      },
      // buying-flow.md §6: off for private label; on for non-B2B sites or certain partners.
      share: socialShareEnabled(ctx.site)
        ? share(t, product.name, absoluteUrl(product.url, ctx.origin))
        : null,
      visit: {
        storageKey: 'visitedDestinations',
        campaignId: product.campaignId,
        campaignUrl: product.url,
        minMinutesBetween: RECENTLY_VISITED_WRITE.minMinutesBetween,
        maxTimestamps: RECENTLY_VISITED_WRITE.maxTimestamps,
        corruptedDataMessage: CORRUPTED_DATA_MESSAGE,
      },
    };
  },
});
