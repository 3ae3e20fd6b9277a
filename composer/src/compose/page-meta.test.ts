import { describe, expect, it } from 'vitest';
import { buildCtx, ORIGIN } from '../../test/block-kit.ts';
import { homeAlternates } from '../pages/home-meta.ts';
import { canonicalUrl, pageAlternates } from './page-meta.ts';

describe('canonical and hreflang for search engines', () => {
  it('gives each locale of the market its own address, the main locale the bare path, and x-default', () => {
    expect(pageAlternates(buildCtx({ market: 'ca' }), '/ca/help')).toEqual([
      { hreflang: 'en-CA', href: `${ORIGIN}/ca/help` },
      { hreflang: 'fr-CA', href: `${ORIGIN}/ca/help?locale=fr-CA` },
      { hreflang: 'x-default', href: `${ORIGIN}/ca/help` },
    ]);
    expect(pageAlternates(buildCtx({ market: 'de' }), '/de/hilfe')).toEqual([
      { hreflang: 'de-DE', href: `${ORIGIN}/de/hilfe` },
      { hreflang: 'x-default', href: `${ORIGIN}/de/hilfe` },
    ]);
  });

  it('makes the canonical the page in its own locale, so that it is one of its alternates', () => {
    const fr = buildCtx({ market: 'ca', locale: 'fr-CA' });
    expect(canonicalUrl(fr, '/ca/help')).toBe(`${ORIGIN}/ca/help?locale=fr-CA`);
    expect(canonicalUrl(buildCtx({ market: 'ca' }), '/ca/help')).toBe(`${ORIGIN}/ca/help`);
    const hrefs = pageAlternates(fr, '/ca/help')!.map((a) => a.href);
    expect(hrefs).toContain(canonicalUrl(fr, '/ca/help'));
  });

  it("points the home page to every market's home in each of its languages, x-default the default market", () => {
    const alternates = homeAlternates(buildCtx({ market: 'es' }))!;
    expect(alternates).toHaveLength(12);
    expect(alternates).toContainEqual({ hreflang: 'en-GB', href: `${ORIGIN}/uk` });
    expect(alternates).toContainEqual({ hreflang: 'es-US', href: `${ORIGIN}/us?locale=es-US` });
    expect(alternates).toContainEqual({ hreflang: 'es-ES', href: `${ORIGIN}/es` });
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${ORIGIN}/us` });
    expect(new Set(alternates.map((a) => a.hreflang)).size).toBe(alternates.length);
  });
});
