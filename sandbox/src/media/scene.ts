/**
 * Illustrated travel scenes for hero and card placeholders: a sky by time of day, a sun or moon, a few
 * clouds and birds, and 2–4 layers of mountains, hills, dunes or a sea with a beach. Every choice comes
 * from a hash of the seed, so a name always gets the same scene and different names look different.
 * There is no text: the page lays its own copy over these images.
 */
import { hashString, mulberry32 } from '../rng.ts';
import { mix } from './colour.ts';
import { type Point, ridgePoints, silhouette, snowCaps } from './ridges.ts';

export const TIMES = ['dawn', 'day', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof TIMES)[number];
export const TERRAINS = ['mountains', 'hills', 'dunes', 'sea'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Where copy is laid over the image: that area is kept darker and calm (no sun, clouds or birds). */
export type CopyArea = 'left' | 'bottom' | 'none';

export interface SceneOptions {
  width: number;
  height: number;
  copy: CopyArea;
}

/** The scene as SVG fragments, back to front, so the video script can animate the clouds alone. */
export interface Scene {
  time: TimeOfDay;
  terrain: Terrain;
  defs: string;
  /** Sky, stars and the sun or moon. */
  sky: string;
  /** Clouds and birds. */
  clouds: string;
  /** Land or sea, and the shade that keeps the copy area readable. */
  land: string;
}

interface Sky {
  /** Top, middle and horizon of the sky. */
  stops: readonly [string, string, string];
  sun: string;
  glow: string;
  /** The colour distant layers fade into. */
  haze: string;
  cloud: string;
  /** The colour near layers darken towards, and how far. */
  ink: string;
  dark: number;
}

const SKIES: Record<TimeOfDay, Sky> = {
  dawn: {
    stops: ['#2b3766', '#9a6f9e', '#f6bf94'],
    sun: '#fff3dc',
    glow: '#ffd6a6',
    haze: '#dcaaa6',
    cloud: '#fde6df',
    ink: '#2a2342',
    dark: 0.45,
  },
  day: {
    stops: ['#2f6fbd', '#6eaad9', '#d3e8f2'],
    sun: '#fffcef',
    glow: '#fff4c4',
    haze: '#b4cfe0',
    cloud: '#ffffff',
    ink: '#1d2f3d',
    dark: 0.12,
  },
  dusk: {
    stops: ['#1d2449', '#a4496a', '#f59b5c'],
    sun: '#ffd992',
    glow: '#ffac63',
    haze: '#cf8478',
    cloud: '#f4b3a0',
    ink: '#211830',
    dark: 0.55,
  },
  night: {
    stops: ['#070d24', '#17254b', '#3b4f7d'],
    sun: '#f2f0e3',
    glow: '#a7b8e2',
    haze: '#3d5283',
    cloud: '#7d8cb4',
    ink: '#070c1f',
    dark: 0.62,
  },
};

/** The nearest layer's colour in daylight. */
const GROUND: Record<Terrain, string> = {
  mountains: '#3f586b',
  hills: '#4b7a44',
  dunes: '#d6955a',
  sea: '#e6c48f',
};

const r = Math.round;

function pickTime(roll: number): TimeOfDay {
  if (roll < 0.2) return 'dawn';
  if (roll < 0.6) return 'day';
  if (roll < 0.85) return 'dusk';
  return 'night';
}

/** A horizontal band [from, to] (fractions of the width) for the sun, clear of the copy. */
function skyBand(copy: CopyArea): readonly [number, number] {
  // Pages crop images to their boxes (object-fit: cover): keep the sun inside the middle half or so.
  if (copy === 'left') return [0.62, 0.76];
  if (copy === 'bottom') return [0.26, 0.74];
  // Cards are also cropped to portrait tiles (recommended destinations).
  return [0.32, 0.68];
}

/** Clouds and birds, from their own random stream so a wider canvas (the video's) keeps the land. */
export function renderClouds(seed: string, { width, height, copy }: SceneOptions, time: TimeOfDay): string {
  const rand = mulberry32(hashString(`${seed}/clouds`));
  const unit = Math.min(height, width * 0.75);
  // Clouds and birds may spread a little wider than the sun.
  const [sunFrom, sunTo] = skyBand(copy);
  const [from, to] = [sunFrom - 0.1, sunTo + 0.1];
  const count = time === 'night' ? Math.floor(rand() * 2) : 1 + Math.floor(rand() * 3);
  let clouds = '';
  for (let i = 0; i < count; i++) {
    const x = width * (from + ((to - from) * (i + 0.2 + rand() * 0.6)) / count);
    const y = height * (0.1 + rand() * 0.22);
    const scale = (unit / 600) * (0.7 + rand() * 0.8);
    clouds += `<use href="#c" transform="translate(${r(x)} ${r(y)}) scale(${(scale * (1 + rand() * 0.6)).toFixed(2)} ${scale.toFixed(2)})"/>`;
  }
  let out = clouds ? `<g fill="${SKIES[time].cloud}" opacity=".85">${clouds}</g>` : '';
  if (time !== 'night' && rand() < 0.5) {
    const size = unit * (0.01 + rand() * 0.006);
    const bx = width * (from + (to - from) * rand());
    const by = height * (0.2 + rand() * 0.15);
    let d = '';
    for (let i = 0; i < 2 + Math.floor(rand() * 3); i++) {
      const x = r(bx + i * size * (2.6 + rand() * 2));
      const y = r(by + (i % 2) * size * 1.6 - rand() * size);
      const s = r(size);
      d += `M${x} ${y}q${s} ${-s} ${2 * s} 0q${s} ${-s} ${2 * s} 0`;
    }
    out += `<path d="${d}" fill="none" stroke="${SKIES[time].ink}" stroke-opacity=".6" stroke-width="${Math.max(1.5, unit / 300).toFixed(1)}" stroke-linecap="round"/>`;
  }
  return out;
}

const SHAPES: Record<Terrain, (t: number) => { base: number; amp: number; step: number }> = {
  mountains: (t) => ({ base: 0.6 + 0.28 * t, amp: 0.36 - 0.2 * t, step: 0.3 + 0.3 * t }),
  hills: (t) => ({ base: 0.66 + 0.26 * t, amp: 0.24 - 0.1 * t, step: 0.55 + 0.45 * t }),
  dunes: (t) => ({ base: 0.66 + 0.26 * t, amp: 0.2 - 0.08 * t, step: 0.9 + 0.6 * t }),
  /** The beach. */
  sea: () => ({ base: 0.9, amp: 0.06, step: 1.3 }),
};

/** Black shade over the copy area, so white text reads well over any scene. */
const SHADES: Record<CopyArea, string> = {
  left: '<linearGradient id="l" x2="1"><stop stop-opacity=".45"/><stop offset=".55" stop-opacity="0"/></linearGradient>',
  bottom:
    '<linearGradient id="l" x2="0" y2="1"><stop offset=".45" stop-opacity="0"/><stop offset="1" stop-opacity=".4"/></linearGradient>',
  none: '<linearGradient id="l" x2="0" y2="1"><stop offset=".6" stop-opacity="0"/><stop offset="1" stop-opacity=".15"/></linearGradient>',
};

const CLOUD =
  '<g id="c"><ellipse rx="62" ry="13"/><ellipse cx="-24" cy="-9" rx="26" ry="15"/><ellipse cx="10" cy="-16" rx="30" ry="21"/><ellipse cx="38" cy="-6" rx="22" ry="12"/></g>';

export function renderScene(seed: string, options: SceneOptions): Scene {
  const { width: w, height: h, copy } = options;
  const rand = mulberry32(hashString(seed));
  // 1. The choices every size of the same seed shares.
  const time = pickTime(rand());
  const terrain = TERRAINS[Math.floor(rand() * TERRAINS.length)] as Terrain;
  const layers = 2 + Math.floor(rand() * 3);
  const sunRoll = rand();
  const skyRoll = rand();
  const sky = SKIES[time];
  const unit = Math.min(h, w * 0.75);
  const far = SHAPES[terrain](0);
  const horizon = r(terrain === 'sea' ? h * (0.58 + skyRoll * 0.08) : h * far.base - unit * far.amp * 0.55);

  // 2. Sun or moon: high by day and night, on the horizon at dawn and dusk, never over the copy.
  const [from, to] = skyBand(copy);
  const low = time === 'dawn' || time === 'dusk';
  const radius = unit * (time === 'night' ? 0.045 : low ? 0.085 : 0.06);
  const sx = r(w * (from + (to - from) * sunRoll));
  const sy = r(low ? horizon - radius * 0.25 : h * (0.14 + skyRoll * 0.14));
  let body = `<circle cx="${sx}" cy="${sy}" r="${r(radius * (low ? 7 : 5))}" fill="url(#g)"/><circle cx="${sx}" cy="${sy}" r="${r(radius)}" fill="${sky.sun}"/>`;
  if (time === 'night') {
    const m = radius / 4;
    body += `<g fill="#8d93a8" opacity=".25"><circle cx="${r(sx - m)}" cy="${r(sy - m)}" r="${r(m * 1.4)}"/><circle cx="${r(sx + m * 1.6)}" cy="${r(sy + m)}" r="${r(m)}"/></g>`;
    let stars = '';
    for (let i = 0; i < 16; i++) stars += `M${r(rand() * w)} ${r(rand() * horizon * 0.7)}h0`;
    body += `<path d="${stars}" stroke="#fff" stroke-opacity=".7" stroke-width="${Math.max(1.5, unit / 260).toFixed(1)}" stroke-linecap="round"/>`;
  }

  // 3. Land: far layers fade into the haze, near ones take the ground colour, darkened by the hour.
  const near = mix(GROUND[terrain], sky.ink, sky.dark);
  const tint = (t: number) => mix(sky.haze, near, 0.3 + 0.7 * t);
  const sharp = terrain === 'mountains';
  let land = '';
  if (terrain === 'sea') {
    if (layers > 2) {
      // A low island on the horizon, tapering into the sea at both ends.
      const left = w * (rand() < 0.5 ? 0.04 + rand() * 0.1 : 0.55 + rand() * 0.2);
      const island = ridgePoints(rand, w * 0.3, horizon, unit * 0.09, unit * 0.2, false).map(
        ([x, y], i, all): Point => [r(left + x), i === 0 || i === all.length - 1 ? horizon : y],
      );
      land += `<path d="${silhouette(island, horizon, false)}" fill="${tint(0)}"/>`;
    }
    let glints = '';
    for (let k = 0; k < 6; k++) {
      const gw = radius * (0.9 + k * 0.45);
      glints += `<rect x="${r(sx - gw / 2)}" y="${r(horizon + 4 + (k * (h - horizon)) / 9)}" width="${r(gw)}" height="${Math.max(2, r(unit / 200))}" rx="1"/>`;
    }
    land += `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#w)"/><g fill="${sky.sun}" opacity=".45">${glints}</g>`;
  }
  const ridges = terrain === 'sea' ? 1 : layers;
  for (let i = 0; i < ridges; i++) {
    const t = ridges === 1 ? 1 : i / (ridges - 1);
    const shape = SHAPES[terrain](t);
    const points = ridgePoints(rand, w, h * shape.base, unit * shape.amp, unit * shape.step, sharp);
    const fill = terrain === 'sea' ? near : tint(t);
    const crest =
      terrain === 'sea' ? '#ffffff' : terrain === 'dunes' ? mix(fill, '#fff1d6', 0.35) : undefined;
    const stroke = crest ? ` stroke="${crest}" stroke-opacity=".5" stroke-width="3"` : '';
    land += `<path d="${silhouette(points, h, sharp)}" fill="${fill}"${stroke}/>`;
    if (sharp && i === 0 && time !== 'night')
      land += snowCaps(points, h * shape.base - unit * shape.amp * 0.75, mix(fill, '#ffffff', 0.55));
  }
  land += `<rect width="${w}" height="${h}" fill="url(#l)"/>`;

  const [top, middle, bottom] = sky.stops;
  const sea = mix('#2f7592', sky.ink, sky.dark);
  const defs =
    `<linearGradient id="s" x2="0" y2="1"><stop stop-color="${top}"/><stop offset=".4" stop-color="${middle}"/><stop offset=".75" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="g"><stop stop-color="${sky.glow}" stop-opacity=".75"/><stop offset="1" stop-color="${sky.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="w" x2="0" y2="1"><stop stop-color="${mix(sky.haze, sea, 0.45)}"/><stop offset="1" stop-color="${sea}"/></linearGradient>` +
    SHADES[copy] +
    CLOUD;
  return {
    time,
    terrain,
    defs,
    sky: `<rect width="${w}" height="${h}" fill="url(#s)"/>${body}`,
    clouds: renderClouds(seed, options, time),
    land,
  };
}
