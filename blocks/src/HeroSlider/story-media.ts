/**
 * Hero media for stories and tests: self-contained SVG landscapes (sky, sun, two mountain ranges) as
 * data URIs, at the three art directions' sizes, plus a near-white one that tests the scrim.
 */
import type { HeroSlide, Media, ResponsiveMedia } from '@waypoint/schemas';

const SIZES = { desktop: [1600, 900], tablet: [1024, 900], mobile: [750, 1200] } as const;

export function landscape(hue: number, width: number, height: number, bright = false): string {
  const sky = bright
    ? ['hsl(0 0% 100%)', `hsl(${hue} 30% 94%)`]
    : [`hsl(${hue} 70% 62%)`, `hsl(${hue + 30} 80% 82%)`];
  const far = bright ? `hsl(${hue} 15% 88%)` : `hsl(${hue + 190} 30% 42%)`;
  const near = bright ? `hsl(${hue} 10% 80%)` : `hsl(${hue + 160} 35% 24%)`;
  const h = height;
  const w = width;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#s)"/>` +
    `<circle cx="${w * 0.72}" cy="${h * 0.36}" r="${Math.min(w, h) * 0.09}" fill="hsl(45 100% ${bright ? 97 : 88}%)"/>` +
    `<path d="M0 ${h * 0.62} L${w * 0.18} ${h * 0.44} L${w * 0.34} ${h * 0.58} L${w * 0.52} ${h * 0.38} L${w * 0.7} ${h * 0.56} L${w * 0.86} ${h * 0.46} L${w} ${h * 0.55} V${h} H0Z" fill="${far}"/>` +
    `<path d="M0 ${h * 0.78} L${w * 0.22} ${h * 0.64} L${w * 0.44} ${h * 0.76} L${w * 0.64} ${h * 0.62} L${w * 0.82} ${h * 0.74} L${w} ${h * 0.66} V${h} H0Z" fill="${near}"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const image = (src: string, alt: string): Media => ({ type: 'image', src, alt });

/** An image per breakpoint, each drawn at its own size. */
export function responsiveImage(hue: number, alt: string, bright = false): ResponsiveMedia {
  return {
    desktop: image(landscape(hue, ...SIZES.desktop, bright), alt),
    tablet: image(landscape(hue, ...SIZES.tablet, bright), alt),
    mobile: image(landscape(hue, ...SIZES.mobile, bright), alt),
  };
}

/** storefront.md §2 Hero: a video on tablet and desktop (webm then mp4, with a poster), an image on mobile. */
export function videoWithMobileImage(hue: number, alt: string): ResponsiveMedia {
  const video: Media = {
    type: 'video',
    poster: landscape(hue, ...SIZES.desktop),
    // Stories make no network requests: empty clips, so the poster shows (as on the sandbox, which
    // serves no videos).
    webm: 'data:video/webm;base64,',
    mp4: 'data:video/mp4;base64,',
    alt,
  };
  return { desktop: video, tablet: video, mobile: image(landscape(hue + 20, ...SIZES.mobile), alt) };
}

/** The US home page's slides (copy as the composer sends it), with story media. */
export const US_SLIDES: HeroSlide[] = [
  {
    id: '1',
    media: responsiveImage(200, 'Up to 40% off this season'),
    titleHtml: 'Up to <strong>40% off</strong> this season',
    subtitleHtml: 'Limited places',
    detailHtml: 'Handpicked trips with flights and hotels included',
    introHtml: null,
    cta: { href: '/us/seasonal-offers', label: 'See offers' },
  },
  {
    id: '2',
    media: videoWithMobileImage(20, 'Wake up somewhere extraordinary'),
    titleHtml: 'Wake up somewhere <strong>extraordinary</strong>',
    subtitleHtml: 'Trips with everything organised, from start to finish',
    detailHtml: null,
    introHtml: null,
    cta: { href: '/us/extraordinary-trips', label: 'Explore trips' },
  },
  {
    id: '4',
    media: responsiveImage(150, 'Small groups, big moments'),
    titleHtml: 'Small groups, <strong>big</strong> moments',
    subtitleHtml: 'Expert guides and boutique hotels',
    detailHtml: null,
    introHtml: 'Our premium collection',
    cta: { href: '/us/premium-collection', label: 'Discover the collection' },
  },
];

export const US_LABELS = {
  previous: 'Previous slide',
  next: 'Next slide',
  goToSlide: 'Go to slide',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  carousel: 'carousel',
  slide: 'slide',
};
