/**
 * The trip page's rules by site (buying-flow.md §6 "PDP rules"; storefront.md §6 "Feature flags"). "B2B" is the
 * site's partner type (storefront.md §6 "Partner type": an advisor or a B2B domain); "the main consumer site" is
 * www (storefront.md §6 "'www': the main consumer site").
 */
import type { Site } from '@waypoint/schemas';
import { BUDGET_PDF_DOWNLOAD_AFFILIATES, SOCIAL_SHARE_PARTNER_AFFILIATES } from './affiliates.ts';
import { EXPERIMENT_NAMES, variantIs } from './experiment-definitions.ts';
import { leadDialogEnabled } from './page-rules.ts';
import { isAdvisorSite, isSalesSite, MAIN_SUBDOMAIN } from './sites.ts';

type Experiments = Readonly<Record<string, string>>;

const isSite = (site: unknown): site is Site => !!site && typeof site === 'object';

// buying-flow.md §6 "Wishlist button: hidden on B2B and B2B2C domains"
export const showWishlistButton = (site: Pick<Site, 'isB2BDomain' | 'isB2B2CDomain'>): boolean =>
  isSite(site) && !(site.isB2BDomain || site.isB2B2CDomain);

/** buying-flow.md §6: off for private label; on for non-B2B sites or the partners of SOCIAL_SHARE_PARTNER_AFFILIATES. */
export function socialShareEnabled(
  site: Pick<Site, 'isPrivateLabel' | 'partnerType' | 'affiliateId'>,
): boolean {
  if (!isSite(site) || site.isPrivateLabel) return false;
  return site.partnerType !== 'B2B' || SOCIAL_SHARE_PARTNER_AFFILIATES.includes(site.affiliateId);
}

// buying-flow.md §6 "All-prices calendar: main consumer site plus its experiment" (§2: "an all-prices variant, on
// the main consumer site with its experiment")
export const calendarAllPricesEnabled = (site: Pick<Site, 'subdomain'>, experiments: Experiments): boolean =>
  isSite(site) &&
  site.subdomain === MAIN_SUBDOMAIN &&
  variantIs(experiments, EXPERIMENT_NAMES.calendarAllPrices, 'v2');

export type BudgetPdfMode = 'download' | 'send' | 'none';

/**
 * buying-flow.md §6: "Budget PDF direct download: B2B, some partners, sales, advisors and private label";
 * "'Send budget PDF' button: everyone else, except advisors and private label". The exception names exactly two
 * groups the download rule already holds, so the rules agree and cover everyone: download when any download
 * condition holds, else send. 'none' is only the fallback for a missing site. "Advisors" is the advisor role
 * (`isAdvisor`) or the advisors sub-site; "some partners" is BUDGET_PDF_DOWNLOAD_AFFILIATES.
 */
export function budgetPdfMode(
  site: Pick<Site, 'partnerType' | 'affiliateId' | 'kind' | 'subdomain' | 'isPrivateLabel'>,
  isAdvisor: boolean,
): BudgetPdfMode {
  if (!isSite(site)) return 'none';
  const advisor = isAdvisor === true || (typeof site.subdomain === 'string' && isAdvisorSite(site));
  const download =
    site.partnerType === 'B2B' ||
    BUDGET_PDF_DOWNLOAD_AFFILIATES.includes(site.affiliateId) ||
    isSalesSite(site) ||
    advisor ||
    site.isPrivateLabel === true;
  return download ? 'download' : 'send';
}

/**
 * buying-flow.md §6 "Lead dialog" on the trip page, the same rule as the storefront's (`leadDialogEnabled`), with
 * the variant of LeadDialogBehaviourInPDP (§2: "lead-dialog behaviour on the PDP": v1 original, v2 new).
 */
export function leadDialogOnPdp(
  site: Pick<Site, 'isB2BDomain' | 'isB2B2CDomain' | 'affiliateId'>,
  experiments: Experiments,
): { enabled: boolean; behaviour: 'original' | 'new' } {
  return {
    enabled: isSite(site) && leadDialogEnabled(site, 'product'),
    behaviour: variantIs(experiments, EXPERIMENT_NAMES.leadDialogPdp, 'v2') ? 'new' : 'original',
  };
}

export type PdpFeatureFlags = {
  wishlistButton: boolean;
  socialShare: boolean;
  calendarAllPrices: boolean;
  budgetPdf: BudgetPdfMode;
  leadDialog: { enabled: boolean; behaviour: 'original' | 'new' };
};

/** Every PDP rule at once, for the composer's trip page. */
export const pdpFeatureFlags = (input: {
  site: Site;
  experiments: Experiments;
  isAdvisor: boolean;
}): PdpFeatureFlags => ({
  wishlistButton: showWishlistButton(input.site),
  socialShare: socialShareEnabled(input.site),
  calendarAllPrices: calendarAllPricesEnabled(input.site, input.experiments),
  budgetPdf: budgetPdfMode(input.site, input.isAdvisor),
  leadDialog: leadDialogOnPdp(input.site, input.experiments),
});
