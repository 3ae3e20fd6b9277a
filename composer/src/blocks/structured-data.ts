/** schema.org Product markup of a trip card (storefront.md §3 "Trip card as read for structured data"). */
import { currencyForMarket } from '@waypoint/config';
import type { UpstreamProductCard, UpstreamProductDetail } from '@waypoint/schemas';
import type { RequestContext } from '../compose/types.ts';
import { isAbsoluteUrl } from './rules.ts';

export interface TripProductMarkup {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  url: string;
  image?: string;
  description: string;
  offers: {
    '@type': 'Offer';
    price: string;
    priceCurrency: string;
    availability: 'https://schema.org/InStock';
  };
}

/** An absolute URL: kept when it already is, else prefixed with the site's origin. */
export function absoluteUrl(url: string, origin: string): string {
  if (isAbsoluteUrl(url)) return url.startsWith('//') ? `${new URL(origin).protocol}${url}` : url;
  const base = origin.replace(/\/+$/, '');
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The offer price as a plain decimal with 2 decimals; '0.00' when there is none. */
export function offerPrice(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? amount.toFixed(2) : '0.00';
}

/** What the markup says of a trip, read from a card or from the trip page's product. */
interface TripFacts {
  name: string;
  url: string;
  image: string | undefined;
  destination: string;
  days: number;
  fromPrice: number | null | undefined;
}

function productMarkup(trip: TripFacts, ctx: RequestContext): TripProductMarkup {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: trip.name,
    url: absoluteUrl(trip.url, ctx.origin),
    ...(trip.image ? { image: absoluteUrl(trip.image, ctx.origin) } : {}),
    description: `${trip.destination} - ${trip.days} days`,
    offers: {
      '@type': 'Offer',
      price: offerPrice(trip.fromPrice),
      priceCurrency: currencyForMarket(ctx.market).isoCode,
      availability: 'https://schema.org/InStock',
    },
  };
}

export function tripStructuredData(card: UpstreamProductCard, ctx: RequestContext): TripProductMarkup {
  return productMarkup(
    {
      name: card.title,
      url: card.url,
      image: card.originalImages[0]?.desktop || card.image[0]?.url,
      destination: card.destination,
      days: card.days,
      fromPrice: card.priceDetail?.fromPrice,
    },
    ctx,
  );
}

/** The trip page's Product markup: the trip, its image, its 'from' offer in the market currency. */
export function productStructuredData(
  product: Pick<
    UpstreamProductDetail,
    'name' | 'url' | 'destination' | 'days' | 'fromPrice' | 'heroImages' | 'images'
  >,
  ctx: RequestContext,
): TripProductMarkup {
  return productMarkup(
    {
      name: product.name,
      url: product.url,
      image: product.heroImages[0]?.desktop || product.images[0]?.url,
      destination: product.destination,
      days: product.days,
      fromPrice: product.fromPrice,
    },
    ctx,
  );
}

/** schema.org BreadcrumbList of a page's breadcrumb, with absolute item URLs. */
export function breadcrumbList(items: ReadonlyArray<{ title: string; link: string }>, ctx: RequestContext) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      item: absoluteUrl(item.link, ctx.origin),
    })),
  };
}
