/**
 * Story and test fixtures: placeholder images as data URIs (no server needed) and affiliate themes
 * shaped like the composer's `page.theme`.
 */
import type { Image, TripCard } from '@waypoint/schemas';

/** A self-contained SVG placeholder image with a label. */
export function placeholderImage(label: string, hue = 190, width = 640, height = 400): Image {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 45%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 30%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 10)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt: label, width, height };
}

export function tripCard(id: number, overrides: Partial<TripCard> = {}): TripCard {
  const destinations = ['Kenya', 'Japan', 'Peru', 'Iceland', 'Vietnam', 'Morocco', 'Fiji', 'Norway'];
  const destination = destinations[id % destinations.length] ?? 'Kenya';
  return {
    id,
    title: `${destination}: highlights in ${7 + (id % 9)} days`,
    href: `/us/trips/${id}-${destination.toLowerCase()}`,
    image: placeholderImage(destination, (id * 47) % 360),
    destination,
    days: 7 + (id % 9),
    isNew: id % 5 === 0,
    fromPrice: `$${(999 + id * 130).toLocaleString('en-US')}.00`,
    fromAmount: 999 + id * 130,
    oldPrice: id % 2 === 0 ? `$${(1999 + id * 130).toLocaleString('en-US')}.00` : null,
    pricingPercentage: id % 2 === 0 ? '40%' : '',
    pricePerNight: `$${Math.round((999 + id * 130) / (6 + (id % 9)))}.00`,
    durationLabel: `${7 + (id % 9)} days`,
    tags: [],
    ...overrides,
  };
}

/** English card labels, as the composer sends them for en-US. */
export const CARD_LABELS = { from: 'From', perNight: 'per night', isNew: 'New', discount: 'Save' };

export const STORY_THEMES = {
  waypoint: {
    'color-primary': '#0b5563',
    'color-primary-contrast': '#ffffff',
    'color-accent': '#f2a541',
    'color-background': '#ffffff',
    'color-text': '#1d2a32',
    'color-header-background': '#ffffff',
    'color-header-text': '#1d2a32',
  },
  'partner viajes (2)': {
    'color-primary': '#c0392b',
    'color-primary-contrast': '#ffffff',
    'color-accent': '#f1c40f',
    'color-background': '#fffaf5',
    'color-text': '#2b1d16',
    'color-header-background': '#c0392b',
    'color-header-text': '#ffffff',
  },
  'reseller last_minute': {
    'color-primary': '#6a1b9a',
    'color-primary-contrast': '#ffffff',
    'color-accent': '#00bfa5',
    'color-background': '#ffffff',
    'color-text': '#1c1b1f',
    'color-header-background': '#ffffff',
    'color-header-text': '#1c1b1f',
  },
} as const satisfies Record<string, Record<string, string>>;
export type StoryTheme = keyof typeof STORY_THEMES;
