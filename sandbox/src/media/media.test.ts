/** Placeholder SVGs: well-formed, sized by kind, text escaped, cached forever. */
import { afterAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.ts';
import { escapeXml, labelFromName, MEDIA_SIZES, renderSvg } from './svg.ts';

const app = buildSandbox();
afterAll(() => app.close());

describe('renderSvg', () => {
  it.each(Object.entries(MEDIA_SIZES))('%s is %o', (kind, { width, height }) => {
    const svg = renderSvg(kind as keyof typeof MEDIA_SIZES, 'japan-kyoto');
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain(`width="${width}"`);
    expect(svg).toContain(`height="${height}"`);
  });

  it('derives colours from the name', () => {
    const colours = (name: string) => renderSvg('card', name).match(/#[0-9a-f]{6}/g);
    expect(colours('japan-kyoto')).toEqual(colours('japan-kyoto'));
    expect(colours('japan-kyoto')).not.toEqual(colours('peru-lima'));
  });

  it('escapes markup in names', () => {
    expect(escapeXml(`Tom & <Jerry> "'`)).toBe('Tom &amp; &lt;Jerry&gt; &quot;&apos;');
    const svg = renderSvg('card', 'Tom & <Jerry>');
    expect(svg).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(svg).not.toContain('<Jerry>');
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

  it('404s on unknown kinds and on videos', async () => {
    for (const url of [
      '/media/poster/x.svg',
      '/media/video/slide-extraordinary.webm',
      '/media/video/x.mp4',
      '/media/card/x.png',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(JSON.parse(response.body).error.code).toBe('MEDIA_NOT_FOUND');
    }
  });

  it('serves every image the home page links to', async () => {
    const home = JSON.parse((await app.inject('/us/api/home')).body).data;
    const urls = new Set<string>();
    for (const slide of home.slides) {
      for (const background of Object.values(slide.backgroundSrc) as {
        src: string | null;
        poster: string | null;
      }[]) {
        for (const url of [background.src, background.poster]) if (url) urls.add(url);
      }
    }
    for (const card of home.topSales.cards) urls.add(card.image[0].url);
    for (const url of urls) {
      const response = await app.inject(new URL(url).pathname);
      expect(response.statusCode, url).toBe(200);
    }
  });
});
