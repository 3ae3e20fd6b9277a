import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  parseSitemapFile,
  robotsTxt,
  SITEMAP_MAX_URLS,
  sitemapFile,
  sitemapIndexXml,
  sitemapParts,
  sitemapXml,
} from './sitemap-xml.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap files', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('names and parses the parts of a market sitemap', () => {
    expect(sitemapFile('us', 1)).toBe('sitemap-us.xml');
    expect(sitemapFile('us', 2)).toBe('sitemap-us-2.xml');
    expect(parseSitemapFile('sitemap-us.xml')).toEqual({ market: 'us', part: 1 });
    expect(parseSitemapFile('sitemap-de-3.xml')).toEqual({ market: 'de', part: 3 });
    for (const bad of [
      'sitemap-us-1.xml',
      'sitemap-us-0.xml',
      'sitemap-usa.xml',
      'sitemap-us.xml.gz',
      'sitemap-.xml',
    ])
      expect(parseSitemapFile(bad), bad).toBeNull();
  });

  it('lists every part of every market in the index, on the origin', () => {
    const xml = sitemapIndexXml('https://www.example.test', [
      { market: 'us', parts: 1 },
      { market: 'es', parts: 2 },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns=')).toBe(true);
    expect(locs(xml)).toEqual([
      'https://www.example.test/sitemap-us.xml',
      'https://www.example.test/sitemap-es.xml',
      'https://www.example.test/sitemap-es-2.xml',
    ]);
  });

  it('lists one URL per path in a one-language market, escaped', () => {
    const xml = sitemapXml('https://www.example.test', 'es', ['/es', '/es/a&b']);
    expect(locs(xml)).toEqual(['https://www.example.test/es', 'https://www.example.test/es/a&amp;b']);
    expect(xml).not.toContain('xhtml');
  });

  it('lists each language version with its alternates in a market of several languages', () => {
    const xml = sitemapXml('https://www.example.test', 'ca', ['/ca']);
    expect(locs(xml)).toEqual(['https://www.example.test/ca', 'https://www.example.test/ca?locale=fr-CA']);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="fr-CA" href="https://www.example.test/ca?locale=fr-CA"/>',
    );
  });

  it(`keeps at most ${SITEMAP_MAX_URLS} URLs per file, splitting a market in parts`, () => {
    const paths = Array.from({ length: 5 }, (_, i) => `/us/p${i}`);
    // us has two locales: 2 URLs per path; at most 4 URLs per file -> 2 paths per part -> 3 parts.
    expect(sitemapParts('us', paths.length, 4)).toBe(3);
    const parts = [1, 2, 3].map((part) => locs(sitemapXml('https://o.test', 'us', paths, part, 4)));
    expect(parts.map((p) => p.length)).toEqual([4, 4, 2]);
    expect(parts.flat()).toHaveLength(10);
    expect(sitemapParts('es', 0)).toBe(1);
    expect(sitemapParts('es', SITEMAP_MAX_URLS)).toBe(1);
    expect(sitemapParts('es', SITEMAP_MAX_URLS + 1)).toBe(2);
  });

  it('robots.txt: an indexable site allows and names its sitemap; any other disallows all', () => {
    expect(robotsTxt('https://www.example.test', true)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /studio/\n\nSitemap: https://www.example.test/sitemap.xml\n',
    );
    expect(robotsTxt('https://partner.example.test', false)).toBe('User-agent: *\nDisallow: /\n');
  });
});
