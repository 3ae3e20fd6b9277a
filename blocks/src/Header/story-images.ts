/** Self-contained logo and portrait images (data URIs) for the header and footer stories. */
import type { Image } from '@waypoint/schemas';

function dataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A wordmark logo: a compass mark and the brand name, in the given colour on a transparent ground. */
export function wordmark(name: string, color: string, alt: string): Image {
  const width = 72 + Math.round(name.length * 15.5);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="60" viewBox="0 0 ${width} 60">` +
    `<circle cx="30" cy="30" r="20" fill="none" stroke="${color}" stroke-width="4"/>` +
    `<path d="M38 22 33 33 22 38 27 27z" fill="${color}"/>` +
    `<text x="60" y="39" fill="${color}" font-family="Georgia, serif" font-size="26" font-weight="700">${name}</text></svg>`;
  return { src: dataUri(svg), alt, width, height: 60 };
}

/** A round portrait placeholder with initials. */
export function portrait(initialsText: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="hsl(${hue} 45% 42%)"/>` +
    `<circle cx="48" cy="38" r="18" fill="hsl(${hue} 40% 78%)"/>` +
    `<path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="hsl(${hue} 40% 78%)"/>` +
    `<text x="48" y="90" fill="#fff" font-family="sans-serif" font-size="12" text-anchor="middle">${initialsText}</text></svg>`;
  return dataUri(svg);
}
