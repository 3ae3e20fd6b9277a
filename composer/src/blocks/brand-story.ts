/** The brand story section (storefront.md §2 Home page "Brand story section"). */
import { languageCode, SPANISH_CAPTION_MARKETS, STATIC_BRAND_IMAGE_MARKETS } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import { defineResolver } from '../compose/types.ts';

/** The embedded video service's privacy-enhanced player. */
export const VIDEO_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';
export const BRAND_STORY_IMAGES = {
  thumbnail: '/assets/images/brand-story/video-thumbnail.svg',
  still: '/assets/images/brand-story/brand-story.svg',
} as const;

const CARDS = [
  { key: 'forefront', icon: 'compass' },
  { key: 'side', icon: 'support' },
  { key: 'fingertips', icon: 'device' },
  { key: 'ease', icon: 'relax' },
] as const;

/** §2 Brand story: captions in Spanish for ES, MX and CO; elsewhere in the language of the page. */
export const captionsLanguage = (market: Market, locale: string): string =>
  SPANISH_CAPTION_MARKETS.includes(market) ? 'es' : languageCode(locale);

export const embedUrl = (videoId: string, captions: string): string =>
  `${VIDEO_EMBED_BASE}${encodeURIComponent(videoId)}?autoplay=1&cc_load_policy=1&cc_lang_pref=${captions}&hl=${captions}`;

export const brandStory = defineResolver({
  type: 'BrandStory',
  dimensions: ['market', 'locale'],
  async resolve({ ctx, config, t }) {
    const cards = CARDS.map(({ key, icon }) => ({
      icon,
      title: t(`brandStory.cards.${key}.title`),
      text: t(`brandStory.cards.${key}.text`),
    }));
    // §2 Brand story: FR and DE show a static image instead of the video.
    if (STATIC_BRAND_IMAGE_MARKETS.includes(ctx.market)) {
      return {
        title: t('brandStory.title'),
        cards,
        media: { kind: 'image', image: { src: BRAND_STORY_IMAGES.still, alt: t('brandStory.imageAlt') } },
      };
    }
    const captions = captionsLanguage(ctx.market, ctx.locale);
    return {
      title: t('brandStory.title'),
      cards,
      media: {
        kind: 'video',
        thumbnail: { src: BRAND_STORY_IMAGES.thumbnail, alt: t('brandStory.thumbnailAlt') },
        embedUrl: embedUrl(config.videoId, captions),
        captionsLanguage: captions,
        playLabel: t('brandStory.play'),
        closeLabel: t('brandStory.close'),
      },
    };
  },
});
