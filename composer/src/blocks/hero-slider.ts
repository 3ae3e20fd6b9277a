/** The hero slider (storefront.md §2 Home page "Hero", §3 Home page content, §4 Home page). */
import {
  HERO_AUTOPLAY_MS,
  PRODUCT_LOGO,
  SLIDER_HEIGHT,
  SUB_BRAND_LOGO_MARKER,
  shouldHideHeroIntro,
} from '@waypoint/config';
import type { HeroSlide, Media, UpstreamHeroSlide } from '@waypoint/schemas';
import { defineResolver, type RequestContext } from '../compose/types.ts';
import { marketHref } from './rules.ts';
import { sanitizeInlineHtml, sanitizeOptionalHtml } from './sanitize.ts';

type Background = UpstreamHeroSlide['backgroundSrc']['desktop'];

/** An image needs its src; a video its webm, mp4 and poster (§2 Hero: muted looping video with a poster). */
export function toMedia(bg: Background, alt: string): Media | null {
  if (bg.type === 'image' && bg.src) return { type: 'image', src: bg.src, alt };
  if (bg.type === 'video' && bg.webm && bg.mp4 && bg.poster) {
    return { type: 'video', webm: bg.webm, mp4: bg.mp4, poster: bg.poster, alt };
  }
  return null;
}

/** Text of the slide title for alt texts: the title without its markup. */
const plain = (html: string): string =>
  sanitizeInlineHtml(html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function toHeroSlide(slide: UpstreamHeroSlide, ctx: RequestContext): HeroSlide | null {
  const alt = plain(slide.texts.title);
  const desktop = toMedia(slide.backgroundSrc.desktop, alt);
  if (!desktop) return null;
  // A breakpoint without usable media of its own shows the desktop media.
  const tablet = toMedia(slide.backgroundSrc.tablet, alt) ?? desktop;
  const mobile = toMedia(slide.backgroundSrc.mobile, alt) ?? tablet;
  // §4 Home page: the intro is hidden when it carries the sub-brand logo marker and the visitor is an
  // advisor, has a utm_reseller cookie or is on a private-label site.
  const hideIntro = shouldHideHeroIntro({
    intro: slide.texts.intro,
    isAdvisor: ctx.isAdvisor,
    hasResellerCookie: ctx.hasResellerCookie,
    isPrivateLabel: ctx.site.isPrivateLabel,
  });
  return {
    id: String(slide.id),
    media: { desktop, tablet, mobile },
    titleHtml: sanitizeInlineHtml(slide.texts.title),
    subtitleHtml: sanitizeOptionalHtml(slide.texts.subtitle),
    detailHtml: sanitizeOptionalHtml(slide.texts.detail),
    introHtml: hideIntro ? null : withSubBrandLogo(sanitizeOptionalHtml(slide.texts.intro)),
    // §2 Hero: the CTA goes to the slide's slug.
    cta: { href: marketHref(ctx.market, slide.slug), label: slide.cta.name },
  };
}

/** The sub-brand logo marker of a shown intro becomes the brand's icon (markup the composer controls). */
const SUB_BRAND_LOGO_HTML = `<img class="sub-brand-logo" src="${PRODUCT_LOGO.iconUrl}" alt="Waypoint" width="24" height="24">`;
export const withSubBrandLogo = (html: string | null): string | null =>
  html === null ? null : html.replaceAll(SUB_BRAND_LOGO_MARKER, SUB_BRAND_LOGO_HTML);

export const heroSlider = defineResolver({
  type: 'HeroSlider',
  dimensions: ['market', 'locale', 'siteFlags'],
  async resolve({ ctx, config, t, sources }) {
    const home = await sources.home();
    // §2 Hero: only slides whose desktop background has a type are shown.
    const slides = home.slides
      .filter((s) => s.backgroundSrc.desktop.type !== null)
      .map((s) => toHeroSlide(s, ctx))
      .filter((s): s is HeroSlide => s !== null)
      .slice(0, config.maxSlides);
    if (slides.length === 0) return null;
    return {
      // §2 Hero: one slide is a static banner, several a looping carousel with autoplay every 16 s.
      variant: slides.length === 1 ? 'static' : 'carousel',
      autoplayMs: HERO_AUTOPLAY_MS,
      slides,
      heights: { mobile: SLIDER_HEIGHT, tabletUp: SLIDER_HEIGHT },
      labels: {
        previous: t('heroSlider.previous'),
        next: t('heroSlider.next'),
        goToSlide: t('heroSlider.goToSlide'),
        carousel: t('heroSlider.carousel'),
        slide: t('heroSlider.slide'),
        pause: t('heroSlider.pause'),
        play: t('heroSlider.play'),
      },
    };
  },
});
