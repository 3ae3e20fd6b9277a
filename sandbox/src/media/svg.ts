/**
 * Placeholder images: a diagonal gradient whose colours come from a hash of the name, with the name as
 * text. Cheap, deterministic and self-describing, so pages look plausible without real photos.
 */
import { hashString } from '../rng.ts';

export const MEDIA_SIZES = {
  hero: { width: 1920, height: 600 },
  card: { width: 600, height: 400 },
  logo: { width: 240, height: 60 },
  icon: { width: 64, height: 64 },
  avatar: { width: 96, height: 96 },
} as const;
export type MediaKind = keyof typeof MEDIA_SIZES;

export function isMediaKind(kind: string): kind is MediaKind {
  return Object.hasOwn(MEDIA_SIZES, kind);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
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

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function renderSvg(kind: MediaKind, name: string): string {
  const { width, height } = MEDIA_SIZES[kind];
  const hash = hashString(name);
  const hue = hash % 360;
  const from = hslToHex(hue, 60, 48);
  const to = hslToHex((hue + 40 + ((hash >>> 9) % 80)) % 360, 55, 30);
  const label = labelFromName(name) || kind;
  const small = kind === 'icon' || kind === 'avatar';
  const text = small
    ? label
        .split(' ')
        .slice(0, 2)
        .map((word) => word.charAt(0))
        .join('')
    : label;
  const fontSize = Math.round(
    small ? height * 0.38 : Math.min(height * 0.3, (width * 1.6) / Math.max(text.length, 8)),
  );
  const title = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" fill="#ffffff" font-family="system-ui, sans-serif" font-weight="600" font-size="${fontSize}">${escapeXml(text)}</text>` +
    '</svg>'
  );
}
