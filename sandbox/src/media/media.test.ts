/** Placeholder media: scenes and marks well-formed, sized, deterministic and escaped; the video by ranges. */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.ts';
import { escapeXml } from '../text.ts';
import { TERRAINS, TIMES } from './scene.ts';
import { HERO_VARIANTS, labelFromName, MEDIA_SIZES, renderSvg, sceneFor } from './svg.ts';
import { VIDEO_FILES } from './video.ts';

const app = buildSandbox();
afterAll(() => app.close());

const NAMES = Array.from(
  { length: 120 },
  (_, i) => `${['peru', 'japan', 'kenya', 'norway'][i % 4]}-city-${i}`,
);

/** Tags open and close in order, and no attribute holds NaN or undefined. */
function expectWellFormed(svg: string) {
  const open: string[] = [];
  for (const [tag, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^<>]*?(\/?)>/g)) {
    if (closing) expect(open.pop(), tag).toBe(name);
    else if (!selfClosing) open.push(name as string);
  }
  expect(open).toEqual([]);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
}

/** The markup without the accessible name (the <title> and aria-label). */
const withoutLabel = (svg: string) => svg.replace(/<title>.*<\/title>/, '').replace(/aria-label="[^"]*"/, '');

describe('renderSvg', () => {
  it.each(Object.entries(MEDIA_SIZES))('%s is %o', (kind, { width, height }) => {
    const svg = renderSvg(kind as keyof typeof MEDIA_SIZES, 'japan-kyoto');
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
    expectWellFormed(svg);
  });

  it.each(Object.entries(HERO_VARIANTS))(
    'hero -%s is %o; -poster keeps the desktop size',
    (variant, size) => {
      expect(renderSvg('hero', `slide-premium-${variant}`)).toContain(
        `width="${size.width}" height="${size.height}"`,
      );
      expect(renderSvg('hero', 'slide-premium-poster')).toContain('width="1920" height="600"');
    },
  );

  it('draws the same scene for the same name and a different one for another name', () => {
    expect(renderSvg('card', 'japan-kyoto')).toBe(renderSvg('card', 'japan-kyoto'));
    expect(withoutLabel(renderSvg('card', 'japan-kyoto'))).not.toBe(
      withoutLabel(renderSvg('card', 'peru-lima')),
    );
    expect(withoutLabel(renderSvg('hero', 'a'))).not.toBe(withoutLabel(renderSvg('hero', 'b')));
  });

  it('varies the time of day, the terrain and the number of layers across names', () => {
    const scenes = NAMES.map((name) => sceneFor('card', name));
    expect(new Set(scenes.map((scene) => scene.time))).toEqual(new Set(TIMES));
    expect(new Set(scenes.map((scene) => scene.terrain))).toEqual(new Set(TERRAINS));
    const ridges = (name: string) => (renderSvg('card', name).match(/<path d="M-?\d+ 404L/g) ?? []).length;
    const mountains = NAMES.filter((name) => sceneFor('card', name).terrain === 'mountains').map(ridges);
    expect(Math.min(...mountains)).toBe(2);
    expect(Math.max(...mountains)).toBe(4);
  });

  it('gives every variant of a slide the slide scene, and every poster the video clip scene', () => {
    const kind = (name: string) => {
      const { time, terrain } = sceneFor('hero', name);
      return `${time}/${terrain}`;
    };
    for (const name of NAMES.slice(0, 20)) {
      expect(kind(`${name}-mobile`), name).toBe(kind(name));
      expect(kind(`${name}-tablet`), name).toBe(kind(name));
    }
    expect(new Set(NAMES.slice(0, 20).map((name) => kind(`${name}-poster`))).size).toBe(1);
  });

  it('writes no text on heroes and cards: the label is only the accessible name', () => {
    for (const [kind, name] of [
      ['hero', 'slide-seasonal-offers'],
      ['hero', 'slide-seasonal-offers-mobile'],
      ['card', 'japan-kyoto'],
    ] as const) {
      const svg = renderSvg(kind, name);
      const label = labelFromName(name);
      expect(svg).toContain(`<title>${label}</title>`);
      expect(svg).toContain(`role="img" aria-label="${label}"`);
      expect(svg).not.toMatch(/<text/);
      expect(withoutLabel(svg)).not.toContain(label);
    }
  });

  it('keeps the hero copy area calm: sun, moon, clouds and birds right of the middle, a shade on the left', () => {
    for (const name of NAMES) {
      const svg = renderSvg('hero', name);
      expect(svg).toContain('<linearGradient id="l" x2="1">');
      for (const [, x] of svg.matchAll(/<circle cx="(-?\d+)"/g)) expect(Number(x), name).toBeGreaterThan(960);
      for (const [, x] of svg.matchAll(/translate\((-?\d+) /g)) expect(Number(x), name).toBeGreaterThan(960);
    }
  });

  it('keeps every scene small and well-formed', () => {
    for (const name of NAMES) {
      for (const svg of [
        renderSvg('card', name),
        renderSvg('hero', name),
        renderSvg('hero', `${name}-mobile`),
        renderSvg('hero', `${name}-tablet`),
      ]) {
        expect(svg.length, name).toBeLessThan(4096);
        expectWellFormed(svg);
      }
    }
  });

  it('draws avatars as initials in a circle, icons as initials and logos as a wordmark', () => {
    const avatar = renderSvg('avatar', 'maya-thompson');
    expect(avatar).toMatch(/<circle cx="48" cy="48" r="48"/);
    expect(avatar).toMatch(/<text [^>]*>MT<\/text>/);
    expect(renderSvg('icon', 'globe-hoppers')).toMatch(/<text [^>]*>GH<\/text>/);
    expect(renderSvg('logo', 'globe-hoppers')).toMatch(/<text [^>]*>Globe Hoppers<\/text>/);
  });

  it('escapes markup in names', () => {
    expect(escapeXml(`Tom & <Jerry> "'`)).toBe('Tom &amp; &lt;Jerry&gt; &quot;&apos;');
    for (const kind of ['card', 'logo'] as const) {
      const svg = renderSvg(kind, 'Tom & <Jerry>');
      expect(svg).toContain('Tom &amp; &lt;Jerry&gt;');
      expect(svg).not.toContain('<Jerry>');
    }
    expect(labelFromName('japan-kyoto')).toBe('Japan Kyoto');
  });
});

describe('GET /media/:kind/:name.svg', () => {
  it('serves the SVG with a long immutable cache header', async () => {
    const response = await app.inject('/media/hero/slide-extraordinary-poster.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg [^>]*width="1920" height="600"/);
  });

  it('escapes a name with & and < taken from the URL', async () => {
    const response = await app.inject(`/media/card/${encodeURIComponent('Tom & <Jerry>')}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(response.body).not.toMatch(/<Jerry/);
  });

  it('404s on unknown kinds, other extensions and videos without a name', async () => {
    for (const url of [
      '/media/poster/x.svg',
      '/media/card/x.png',
      '/media/video/x.avi',
      '/media/video/x.svg',
      '/media/video/.webm',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(JSON.parse(response.body).error.code).toBe('MEDIA_NOT_FOUND');
    }
  });

  it('serves every image and video the home page links to', async () => {
    const home = JSON.parse((await app.inject('/us/api/home')).body).data;
    const urls = new Set<string>();
    for (const slide of home.slides) {
      for (const background of Object.values(slide.backgroundSrc) as Record<string, string | null>[]) {
        for (const key of ['src', 'poster', 'webm', 'mp4']) if (background[key]) urls.add(background[key]);
      }
    }
    for (const card of home.topSales.cards) urls.add(card.image[0].url);
    expect([...urls].filter((url) => /\.(webm|mp4)$/.test(url))).toHaveLength(2);
    for (const url of urls) {
      const response = await app.inject(new URL(url).pathname);
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe('GET /media/video/:name.(webm|mp4)', () => {
  const files = { webm: readFileSync(VIDEO_FILES.webm), mp4: readFileSync(VIDEO_FILES.mp4) };
  const get = (url: string, range?: string) =>
    app.inject({ url, ...(range === undefined ? {} : { headers: { range } }) });

  it.each([
    ['webm', 'video/webm'],
    ['mp4', 'video/mp4'],
  ] as const)('serves the whole .%s clip for any name, cached, advertising ranges', async (format, type) => {
    for (const name of ['slide-extraordinary', 'anything-else']) {
      const response = await get(`/media/video/${name}.${format}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-length']).toBe(String(files[format].length));
      expect(response.rawPayload.equals(files[format])).toBe(true);
    }
  });

  it('answers a byte range with 206 and Content-Range', async () => {
    const size = files.mp4.length;
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
    ] as const) {
      const response = await get('/media/video/slide-extraordinary.mp4', range);
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers['content-length'], range).toBe(String(end - start + 1));
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.rawPayload.equals(files.mp4.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers an unsatisfiable or malformed range with 416 and the size', async () => {
    const size = files.webm.length;
    for (const range of [`bytes=${size}-`, 'bytes=500-100', 'bytes=abc', 'bytes=-0', 'bytes=-']) {
      const response = await get('/media/video/slide-extraordinary.webm', range);
      expect(response.statusCode, range).toBe(416);
      expect(response.headers['content-range'], range).toBe(`bytes */${size}`);
      expect(response.headers['cache-control'], range).toBeUndefined();
      expect(JSON.parse(response.body).error.code).toBe('RANGE_NOT_SATISFIABLE');
    }
  });

  it('ignores ranges in other units and multiple ranges (the whole clip, 200)', async () => {
    for (const range of ['items=0-1', 'bytes=0-1,5-6']) {
      const response = await get('/media/video/x.webm', range);
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload.length).toBe(files.webm.length);
    }
  });
});
