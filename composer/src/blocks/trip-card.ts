/** Upstream product cards as the trip carousels show them (storefront.md §3 "Product card as shown"). */
import { currencyForMarket, formatPrice } from '@waypoint/config';
import type { TripCard, TripCardLabels, UpstreamProductCard } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import type { RequestContext } from '../compose/types.ts';

/** Shown when a card has no image at all, so that one bad card does not break its carousel. */
export const TRIP_CARD_PLACEHOLDER_IMAGE = '/assets/images/placeholders/trip-card.svg';

export interface TripCardOptions {
  /** Use the first desktop image of smallCardImages when the card has one. */
  smallCardImages?: boolean;
}

/** The image list of §3: smallCardImages' first desktop image when requested, else images, else image. */
function pickImage(
  card: UpstreamProductCard,
  options: TripCardOptions,
): { url: string; text: string } | null {
  const small = options.smallCardImages ? card.smallCardImages?.find((i) => i.desktop !== '') : undefined;
  if (small) return { url: small.desktop, text: '' };
  const list = card.images && card.images.length > 0 ? card.images : card.image;
  const first = list.find((i) => i.url !== '');
  if (first) return first;
  const original = card.originalImages.find((i) => i.desktop !== '');
  return original ? { url: original.desktop, text: '' } : null;
}

/** 'N%' only when the discount is greater than 0, else '' (§3). */
export const pricingPercentage = (value: number): string => (value > 0 ? `${Math.round(value)}%` : '');

/** The words a client shows around every card's values ('From', 'per night', 'New', 'Save'). */
export const tripCardLabels = (t: TFunction): TripCardLabels => ({
  from: t('tripCard.from'),
  perNight: t('tripCard.perNight'),
  isNew: t('tripCard.isNew'),
  discount: t('tripCard.discount'),
});

/** The context a card reads: its market's currency; `t` translates its duration with plural rules. */
export type TripCardContext = Pick<RequestContext, 'market'>;

export function toTripCard(
  card: UpstreamProductCard,
  ctx: TripCardContext,
  t: TFunction,
  options: TripCardOptions = {},
): TripCard {
  const currency = currencyForMarket(ctx.market);
  const price = card.priceDetail;
  const image = pickImage(card, options);
  return {
    id: card.id,
    title: card.title,
    // Relative URLs stay relative: the client resolves them against the site it runs on.
    href: card.url,
    image: { src: image?.url ?? TRIP_CARD_PLACEHOLDER_IMAGE, alt: image?.text || card.title },
    destination: card.destination,
    days: card.days,
    isNew: card.isNew,
    fromPrice: formatPrice(price.fromPrice, currency),
    fromAmount: price.fromPrice,
    // Formatted here from the amount, like fromPrice; the upstream text is kept when only it is present.
    oldPrice: price.oldPrice !== null ? formatPrice(price.oldPrice, currency) : price.oldPriceBeautify,
    pricingPercentage: pricingPercentage(price.pricingPercentage),
    pricePerNight: price.pricePerNight !== null ? formatPrice(price.pricePerNight, currency) : null,
    durationLabel: t('tripCard.duration', { count: card.days }),
    tags: card.categories,
  };
}

/** Cards of a carousel: at most `max`, in upstream order. */
export const toTripCards = (
  cards: readonly UpstreamProductCard[],
  ctx: TripCardContext,
  t: TFunction,
  max: number,
  options: TripCardOptions = {},
): TripCard[] => cards.slice(0, max).map((card) => toTripCard(card, ctx, t, options));
