/** Traveller reviews ('travel stories') between the themed carousels (storefront.md §2 item 12, §4 Home page). */
import { formatDate, shouldShowTravelStories } from '@waypoint/config';
import type { UpstreamReviews } from '@waypoint/schemas';
import { defineResolver } from '../compose/types.ts';
import { marketHref } from './rules.ts';

/** A rating with the locale's decimal separator and at most one decimal: 4.5 is '4,5' in de-DE. */
export const formatRating = (rating: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(rating);

export const travelStories = defineResolver({
  type: 'TravelStories',
  dimensions: ['market', 'locale'],
  async resolve({ ctx, config, t, sources, log }) {
    const siteContext = await sources.siteContext();
    if (!siteContext.site.travelStories) return null;
    let reviews: UpstreamReviews;
    try {
      reviews = await sources.reviews();
    } catch (err) {
      // Reviews are optional data: without them the section is hidden, the page is not.
      log.warn({ err, block: 'TravelStories' }, 'reviews unavailable; travel stories hidden');
      return null;
    }
    // §4 Home page: the reviews section shows only if travelStories is on and reviews exist.
    if (!shouldShowTravelStories({ travelStories: siteContext.site.travelStories, reviewsCount: reviews })) {
      return null;
    }
    return {
      title: t('travelStories.title'),
      stories: reviews.slice(0, config.maxStories).map((r) => ({
        id: r.id,
        author: r.author,
        rating: r.rating,
        ratingLabel: t('travelStories.rating', { rating: formatRating(r.rating, ctx.locale) }),
        title: r.title,
        text: r.text,
        // §9: dates in the market's date format (us MM/dd/yyyy, others dd/MM/yyyy).
        date: formatDate(r.date, ctx.market) ?? r.date,
        tripTitle: r.campaignTitle,
        tripHref: r.campaignUrl ? marketHref(ctx.market, r.campaignUrl) : null,
      })),
    };
  },
});
