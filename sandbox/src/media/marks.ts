/** Logos, icons and avatars: a colour from a hash of the name, with the name or its initials. */
import { hashString } from '../rng.ts';
import { hslToHex } from './colour.ts';

export type MarkKind = 'logo' | 'icon' | 'avatar';

const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"`;

/** 'Globe Hoppers' -> 'GH'; 'waypoint' -> 'W'. */
export function initials(label: string): string {
  return label
    .split(' ')
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The inner markup (no <svg> wrapper) of a mark for `label`, escaped beforehand. */
export function renderMark(
  kind: MarkKind,
  name: string,
  label: string,
  width: number,
  height: number,
): string {
  const hue = hashString(name) % 360;
  const gradient = `<defs><linearGradient id="m" x2="1" y2="1"><stop stop-color="${hslToHex(hue, 55, 52)}"/><stop offset="1" stop-color="${hslToHex((hue + 35) % 360, 60, 34)}"/></linearGradient></defs>`;
  const centred = (x: number, size: number, weight: number, fill: string, text: string, anchor = 'middle') =>
    `<text x="${x}" y="${height / 2}" dy=".35em" text-anchor="${anchor}" fill="${fill}" ${FONT} font-weight="${weight}" font-size="${size}">${text}</text>`;

  if (kind === 'avatar') {
    const half = Math.min(width, height) / 2;
    return `${gradient}<circle cx="${width / 2}" cy="${height / 2}" r="${half}" fill="url(#m)"/>${centred(width / 2, Math.round(half * 0.78), 600, '#ffffff', initials(label))}`;
  }
  if (kind === 'icon') {
    const radius = Math.round(Math.min(width, height) * 0.22);
    const text = initials(label);
    const size = Math.round(height * (text.length > 1 ? 0.4 : 0.5));
    return `${gradient}<rect width="${width}" height="${height}" rx="${radius}" fill="url(#m)"/>${centred(width / 2, size, 700, '#ffffff', text)}`;
  }
  // A wordmark: a round badge with a compass needle, then the name in the brand's dark tone.
  const badge = height / 2;
  const r = Math.round(height * 0.3);
  const textX = Math.round(badge * 2 + 6);
  const size = Math.round(Math.min(height * 0.4, (width - textX - 6) / (Math.max(label.length, 4) * 0.64)));
  const needle = `M${badge} ${badge - r * 0.72}l${(r * 0.32).toFixed(1)} ${(r * 0.72).toFixed(1)}l${(-r * 0.32).toFixed(1)} ${(r * 0.72).toFixed(1)}l${(-r * 0.32).toFixed(1)} ${(-r * 0.72).toFixed(1)}z`;
  return (
    `${gradient}<circle cx="${badge}" cy="${badge}" r="${r}" fill="url(#m)"/>` +
    `<path d="${needle}" fill="#ffffff"/>` +
    centred(textX, size, 700, hslToHex(hue, 45, 24), label, 'start')
  );
}
