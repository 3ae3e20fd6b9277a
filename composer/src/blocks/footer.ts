/** The site footer (storefront.md §1 private label, §2 Per-market legal and help paths, §3 Affiliate, §9 Markets). */
import {
  externalLinks,
  hiddenElements,
  languageCode,
  languageOrigin,
  localeHomeHref,
  MARKET_LOCALES,
  MARKETS,
  privacyPolicyPath,
} from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';
import { LANGUAGE_NAMES } from './header.ts';
import { marketHref, siteContactPhone, siteLogoImage, toPhone } from './rules.ts';

export const footer = defineResolver({
  type: 'Footer',
  dimensions: ['market', 'locale', 'affiliate', 'siteFlags', 'advisor', 'reseller'],
  async resolve({ ctx, t, sources, log }) {
    const [affiliate, footerData, domains] = await Promise.all([
      sources.affiliate(),
      sources.footer(),
      // §4: the domains configured per locale; without them every market links on this site (logged).
      sources.siteContext().then(
        (context) => context.alternativeDomains,
        (err: unknown) => {
          log.warn({ err, block: 'Footer' }, 'site context unavailable; markets link on this site');
          return [];
        },
      ),
    ]);
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
      // §2 "Markets selection modal": every market in each of its languages, to its home (§4: on the
      // domain configured for that locale).
      markets: MARKETS.flatMap((market) =>
        MARKET_LOCALES[market].map((locale) => ({
          market,
          locale,
          country: t(`countries.${market}`),
          language: LANGUAGE_NAMES[languageCode(locale)] ?? locale,
          href: localeHomeHref(
            market,
            locale,
            languageOrigin({ domains, market: ctx.market, target: { market, locale } }),
          ),
          current: market === ctx.market && locale === ctx.locale,
        })),
      ),
      marketLabels: {
        button: t('furniture.markets.button', {
          country: t(`countries.${ctx.market}`),
          language: LANGUAGE_NAMES[languageCode(ctx.locale)] ?? ctx.locale,
        }),
        title: t('furniture.markets.title'),
        close: t('furniture.markets.close'),
      },
      // §6: one partner affiliate hides the copyright, among other elements.
      copyright: hiddenElements(ctx.site.affiliateId).includes('copyright')
        ? null
        : t('footer.copyright', { year: new Date().getFullYear(), brand: affiliate.name }),
    };
  },
});
