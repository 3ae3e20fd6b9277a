/** Trip cards as the seller's API sends them (storefront.md §3 "Product card as shown"). */
import type { UpstreamProductCard } from '@waypoint/schemas';
import { CONTINENT_INFO, cityName, type Trip, tripPath } from '../catalogue/index.ts';
import { MARKET_INFO } from '../markets.ts';
import { mediaUrl } from '../media/urls.ts';
import { formatPrice } from '../money.ts';
import { slugify } from '../slug.ts';
import type { BuildContext } from './context.ts';

/** Media name of a trip's picture of one city: 'japan-kyoto'. */
export function cityImageName(trip: Trip, index: number): string {
  const city = trip.cities[index] ?? trip.cities[0];
  return `${slugify(trip.country.name.en)}-${slugify(city ? cityName(city, 'en') : trip.slug)}`;
}

export function productCard(ctx: BuildContext, trip: Trip): UpstreamProductCard {
  const { market, lang, base } = ctx;
  const price = trip.prices[market];
  const nights = Math.max(1, trip.days - 1);
  const factor = 10 ** MARKET_INFO[market].decimals;
  const title = trip.title[lang];
  const names = trip.cities.map((_, index) => cityImageName(trip, index));
  const cardImages = names.map((name) => ({ url: mediaUrl(base, 'card', name), text: title }));
  return {
    id: trip.id,
    title,
    url: tripPath(trip, market),
    destination: trip.country.name[lang],
    country: trip.country.name[lang],
    continent: CONTINENT_INFO[trip.continent].name[lang],
    days: trip.days,
    categories: [...trip.categories],
    isNew: trip.isNew,
    image: cardImages.slice(0, 1),
    images: cardImages,
    smallCardImages: names.slice(0, 1).map((name) => ({ desktop: mediaUrl(base, 'card', name) })),
    originalImages: names.slice(0, 1).map((name) => ({ desktop: mediaUrl(base, 'hero', name) })),
    priceDetail: {
      fromPrice: price.amount,
      fromPriceBeautify: formatPrice(price.amount, market),
      oldPrice: price.oldAmount,
      oldPriceBeautify: price.oldAmount === null ? null : formatPrice(price.oldAmount, market),
      pricingPercentage: trip.discount,
      pricePerNight: Math.round((price.amount / nights) * factor) / factor,
    },
  };
}
