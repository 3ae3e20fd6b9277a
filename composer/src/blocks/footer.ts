/** The site footer (storefront.md §1 private label, §2 Per-market legal and help paths, §3 Affiliate, §9 Markets). */
import {
  externalLinks,
  hiddenElements,
  homePath,
  languageCode,
  MARKETS,
  privacyPolicyPath,
} from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';
import { marketHref, siteContactPhone, siteLogoImage, toPhone } from './rules.ts';

export const footer = defineResolver({
  type: 'Footer',
  dimensions: ['market', 'locale', 'affiliate', 'siteFlags', 'advisor', 'reseller'],
  async resolve({ ctx, t, sources }) {
    const [affiliate, footerData] = await Promise.all([sources.affiliate(), sources.footer()]);
    // §1: on a private-label site the advisor's phone and e-mail replace the product's contact details.
    const advisor = ctx.site.isPrivateLabel ? ctx.advisor : null;
    const links = externalLinks(ctx.market);
    return {
      logo: siteLogoImage(ctx, t, affiliate.name),
      phone: toPhone(siteContactPhone(ctx, affiliate.contactPhone).phone),
      email: advisor?.email ?? (affiliate.customersEmail || null),
      schedule: affiliate.scheduleLong || null,
      address: affiliate.address || null,
      columns: footerData.columns.map((column) => ({
        title: column.title,
        links: column.links.map((l) => ({ href: marketHref(ctx.market, l.url), label: l.text })),
      })),
      legal: [
        { href: links.terms, label: t('footer.legal.terms') },
        { href: links.promotionalTerms, label: t('footer.legal.promotionalTerms') },
        // §2: the privacy policy lives under /{lang}/{market}/.
        { href: privacyPolicyPath(languageCode(ctx.locale), ctx.market), label: t('footer.legal.privacy') },
        { href: links.cookies, label: t('footer.legal.cookies') },
      ],
      markets: MARKETS.map((market) => ({
        market,
        label: t(`countries.${market}`),
        href: homePath(market),
        current: market === ctx.market,
      })),
      // §6: one partner affiliate hides the copyright, among other elements.
      copyright: hiddenElements(ctx.site.affiliateId).includes('copyright')
        ? null
        : t('footer.copyright', { year: new Date().getFullYear(), brand: affiliate.name }),
    };
  },
});
