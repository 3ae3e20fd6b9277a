import { MARKETS, type Market } from '@waypoint/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import golden from './golden/links.json' with { type: 'json' };
import {
  bestPriceGuaranteePath,
  externalLinks,
  FAMILY_TOURS_SLUG,
  familyToursSlug,
  homePath,
  legalPageKind,
  privacyPolicyPath,
  referralPath,
} from './links.ts';

describe('links', () => {
  it.each(golden.externalLinks)('external links of $market', ({ market, links }) => {
    expect(externalLinks(market as Market)).toEqual(links);
  });

  it.each(golden.privacyPolicy)(
    'privacy policy of $lang/$market is $expected',
    ({ lang, market, expected }) => {
      expect(privacyPolicyPath(lang, market as Market)).toBe(expected);
    },
  );

  it.each(golden.familyTours)('family tours slug of $market is $slug', ({ market, slug }) => {
    expect(familyToursSlug(market as Market)).toBe(slug);
    expect(FAMILY_TOURS_SLUG[market as Market]).toBe(slug);
  });

  it.each(golden.legalPages)('legal page kind of "$slug" is $kind', ({ slug, kind }) => {
    expect(legalPageKind(slug)).toBe(kind);
  });

  it('recognises the privacy link of every market as a privacy page, and so on', () => {
    for (const market of MARKETS) {
      const links = externalLinks(market);
      const last = (path: string) => path.split('/').pop()!;
      expect(legalPageKind(last(links.privacy))).toBe('privacy');
      expect(legalPageKind(last(links.cookies))).toBe('cookies');
      expect(legalPageKind(last(links.terms))).toBe('terms');
      expect(legalPageKind(last(links.help))).toBeNull();
    }
  });

  it('builds market paths', () => {
    expect(homePath('mx')).toBe('/mx');
    expect(bestPriceGuaranteePath('uk')).toBe('/uk/bestpriceguarantee');
    expect(referralPath('au')).toBe('/au/referral');
    expect(homePath('../evil' as Market)).toBe('/us');
  });

  it('never throws on any slug', () => {
    fc.assert(fc.property(fc.anything(), (slug) => void legalPageKind(slug as string)));
  });
});
