/**
 * The trip page's product (buying-flow.md §2 "Product detail page", §3 "Campaign"):
 * GET /api/nextjs/pdp/{id} and GET /api/seo/product/{id}. The from-price is the trip card's.
 */
import type { UpstreamProductDetail, UpstreamProductSeo } from '@waypoint/schemas';
import { productDepartures } from '../catalogue/departures.ts';
import {
  CONTINENT_INFO,
  cityName,
  continentPath,
  countryPath,
  type Trip,
  type TripOffers,
  tripPath,
} from '../catalogue/index.ts';
import { joinList } from '../catalogue/trip-copy.ts';
import { mediaUrl } from '../media/urls.ts';
import { formatPrice } from '../money.ts';
import { escapeXml, fill } from '../text.ts';
import { cityImageName } from './cards.ts';
import { categoryView } from './categories.ts';
import type { BuildContext } from './context.ts';
import { departureName } from './product-copy.ts';
import { relatedTrips } from './selections.ts';

/** `?type=`: preview data carries a marked name; offline data is the trip as it is. */
export type ProductDataType = 'preview' | 'offline';

const PREVIEW_MARK = '[Preview] ';

function description(ctx: BuildContext, trip: Trip, offers: TripOffers): string {
  const { lang, pdpCopy } = ctx;
  const cities = escapeXml(
    joinList(
      trip.cities.map((city) => cityName(city, lang)),
      lang,
    ),
  );
  const [second, third] = pdpCopy.paragraphs;
  const paragraphs = [`<p>${escapeXml(trip.description[lang])}</p>`, fill(second, { cities })];
  if (offers.paragraphs === 3) paragraphs.push(third);
  return paragraphs.join('');
}

function breadcrumb(ctx: BuildContext, trip: Trip): UpstreamProductDetail['breadcrumb'] {
  const { market, lang, pdpCopy } = ctx;
  return [
    { title: pdpCopy.home, link: `/${market}` },
    { title: CONTINENT_INFO[trip.continent].name[lang], link: continentPath(trip.continent, market) },
    { title: trip.country.name[lang], link: countryPath(trip.country, market) },
    { title: trip.title[lang], link: tripPath(trip, market) },
  ];
}

export function productDetail(
  ctx: BuildContext,
  id: number,
  type?: ProductDataType,
): UpstreamProductDetail | undefined {
  const trip = ctx.catalogue.tripById(id);
  if (!trip) return undefined;
  const { catalogue, market, lang, base, pdpCopy } = ctx;
  const offers = catalogue.offersOf(trip);
  const title = trip.title[lang];
  const price = trip.prices[market];
  const names = trip.cities.map((_, index) => cityImageName(trip, index));
  const departures = productDepartures(trip, offers, market);
  const header = offers.pdpHeader;
  const headerValues = header && { percent: header.percent, month: pdpCopy.months[header.month - 1] ?? '' };
  return {
    campaignId: trip.id,
    name: type === 'preview' ? PREVIEW_MARK + title : title,
    url: tripPath(trip, market),
    days: trip.days,
    destination: trip.country.name[lang],
    description: description(ctx, trip, offers),
    images: names.map((name) => ({ url: mediaUrl(base, 'card', name), text: title })),
    heroImages: names.map((name) => ({
      mobile: mediaUrl(base, 'hero', `${name}-mobile`),
      tablet: mediaUrl(base, 'hero', `${name}-tablet`),
      desktop: mediaUrl(base, 'hero', name),
    })),
    fromPrice: price.amount,
    fromPriceWithCurrency: formatPrice(price.amount, market),
    oldPrice: price.oldAmount,
    categories: offers.categories.map((category) => categoryView(ctx, { trip, offers, category })),
    defaultCityId: departures[0]?.id ?? '',
    isOffline: offers.isOffline,
    isLandOnly: offers.isLandOnly,
    hasLandOnlyOption: offers.hasLandOnlyOption,
    cities: offers.isOffline
      ? departures.map((point) => ({ id: point.id, name: departureName(point, pdpCopy) }))
      : [],
    breadcrumb: breadcrumb(ctx, trip),
    isDealOfTheWeek: offers.isDealOfTheWeek,
    hasCabinClassFilter: !offers.isLandOnly,
    tags: trip.categories.map((category) => ({ name: ctx.copy.themes[category].title })),
    countryDestinationList: [trip.country.name[lang]],
    mainCategory: {
      itinerary: { totalDays: trip.days, nights: trip.days - 1 },
      maxAvailableExtraNights: offers.maxAvailableExtraNights,
    },
    pdpHeader: headerValues
      ? {
          mobile: fill(pdpCopy.pdpHeader.mobile, headerValues),
          tabletUp: fill(pdpCopy.pdpHeader.tabletUp, headerValues),
        }
      : null,
    relatedProductIds: relatedTrips(catalogue, trip).map((other) => other.id),
  };
}

export function productSeo(ctx: BuildContext, id: number): UpstreamProductSeo | undefined {
  const trip = ctx.catalogue.tripById(id);
  if (!trip) return undefined;
  const { market, lang, pdpCopy } = ctx;
  return {
    title: `${trip.title[lang]} | Waypoint`,
    description: fill(pdpCopy.seo, {
      days: trip.days,
      country: trip.country.name[lang],
      cities: joinList(
        trip.cities.map((city) => cityName(city, lang)),
        lang,
      ),
      price: formatPrice(trip.prices[market].amount, market),
    }),
    canonicalPath: tripPath(trip, market),
  };
}
