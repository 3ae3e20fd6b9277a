import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_CLASS_FALSE,
  AFFILIATE_CLASS_TRUE,
  AFFILIATE_IDS,
  AFFILIATE_LOGO_IMAGES,
  AFFILIATES,
  affiliateConfig,
  affiliateContactPhone,
  affiliateLogo,
  CASHBACK_EXCLUDED_AFFILIATES,
  classifyAffiliate,
  HIDDEN_ELEMENTS_AFFILIATE,
  hiddenElements,
  PRODUCT_LOGO,
  PROMOTION_BAR_ALWAYS_ALLOWED_AFFILIATE,
  PROMOTION_BAR_EXCLUDED_AFFILIATES,
} from './affiliates.ts';

const COLOR = /^#[0-9a-f]{6}$/i;

describe('affiliate table', () => {
  it('has the 23 ids of the spec, each configured', () => {
    expect(AFFILIATE_IDS).toHaveLength(23);
    expect(new Set(AFFILIATE_IDS).size).toBe(23);
    for (const id of AFFILIATE_IDS) expect(AFFILIATES[id]?.id).toBe(id);
  });

  it('gives every affiliate valid colours and contact details', () => {
    for (const id of AFFILIATE_IDS) {
      const a = affiliateConfig(id);
      for (const key of [
        'primary',
        'primaryContrast',
        'accent',
        'background',
        'text',
        'headerBackground',
      ] as const) {
        expect(a.theme[key]).toMatch(COLOR);
      }
      expect(a.customersEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
      expect(a.contactPhone).toMatch(/^\+\d[\d ]+$/);
      expect(a.reason).toBeUndefined();
    }
  });

  it('themes the main brand, partners 2 and 40, white label 1057 and the last_minute theme distinctly', () => {
    const themed = [1, 2, 40, 1057, 1471].map((id) => affiliateConfig(id));
    expect(new Set(themed.map((a) => a.theme.primary)).size).toBe(5);
    expect(new Set(themed.map((a) => a.logos.logoUrl)).size).toBe(5);
    for (const a of themed.slice(1)) expect(a.contactPhoneByMarket).toBeUndefined();
  });

  it('falls back to the main brand with a reason for unknown ids', () => {
    for (const id of [0, 3, -1, Number.NaN, 99999]) {
      const a = affiliateConfig(id);
      expect(a.id).toBe(1);
      expect(a.reason).toMatch(/unknown affiliate/);
    }
    expect(affiliateConfig('40' as unknown as number).id).toBe(40);
  });

  it('uses market phones where the affiliate has them', () => {
    expect(affiliateContactPhone(1, 'uk')).toBe(AFFILIATES[1]!.contactPhoneByMarket?.uk);
    expect(affiliateContactPhone(1, 'de')).not.toBe(affiliateContactPhone(1, 'uk'));
    expect(affiliateContactPhone(40, 'de')).toBe(AFFILIATES[40]!.contactPhone);
  });
});

describe('affiliate groups', () => {
  it('excludes seven partners from cashback and the promotion bar', () => {
    expect(CASHBACK_EXCLUDED_AFFILIATES).toHaveLength(7);
    expect(PROMOTION_BAR_EXCLUDED_AFFILIATES).toEqual(CASHBACK_EXCLUDED_AFFILIATES);
    expect(PROMOTION_BAR_EXCLUDED_AFFILIATES).toContain(PROMOTION_BAR_ALWAYS_ALLOWED_AFFILIATE);
    expect(CASHBACK_EXCLUDED_AFFILIATES).not.toContain(1);
  });

  it('keeps every group inside the enumeration', () => {
    const all: readonly number[] = AFFILIATE_IDS;
    for (const id of [...CASHBACK_EXCLUDED_AFFILIATES, HIDDEN_ELEMENTS_AFFILIATE]) {
      expect(all).toContain(id);
    }
    expect(AFFILIATE_LOGO_IMAGES).toHaveLength(17);
  });

  it('hides elements for one partner only', () => {
    expect(hiddenElements(HIDDEN_ELEMENTS_AFFILIATE)).toContain('cookieBanner');
    expect(hiddenElements(1)).toEqual([]);
  });
});

describe('classifyAffiliate', () => {
  it('returns the named sets', () => {
    for (const id of AFFILIATE_CLASS_FALSE) expect(classifyAffiliate(id)).toBe(false);
    for (const id of AFFILIATE_CLASS_TRUE) expect(classifyAffiliate(id)).toBe(true);
    expect([...AFFILIATE_CLASS_FALSE, ...AFFILIATE_CLASS_TRUE].sort((a, b) => a - b)).toEqual(
      [...AFFILIATE_IDS].sort((a, b) => a - b),
    );
  });

  it.each([
    [3, true],
    [24, true],
    [25, false],
    [500, false],
    [0, true],
  ])('unknown id %i -> %s', (id, expected) => {
    expect(classifyAffiliate(id)).toBe(expected);
  });
});

describe('affiliateLogo', () => {
  it('shows the market logo, the logoUrl, the affiliate image, or the product logo', () => {
    expect(affiliateLogo(2, 'fr')).toMatchObject({
      source: 'marketLogo',
      url: AFFILIATES[2]!.logos.byMarket?.fr,
    });
    expect(affiliateLogo(2, 'es')).toMatchObject({ source: 'logoUrl', url: AFFILIATES[2]!.logos.logoUrl });
    expect(affiliateLogo(30, 'us')).toEqual({
      source: 'affiliateImage',
      url: '/assets/images/logos/affiliate-30.svg',
      iconUrl: PRODUCT_LOGO.iconUrl,
    });
    expect(affiliateLogo(7380, 'us')).toMatchObject({ source: 'product', url: PRODUCT_LOGO.logoUrl });
    expect(affiliateLogo(1, 'us')).toMatchObject({ source: 'product' });
    expect(affiliateLogo(424242, 'us')).toMatchObject({ source: 'product' });
  });
});
