import type { Site } from '@waypoint/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import golden from './golden/page-kinds.json' with { type: 'json' };
import {
  featureFlags,
  isNoIndex,
  type PageKind,
  PROMOTION_BAR_EXCLUDED_PATH,
  pageKindFromLocation,
  parseProductPath,
  shouldShowPromotionBar,
} from './page-rules.ts';
import { resolveSite } from './sites.ts';

describe('pageKindFromLocation', () => {
  it.each(golden.cases)('$path $query -> $kind', ({ path, query, kind }) => {
    expect(pageKindFromLocation(path, query)).toBe(kind);
  });

  it('reads URLSearchParams too', () => {
    expect(pageKindFromLocation('/us/x', new URLSearchParams('isPayment=1'))).toBe('checkout');
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (p, q) => void pageKindFromLocation(p as string, q as never)),
    );
  });
});

describe('parseProductPath', () => {
  it.each([
    ['/us/asia/japan/1234-japan-highlights', { market: 'us', productId: 1234 }],
    ['/asia/japan/77-tokyo/', { market: null, productId: 77 }],
    ['/us/asia/japan/japan-highlights', null],
    ['/au/asia/japan/1234-x', null],
  ])('%s -> %j', (path, expected) => {
    expect(parseProductPath(path)).toEqual(expected);
  });
});

describe('shouldShowPromotionBar', () => {
  const ok = { hidePromotion: false, affiliateId: 1, pageKind: 'home' as PageKind, path: '/us' };
  it('shows by default', () => expect(shouldShowPromotionBar(ok)).toEqual({ show: true }));
  it.each([
    [{ hidePromotion: true }, 'hidePromotion parameter'],
    [{ affiliateId: 30 }, 'affiliate 30 is excluded'],
    [{ pageKind: 'checkout' as PageKind }, 'checkout page'],
    [{ path: PROMOTION_BAR_EXCLUDED_PATH }, 'excluded landing path'],
    [{ path: `${PROMOTION_BAR_EXCLUDED_PATH}/?a=1` }, 'excluded landing path'],
  ])('hides for %j', (patch, reason) => {
    expect(shouldShowPromotionBar({ ...ok, ...patch })).toEqual({ show: false, reason });
  });
  it('always allows the one exempt affiliate', () => {
    expect(shouldShowPromotionBar({ ...ok, affiliateId: 861 }).show).toBe(true);
    expect(shouldShowPromotionBar({ ...ok, affiliateId: 40 }).show).toBe(false);
  });
});

describe('isNoIndex', () => {
  it.each([
    [true, 'www', false],
    [true, 'sales', false],
    [false, 'www', false],
    [false, 'advisors', true],
    [false, 'white-label', true],
  ])('main domain %s, subdomain %s -> %s', (isMainDomain, subdomain, expected) => {
    expect(isNoIndex({ isMainDomain, subdomain })).toBe(expected);
  });
});

describe('featureFlags', () => {
  const site = (host: string, extra: Partial<{ reseller: string; privateLabel: boolean }> = {}): Site =>
    resolveSite({
      host,
      baseDomain: 'localhost',
      advisorToken: null,
      reseller: extra.reseller ?? null,
      privateLabel: extra.privateLabel ?? false,
    });
  const www = site('localhost');

  it('turns the main-site home flags on for www', () => {
    const flags = featureFlags({ site: www, market: 'us', pageKind: 'home', experiments: {} });
    expect(flags).toEqual({
      premiumCareInfo: true,
      resellerLogo: false,
      chatbot: false,
      mgmPromotion: true,
      blackFriday: true,
      immersiveHome: true,
      dealsHeaderMenu: true,
      leadDialog: true,
      promiseSection: true,
      languageDisclaimer: false,
      bnplPromo: false,
      hiddenElementsPartner: false,
      walletBestCombination: true,
    });
  });

  it('shows the chatbot only with its test on, on our own sub-sites, in the US', () => {
    const experiments = { ABShowChatbot: 'v2' as const };
    expect(featureFlags({ site: www, market: 'us', pageKind: 'home', experiments }).chatbot).toBe(true);
    expect(
      featureFlags({ site: site('advisors.localhost'), market: 'us', pageKind: 'home', experiments }).chatbot,
    ).toBe(true);
    expect(
      featureFlags({ site: site('sales.localhost'), market: 'us', pageKind: 'home', experiments }).chatbot,
    ).toBe(true);
    expect(featureFlags({ site: www, market: 'ca', pageKind: 'home', experiments }).chatbot).toBe(false);
    expect(
      featureFlags({ site: site('viajes.localhost'), market: 'us', pageKind: 'home', experiments }).chatbot,
    ).toBe(false);
  });

  it('hides member-get-member for advisors in AU only', () => {
    const advisors = site('advisors.localhost');
    expect(
      featureFlags({ site: advisors, market: 'au', pageKind: 'home', experiments: {} }).mgmPromotion,
    ).toBe(false);
    expect(
      featureFlags({ site: advisors, market: 'us', pageKind: 'home', experiments: {} }).mgmPromotion,
    ).toBe(true);
    expect(featureFlags({ site: www, market: 'au', pageKind: 'home', experiments: {} }).mgmPromotion).toBe(
      true,
    );
  });

  it('limits deals, immersive home and the lead dialog by page and site', () => {
    expect(featureFlags({ site: www, market: 'us', pageKind: 'checkout', experiments: {} })).toMatchObject({
      dealsHeaderMenu: false,
      leadDialog: false,
      immersiveHome: false,
    });
    expect(
      featureFlags({ site: www, market: 'us', pageKind: 'confirmation', experiments: {} }).dealsHeaderMenu,
    ).toBe(false);
    expect(
      featureFlags({ site: www, market: 'us', pageKind: 'raffleLanding', experiments: {} }).leadDialog,
    ).toBe(false);
    expect(
      featureFlags({ site: site('agents.localhost'), market: 'uk', pageKind: 'home', experiments: {} })
        .leadDialog,
    ).toBe(false);
    expect(
      featureFlags({ site: site('viajes.localhost'), market: 'es', pageKind: 'home', experiments: {} })
        .leadDialog,
    ).toBe(true);
    expect(
      featureFlags({ site: site('sales.localhost'), market: 'us', pageKind: 'home', experiments: {} })
        .immersiveHome,
    ).toBe(true);
  });

  it('shows the reseller logo for resellers on www', () => {
    const reseller = site('localhost', { reseller: 'acme' });
    const flags = featureFlags({ site: reseller, market: 'us', pageKind: 'home', experiments: {} });
    expect(flags).toMatchObject({ resellerLogo: true, immersiveHome: false, walletBestCombination: false });
  });

  it('keeps the promise section to the main brand', () => {
    const off = (s: Site, market: 'us' | 'de' = 'us') =>
      featureFlags({ site: s, market, pageKind: 'home', experiments: {} }).promiseSection;
    expect(off(site('travel.partner-one.test'))).toBe(false);
    expect(off(site('localhost', { privateLabel: true }))).toBe(false);
    expect(off(site('localhost', { reseller: 'last_minute' }), 'de')).toBe(false);
    expect(off(site('localhost', { reseller: 'last_minute' }), 'us')).toBe(true);
  });

  it('shows the language disclaimer in CA for the non-main language with the multilanguage test', () => {
    const base = { site: www, market: 'ca' as const, pageKind: 'home' as PageKind };
    const experiments = { ABMultilanguage: 'v2' as const };
    expect(featureFlags({ ...base, experiments, locale: 'fr-CA' }).languageDisclaimer).toBe(true);
    expect(featureFlags({ ...base, experiments, locale: 'en-CA' }).languageDisclaimer).toBe(false);
    expect(featureFlags({ ...base, experiments: {}, locale: 'fr-CA' }).languageDisclaimer).toBe(false);
    expect(featureFlags({ ...base, market: 'us', experiments, locale: 'es-US' }).languageDisclaimer).toBe(
      false,
    );
  });

  it('shows the pay-later promo in US and CA with its test', () => {
    const experiments = { ABPayLaterPromoMessage: 'v2' as const };
    expect(featureFlags({ site: www, market: 'ca', pageKind: 'home', experiments }).bnplPromo).toBe(true);
    expect(featureFlags({ site: www, market: 'uk', pageKind: 'home', experiments }).bnplPromo).toBe(false);
  });
});
