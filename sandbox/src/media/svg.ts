/**
 * Placeholder images, deterministic from the name: an illustrated landscape for heroes and cards (no
 * text, so it never competes with the copy over it), a neat wordmark, icon or avatar for the rest.
 */
import { escapeXml } from '../text.ts';
import { renderMark } from './marks.ts';
import { type CopyArea, renderScene, type Scene } from './scene.ts';

export const MEDIA_SIZES = {
  hero: { width: 1920, height: 600 },
  card: { width: 600, height: 400 },
  logo: { width: 240, height: 60 },
  icon: { width: 64, height: 64 },
  avatar: { width: 96, height: 96 },
} as const;
export type MediaKind = keyof typeof MEDIA_SIZES;

/** Hero art directions by name suffix (builders/home.ts): portrait for phones, a wider band for tablets. */
export const HERO_VARIANTS = {
  mobile: { width: 750, height: 1000 },
  tablet: { width: 1536, height: 800 },
} as const;

const VARIANT_SUFFIX = /-(mobile|tablet|poster)$/;

export function isMediaKind(kind: string): kind is MediaKind {
  return Object.hasOwn(MEDIA_SIZES, kind);
}

/** 'japan-kyoto' -> 'Japan Kyoto'. */
export function labelFromName(name: string): string {
  return name
    .replace(/[-_]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Pixel size of an image: by kind, and for heroes by the '-mobile' / '-tablet' suffix. */
export function mediaSize(kind: MediaKind, name: string): { width: number; height: number } {
  const variant = kind === 'hero' ? VARIANT_SUFFIX.exec(name)?.[1] : undefined;
  if (variant === 'mobile' || variant === 'tablet') return HERO_VARIANTS[variant];
  return MEDIA_SIZES[kind];
}

/**
 * Seed of the scene in the hero video clip (scripts/make-hero-video.ts). Every video name serves that one
 * clip, so every '-poster' shows its scene: the still matches what starts playing.
 */
export const CLIP_SEED = 'video';

/**
 * The scene of a hero or card. The variants of a slide ('-mobile', '-tablet') share the slide's scene;
 * the copy sits on the left on desktop and at the bottom on phones and tablets (HeroSlider.css).
 */
export function sceneFor(kind: 'hero' | 'card', name: string): Scene {
  const { width, height } = mediaSize(kind, name);
  const variant = VARIANT_SUFFIX.exec(name)?.[1];
  const copy: CopyArea =
    kind === 'card' ? 'none' : variant === 'mobile' || variant === 'tablet' ? 'bottom' : 'left';
  if (kind === 'card') return renderScene(name, { width, height, copy });
  const seed = variant === 'poster' ? CLIP_SEED : name.replace(VARIANT_SUFFIX, '');
  return renderScene(seed, { width, height, copy });
}

/** An <svg> document around inner markup, labelled for assistive technology. */
export function svgDocument(width: number, height: number, label: string, inner: string): string {
  const title = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">` +
    `<title>${title}</title>${inner}</svg>`
  );
}

export function renderSvg(kind: MediaKind, name: string): string {
  const { width, height } = mediaSize(kind, name);
  const label = labelFromName(name) || kind;
  if (kind === 'hero' || kind === 'card') {
    const scene = sceneFor(kind, name);
    return svgDocument(
      width,
      height,
      label,
      `<defs>${scene.defs}</defs>${scene.sky}${scene.clouds}${scene.land}`,
    );
  }
  return svgDocument(width, height, label, renderMark(kind, name, escapeXml(label), width, height));
}
