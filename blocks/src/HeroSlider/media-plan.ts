/**
 * How a hero slide's per-breakpoint media (storefront.md §2 Hero: desktop, tablet, mobile) becomes
 * markup: one <picture> for the breakpoints that show an image, one <video> per distinct video, each
 * shown by CSS only at its own breakpoints. Sources carry media queries so a breakpoint never downloads
 * media it does not show (a 1-pixel blank stands in for the image where a video plays).
 */
import type { Media, ResponsiveMedia } from '@waypoint/schemas';

export type HeroBreakpoint = 'mobile' | 'tablet' | 'desktop';

/** Smallest first. Desktop starts at laptop width (1024 px): the hero has three art directions. */
export const BREAKPOINTS: readonly HeroBreakpoint[] = ['mobile', 'tablet', 'desktop'];

const MIN_WIDTH: Record<HeroBreakpoint, number> = { mobile: 0, tablet: 768, desktop: 1024 };

/** A transparent GIF: what the <picture> "shows" at breakpoints where a video plays instead. */
export const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

type VideoMedia = Extract<Media, { type: 'video' }>;

export interface PictureLayer {
  kind: 'picture';
  /** Breakpoints at which the picture is visible. */
  breakpoints: HeroBreakpoint[];
  /** <source>s, widest first. */
  sources: { media: string; srcSet: string }[];
  /** The <img> src: the mobile image, or the blank when mobile plays a video. */
  src: string;
  alt: string;
}

export interface VideoLayer {
  kind: 'video';
  breakpoints: HeroBreakpoint[];
  /** Media query matching exactly `breakpoints`; null when the video plays at every breakpoint. */
  media: string | null;
  video: VideoMedia;
}

export type MediaLayer = PictureLayer | VideoLayer;

/** Media query for one breakpoint as a <source> in a widest-first list: the first match wins. */
const minWidthQuery = (bp: HeroBreakpoint) => `(min-width: ${MIN_WIDTH[bp]}px)`;

/** Media query matching exactly the given breakpoints (contiguous runs collapse into one range). */
export function queryFor(breakpoints: readonly HeroBreakpoint[]): string | null {
  const chosen = BREAKPOINTS.map((bp) => breakpoints.includes(bp));
  if (chosen.every(Boolean)) return null;
  const ranges: string[] = [];
  let i = 0;
  while (i < BREAKPOINTS.length) {
    if (!chosen[i]) {
      i += 1;
      continue;
    }
    let end = i;
    while (end + 1 < BREAKPOINTS.length && chosen[end + 1]) end += 1;
    const from = MIN_WIDTH[BREAKPOINTS[i] as HeroBreakpoint];
    const next = BREAKPOINTS[end + 1];
    const parts: string[] = [];
    if (from > 0) parts.push(`(min-width: ${from}px)`);
    if (next) parts.push(`(max-width: ${MIN_WIDTH[next] - 0.02}px)`);
    ranges.push(parts.join(' and '));
    i = end + 1;
  }
  return ranges.join(', ');
}

const sameVideo = (a: VideoMedia, b: VideoMedia) =>
  a.webm === b.webm && a.mp4 === b.mp4 && a.poster === b.poster;

/** The layers to render for one slide, the picture first. */
export function planMedia(media: ResponsiveMedia): MediaLayer[] {
  const layers: MediaLayer[] = [];

  const imageBreakpoints = BREAKPOINTS.filter((bp) => media[bp].type === 'image');
  if (imageBreakpoints.length > 0) {
    const srcAt = (bp: HeroBreakpoint) => {
      const m = media[bp];
      return m.type === 'image' ? m.src : BLANK_IMAGE;
    };
    const sources: PictureLayer['sources'] = [];
    // Widest first; a source equal to the next narrower one is left out (that one matches anyway).
    for (let i = BREAKPOINTS.length - 1; i >= 1; i -= 1) {
      const bp = BREAKPOINTS[i] as HeroBreakpoint;
      const narrower = BREAKPOINTS[i - 1] as HeroBreakpoint;
      if (srcAt(bp) !== srcAt(narrower)) sources.push({ media: minWidthQuery(bp), srcSet: srcAt(bp) });
    }
    const firstImage = media[imageBreakpoints[0] as HeroBreakpoint];
    layers.push({
      kind: 'picture',
      breakpoints: imageBreakpoints,
      sources,
      src: srcAt('mobile'),
      alt: firstImage.alt,
    });
  }

  const videos: VideoLayer[] = [];
  for (const bp of BREAKPOINTS) {
    const m = media[bp];
    if (m.type !== 'video') continue;
    const same = videos.find((layer) => sameVideo(layer.video, m));
    if (same) same.breakpoints.push(bp);
    else videos.push({ kind: 'video', breakpoints: [bp], media: null, video: m });
  }
  for (const layer of videos) layer.media = queryFor(layer.breakpoints);
  return [...layers, ...videos];
}

/** CSS modifiers that hide a layer at the breakpoints where it is not shown. */
export function hiddenAt(layer: MediaLayer): HeroBreakpoint[] {
  return BREAKPOINTS.filter((bp) => !layer.breakpoints.includes(bp));
}
