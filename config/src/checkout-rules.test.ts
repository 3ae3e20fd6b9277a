import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AFFILIATE_ID } from './affiliate-data.ts';
import { AFFILIATE_IDS, LEAD_DIALOG_PARTNER_AFFILIATE } from './affiliates.ts';
import {
  blackFridayBannerShown,
  bnplPromoMessageShown,
  businessTabEnabled,
  CHECKOUT_EXPERIMENT_NAMES,
  expressPriceLockShown,
  FLIGHT_TABS_PARTNER_AFFILIATE_ID,
  flightPreselected,
  flightSelectorTabs,
  guestCheckoutAllowed,
  normalFlightsEnabled,
  paymentPlanOffered,
  realFlightDetailsShown,
  recommendedTabEnabled,
  simplifiedFlightSelector,
  simplifiedSummary,
  walletBestCombinationOffered,
} from './checkout-rules.ts';
import { EXPERIMENT_NAMES, experimentByName } from './experiment-definitions.ts';
import { PARTNER_SUBDOMAINS } from './sites.ts';

const v2 = (name: string) => ({ [name]: 'v2' });
const v1 = (name: string) => ({ [name]: 'v1' });

describe('checkout experiments', () => {
  it('reads experiments the config defines, with the spec splits', () => {
    const splits = Object.values(CHECKOUT_EXPERIMENT_NAMES).map((name) => {
      const def = experimentByName(name);
      expect(def, name).toBeDefined();
      const w = def!.variants.v2;
      return [name, `${w.mobile}-${w.tablet}-${w.desktop}`];
    });
    // buying-flow.md §9 "Experiments in this flow"
    expect(Object.fromEntries(splits)).toEqual({
      ABPromoBannerBFCheckout: '0-0-100',
      ABSimplifiedFlightSelector: '100-100-100',
      ABFlightFilterNoFlightPreSelection: '0-0-0',
      ABSimplifiedSummary: '0-0-0',
      ABSimplifiedSummaryFlightStep: '0-0-0',
    });
  });
});

describe('Real flight details shown (§6)', () => {
  // "(the flight selector is enabled OR the domain is B2B) AND the flight is not predicted"
  it.each([
    [true, false, false, true],
    [false, true, false, true],
    [true, true, false, true],
    [false, false, false, false],
    [true, false, true, false],
    [false, true, true, false],
    [true, true, true, false],
  ])('selector %s, B2B %s, predicted %s: %s', (flightSelectorEnabled, isB2B, isPredicted, shown) => {
    expect(realFlightDetailsShown({ flightSelectorEnabled, isB2B, isPredicted })).toBe(shown);
  });
});

describe('Normal flights enabled (§6)', () => {
  // "the flight selector is enabled AND the trip is not land-only"
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('selector %s, land only %s: %s', (flightSelectorEnabled, isLandOnly, enabled) => {
    expect(normalFlightsEnabled({ flightSelectorEnabled, isLandOnly })).toBe(enabled);
  });
});

describe('flight selector tabs (§6, reading A)', () => {
  it('names the partner brand: the viajes partner the config singles out', () => {
    expect(FLIGHT_TABS_PARTNER_AFFILIATE_ID).toBe(2);
    expect(FLIGHT_TABS_PARTNER_AFFILIATE_ID).toBe(LEAD_DIALOG_PARTNER_AFFILIATE);
    expect(PARTNER_SUBDOMAINS.viajes!.affiliateId).toBe(FLIGHT_TABS_PARTNER_AFFILIATE_ID);
    expect(DEFAULT_AFFILIATE_ID).toBe(1);
  });

  // "on the main brand, when the site's flight-recommended-tab version flag is set"
  it('shows recommended on the main brand only with the version flag', () => {
    expect(flightSelectorTabs({ affiliateId: 1, subdomain: 'www', recommendedTabVersion: true })).toEqual([
      'recommended',
      'shortest',
      'business',
    ]);
    expect(flightSelectorTabs({ affiliateId: 1, subdomain: 'www', recommendedTabVersion: false })).toEqual([
      'shortest',
      'business',
    ]);
  });

  // "on other brands, unless it is the partner brand"; "Business tab: enabled unless it is the partner brand"
  it('shows recommended on other brands, never on the partner brand', () => {
    for (const recommendedTabVersion of [true, false]) {
      expect(flightSelectorTabs({ affiliateId: 40, subdomain: 'agents', recommendedTabVersion })).toEqual([
        'recommended',
        'shortest',
        'business',
      ]);
      expect(flightSelectorTabs({ affiliateId: 2, subdomain: 'viajes', recommendedTabVersion })).toEqual([
        'shortest',
      ]);
    }
  });

  it('enables the business tab unless it is the partner brand', () => {
    expect(businessTabEnabled({ affiliateId: 1 })).toBe(true);
    expect(businessTabEnabled({ affiliateId: 1057 })).toBe(true);
    expect(businessTabEnabled({ affiliateId: 2 })).toBe(false);
  });

  // "The shortest tab is shown as the alternative."
  it('always shows shortest, first when there is no recommended tab', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AFFILIATE_IDS, 99_999),
        fc.constantFrom('www', 'viajes', 'agents', 'white-label'),
        fc.boolean(),
        (affiliateId, subdomain, recommendedTabVersion) => {
          const input = { affiliateId, subdomain, recommendedTabVersion };
          const tabs = flightSelectorTabs(input);
          expect(tabs).toContain('shortest');
          expect(tabs[0]).toBe(recommendedTabEnabled(input) ? 'recommended' : 'shortest');
          expect(tabs.includes('business')).toBe(businessTabEnabled(input));
          expect(new Set(tabs).size).toBe(tabs.length);
        },
      ),
    );
  });
});

describe('Express price lock (§6)', () => {
  // "price holding is enabled AND the screen is smaller than tablet AND the market is not UK"
  it.each([
    [true, 'mobile', 'us', true],
    [true, 'mobile', 'es', true],
    [true, 'mobile', 'uk', false],
    [true, 'mobile', 'UK', false],
    [true, 'tablet', 'us', false],
    [true, 'desktop', 'us', false],
    [false, 'mobile', 'us', false],
  ] as const)('holding %s, %s, %s: %s', (priceHoldingEnable, device, market, shown) => {
    expect(expressPriceLockShown({ priceHoldingEnable, device, market })).toBe(shown);
  });
});

describe('Buy-now-pay-later promo message (§6)', () => {
  const on = v2(EXPERIMENT_NAMES.payLaterPromoMessage);
  const off = v1(EXPERIMENT_NAMES.payLaterPromoMessage);
  // "market is US or CA AND its version flag or experiment is on"
  it.each([
    ['us', true, off, true],
    ['ca', false, on, true],
    ['us', true, on, true],
    ['CA', true, {}, true],
    ['us', false, off, false],
    ['ca', false, {}, false],
    ['uk', true, on, false],
    ['mx', true, on, false],
  ])('%s, flag %s, %j: %s', (market, versionFlag, experiments, shown) => {
    expect(bnplPromoMessageShown({ market, versionFlag, experiments })).toBe(shown);
  });
});

describe('payment, wallet and guest checkout (§6)', () => {
  // "Payment plan: more than one plan is available"
  it('offers a payment plan with more than one plan', () => {
    expect(paymentPlanOffered({ availablePaymentPlansCount: 2 })).toBe(true);
    expect(paymentPlanOffered({ availablePaymentPlansCount: 1 })).toBe(false);
    expect(paymentPlanOffered({ availablePaymentPlansCount: 0 })).toBe(false);
  });

  // "Wallet best combination: only on B2C-only sites"
  it('offers the wallet best combination on B2C-only sites', () => {
    expect(walletBestCombinationOffered({ isB2COnly: true })).toBe(true);
    expect(walletBestCombinationOffered({ isB2COnly: false })).toBe(false);
  });

  // "Guest checkout: when the site option guestCheckout is on"
  it('allows guest checkout with the site option', () => {
    expect(guestCheckoutAllowed({ guestCheckout: true })).toBe(true);
    expect(guestCheckoutAllowed({ guestCheckout: false })).toBe(false);
  });
});

describe('checkout experiments as rules (§2, §9)', () => {
  const { promoBannerBF, simplifiedFlightSelector: sfs } = CHECKOUT_EXPERIMENT_NAMES;

  // "a Black Friday promo banner with a timer, shown on desktop by default (ABPromoBannerBFCheckout)"
  it('shows the Black Friday banner on v2', () => {
    expect(blackFridayBannerShown({ device: 'desktop', experiments: v2(promoBannerBF) })).toBe(true);
    expect(blackFridayBannerShown({ device: 'desktop', experiments: v1(promoBannerBF) })).toBe(false);
    expect(blackFridayBannerShown({ device: 'mobile', experiments: {} })).toBe(false);
  });

  // "ABSimplifiedFlightSelector 100-100-100 (shows the price difference)"
  it('simplifies the flight selector on v2', () => {
    expect(simplifiedFlightSelector(v2(sfs))).toBe(true);
    expect(simplifiedFlightSelector(v1(sfs))).toBe(false);
    expect(simplifiedFlightSelector({})).toBe(false);
  });

  it('preselects a flight unless ABFlightFilterNoFlightPreSelection is v2', () => {
    const name = CHECKOUT_EXPERIMENT_NAMES.flightFilterNoFlightPreSelection;
    expect(flightPreselected({})).toBe(true);
    expect(flightPreselected(v1(name))).toBe(true);
    expect(flightPreselected(v2(name))).toBe(false);
  });

  it('simplifies the summary on every step, or on the flight step with its own experiment', () => {
    const all = v2(CHECKOUT_EXPERIMENT_NAMES.simplifiedSummary);
    const flightStep = v2(CHECKOUT_EXPERIMENT_NAMES.simplifiedSummaryFlightStep);
    for (const step of ['passengers', 'personalization', 'flight', 'payment'] as const) {
      expect(simplifiedSummary(all, step)).toBe(true);
      expect(simplifiedSummary(flightStep, step)).toBe(step === 'flight');
      expect(simplifiedSummary({}, step)).toBe(false);
    }
  });

  it('reads missing experiments as v1 and never throws', () => {
    expect(simplifiedSummary(null as never, 'flight')).toBe(false);
    expect(flightPreselected(undefined as never)).toBe(true);
    expect(bnplPromoMessageShown(null as never)).toBe(false);
    expect(expressPriceLockShown(null as never)).toBe(false);
    expect(realFlightDetailsShown(null as never)).toBe(false);
  });
});
