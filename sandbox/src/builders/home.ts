/**
 * Home page data (storefront.md §2 "Home page", §3 "Home page content"). The four hero slides cover the
 * composer's cases on purpose: an image slide, a video slide (webm/mp4/poster; every video name serves
 * one short looping clip), a slide whose desktop background has no type (to be filtered out), and one
 * whose intro carries the `{{subBrandLogo}}` marker.
 */
import type {
  UpstreamHeroSlide,
  UpstreamHome,
  UpstreamProductCard,
  UpstreamReviews,
} from '@waypoint/schemas';
import { countryPath, tripPath } from '../catalogue/index.ts';
import { mediaUrl, videoUrl } from '../media/urls.ts';
import { heroSlug } from '../site-paths.ts';
import { cityImageName, productCard } from './cards.ts';
import type { BuildContext } from './context.ts';
import { familyTrips, flashSales, topCountries, topSales } from './selections.ts';

type Background = UpstreamHeroSlide['backgroundSrc']['desktop'];

const NONE: Background = { type: null, src: null, poster: null, webm: null, mp4: null };
const image = (src: string): Background => ({ type: 'image', src, poster: null, webm: null, mp4: null });

const SLIDE_MEDIA = [
  'slide-seasonal-offers',
  'slide-extraordinary',
  'slide-pay-later',
  'slide-premium',
] as const;

function backgrounds(base: string, index: number): UpstreamHeroSlide['backgroundSrc'] {
  const name = SLIDE_MEDIA[index] as string;
  const at = (suffix: string) => image(mediaUrl(base, 'hero', `${name}${suffix}`));
  if (index === 1) {
    const video: Background = {
      type: 'video',
      src: null,
      poster: mediaUrl(base, 'hero', `${name}-poster`),
      webm: videoUrl(base, name, 'webm'),
      mp4: videoUrl(base, name, 'mp4'),
    };
    return { desktop: video, tablet: video, mobile: at('-mobile') };
  }
  if (index === 2) return { desktop: NONE, tablet: at('-tablet'), mobile: at('-mobile') };
  return { desktop: at(''), tablet: at('-tablet'), mobile: at('-mobile') };
}

export function heroSlides(ctx: BuildContext): UpstreamHeroSlide[] {
  return ctx.copy.hero.map((slide, index) => {
    const slug = heroSlug(index, ctx.market);
    return {
      id: index + 1,
      slug,
      backgroundSrc: backgrounds(ctx.base, index),
      texts: { title: slide.title, detail: slide.detail, intro: slide.intro, subtitle: slide.subtitle },
      cta: { url: `/${ctx.market}/${slug}`, name: slide.cta },
    };
  });
}

export function home(ctx: BuildContext): UpstreamHome {
  const { catalogue, market, lang, base } = ctx;
  return {
    slides: heroSlides(ctx),
    topSales: { cards: topSales(catalogue, market).map((trip) => productCard(ctx, trip)) },
    flashSales: { cards: flashSales(catalogue, market).map((trip) => productCard(ctx, trip)) },
    recommendedDestinations: topCountries(catalogue, market, 12).map((country) => {
      const trips = catalogue.tripsOfCountry(country.id);
      const first = trips[0];
      return {
        id: country.id,
        name: country.name[lang],
        imageUrl: mediaUrl(base, 'card', first ? cityImageName(first, 0) : country.name.en),
        amount: trips.length,
        url: countryPath(country, market),
      };
    }),
  };
}

const RATINGS = [5, 5, 4, 5, 4.5, 5, 4, 5] as const;
const REVIEW_DATES = [
  '2025-03-02',
  '2025-02-21',
  '2025-02-09',
  '2025-01-28',
  '2025-01-15',
  '2024-12-30',
  '2024-12-11',
  '2024-11-24',
] as const;

/** Eight traveller reviews in the copy language, each about one best seller. */
export function reviews(ctx: BuildContext): UpstreamReviews {
  const { catalogue, market, lang, copy } = ctx;
  const trips = topSales(catalogue, market);
  return copy.reviews.slice(0, 8).map((review, index) => {
    const trip = trips[index % trips.length];
    return {
      id: `review-${lang}-${index + 1}`,
      author: review.author,
      rating: RATINGS[index] ?? 5,
      title: review.title,
      text: review.text,
      date: REVIEW_DATES[index] ?? '2025-01-01',
      campaignId: trip?.id ?? null,
      campaignTitle: trip ? trip.title[lang] : null,
      campaignUrl: trip ? tripPath(trip, market) : null,
    };
  });
}

export function familyCollection(ctx: BuildContext): UpstreamProductCard[] {
  return familyTrips(ctx.catalogue, ctx.market).map((trip) => productCard(ctx, trip));
}
