import type { Site } from '@waypoint/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUDGET_PDF_DOWNLOAD_AFFILIATES, SOCIAL_SHARE_PARTNER_AFFILIATES } from './affiliates.ts';
import { EXPERIMENT_NAMES } from './experiment-definitions.ts';
import golden from './golden/pdp-rules.json' with { type: 'json' };
import { featureFlags } from './page-rules.ts';
import {
  budgetPdfMode,
  calendarAllPricesEnabled,
  leadDialogOnPdp,
  pdpFeatureFlags,
  showWishlistButton,
  socialShareEnabled,
} from './pdp-rules.ts';
import { resolveSite } from './sites.ts';

const siteOf = (row: { host: string; privateLabel: boolean; reseller: string | null }): Site =>
  resolveSite({
    host: row.host,
    baseDomain: 'localhost',
    advisorToken: null,
    reseller: row.reseller,
    privateLabel: row.privateLabel,
  });
const experimentsOf = (on: boolean): Record<string, string> =>
  on ? { [EXPERIMENT_NAMES.calendarAllPrices]: 'v2', [EXPERIMENT_NAMES.leadDialogPdp]: 'v2' } : {};

describe('PDP rules by site', () => {
  it.each(golden.sites)('$name', (row) => {
    const site = siteOf(row);
    const experiments = experimentsOf(row.experimentOn);
    expect(pdpFeatureFlags({ site, experiments, isAdvisor: row.isAdvisor })).toEqual(row.expected);
    expect(showWishlistButton(site)).toBe(row.expected.wishlistButton);
    expect(socialShareEnabled(site)).toBe(row.expected.socialShare);
    expect(calendarAllPricesEnabled(site, experiments)).toBe(row.expected.calendarAllPrices);
    expect(budgetPdfMode(site, row.isAdvisor)).toBe(row.expected.budgetPdf);
    expect(leadDialogOnPdp(site, experiments)).toEqual(row.expected.leadDialog);
  });

  it('names the all-prices experiment', () => {
    expect(EXPERIMENT_NAMES.calendarAllPrices).toBe('ABCalendarAllPrices');
    expect(SOCIAL_SHARE_PARTNER_AFFILIATES).toEqual([40]);
    expect(BUDGET_PDF_DOWNLOAD_AFFILIATES).toEqual([2]);
  });

  it("shares the storefront's lead-dialog rule", () => {
    for (const row of golden.sites) {
      const site = siteOf(row);
      const storefront = featureFlags({
        site,
        market: 'us',
        pageKind: 'product',
        experiments: {},
      }).leadDialog;
      expect(leadDialogOnPdp(site, {}).enabled).toBe(storefront);
    }
  });

  const arbitrarySite: fc.Arbitrary<Site> = fc.record({
    subdomain: fc.constantFrom('www', 'sales', 'advisors', 'agents', 'viajes', 'white-label'),
    kind: fc.constantFrom('main', 'advisors', 'sales', 'partner', 'whiteLabel'),
    layoutType: fc.constantFrom('B2C', 'PRIVATE_LABEL', 'B2B'),
    partnerType: fc.constantFrom('B2C', 'B2B', 'B2B2C'),
    affiliateId: fc.constantFrom(1, 2, 30, 40, 1057, 13621),
    isB2COnly: fc.boolean(),
    isPrivateLabel: fc.boolean(),
    isReseller: fc.boolean(),
    isMainDomain: fc.boolean(),
    isB2BDomain: fc.boolean(),
    isB2B2CDomain: fc.boolean(),
    reseller: fc.constant(null),
  });

  it('gives advisors and private label the download and never the send button; everyone one of the two', () => {
    fc.assert(
      fc.property(arbitrarySite, fc.boolean(), (site, isAdvisor) => {
        const mode = budgetPdfMode(site, isAdvisor);
        expect(['download', 'send']).toContain(mode);
        if (isAdvisor || site.isPrivateLabel || site.partnerType === 'B2B' || site.kind === 'sales') {
          expect(mode).toBe('download');
        }
      }),
    );
    expect(budgetPdfMode(null as unknown as Site, false)).toBe('none');
  });

  it('never shares on private label, and always shares on a non-B2B site that is not private label', () => {
    fc.assert(
      fc.property(arbitrarySite, (site) => {
        if (site.isPrivateLabel) expect(socialShareEnabled(site)).toBe(false);
        else if (site.partnerType !== 'B2B') expect(socialShareEnabled(site)).toBe(true);
      }),
    );
  });
});
