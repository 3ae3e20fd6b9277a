/**
 * The site header (storefront.md §1 private label, §2 "Other screens and elements", §4 Advisor token and
 * reseller, §4 Locale and language, §6 Feature flags, §9 Layout and A/B experiments).
 */
import {
  EXPERIMENT_NAMES,
  HEADER_HEIGHTS,
  homePath,
  languageCode,
  languageOrigin,
  localeHomeHref,
  MARKET_LOCALES,
  variantIs,
} from '@waypoint/config';
import type { HeaderProps, Link, Market } from '@waypoint/schemas';
import { defineResolver } from '../compose/types.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { marketHref, siteContactPhone, siteLogoImage, toPhone } from './rules.ts';
import { SEARCH_RESULTS_ROUTE } from './search-section.ts';

/** Each language is named in itself, whatever the page's language. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

/** storefront.md §9 A/B experiments: the header's two tests. */
export const HEADER_EXPERIMENTS = { withSearch: 'headerWithSearch', phoneIcon: 'ABPhoneHeader' } as const;

type Log = { warn: (obj: object, msg: string) => void };

/** Optional header data: a failure leaves the header without it, and is logged. */
async function optional<T>(load: () => Promise<T>, fallback: T, what: string, log: Log): Promise<T> {
  try {
    return await load();
  } catch (err) {
    log.warn({ err, block: 'Header' }, `${what} unavailable; header shown without it`);
    return fallback;
  }
}

async function dealLinks(sources: DataSources, market: Market, log: Log): Promise<Link[]> {
  const deals = await optional(() => sources.deals(), [], 'deals', log);
  return deals.map((d) => ({ href: marketHref(market, d.url), label: d.title }));
}

export const header = defineResolver({
  type: 'Header',
  dimensions: [
    'market',
    'locale',
    'affiliate',
    'siteFlags',
    'advisor',
    'reseller',
    `experiment:${HEADER_EXPERIMENTS.withSearch}`,
    `experiment:${HEADER_EXPERIMENTS.phoneIcon}`,
    // §6 "Language disclaimer" reads the multilanguage test (its flag is in siteFlags too).
    `experiment:${EXPERIMENT_NAMES.multilanguage}`,
  ],
  async resolve({ ctx, config, t, sources, log }) {
    const privateLabel = ctx.site.isPrivateLabel && ctx.advisor !== null;
    const [affiliate, headerData] = await Promise.all([sources.affiliate(), sources.header()]);
    // §4 Locale and language: the domain configured for each locale (alternativeDomains).
    const locales = MARKET_LOCALES[ctx.market];
    const domains =
      locales.length > 1
        ? await optional(async () => (await sources.siteContext()).alternativeDomains, [], 'domains', log)
        : [];
    // §6 Feature flags: the deals menu on www, off checkout and confirmation pages.
    const deals = ctx.flags.dealsHeaderMenu ? await dealLinks(sources, ctx.market, log) : [];
    // §6 Feature flags "Reseller logo": reseller and (sales or www).
    const reseller = ctx.site.reseller;
    const resellerLogo =
      ctx.flags.resellerLogo && reseller && !privateLabel
        ? await optional(() => sources.resellerLogo(reseller), null, 'reseller logo', log)
        : null;
    const phone = toPhone(siteContactPhone(ctx, affiliate.contactPhone).phone);
    const heights = privateLabel
      ? { mobile: HEADER_HEIGHTS.privateLabel, tabletUp: HEADER_HEIGHTS.privateLabel }
      : { mobile: HEADER_HEIGHTS.mobile, tabletUp: HEADER_HEIGHTS.tabletUp };
    const withSearch = variantIs(ctx.experiments, HEADER_EXPERIMENTS.withSearch, 'v2');
    return {
      logo: { ...siteLogoImage(ctx, t, affiliate.name), href: homePath(ctx.market) },
      partnerLogo: resellerLogo?.logoUrl
        ? { src: resellerLogo.logoUrl, alt: t('header.partnerLogoAlt') }
        : null,
      phone,
      // §1: on a private-label site the advisor's phone and e-mail replace the product's contact details.
      email: privateLabel ? (ctx.advisor?.email ?? null) : null,
      deals,
      menu: headerData.menu.map((m) => ({ href: marketHref(ctx.market, m.url), label: m.text })),
      languages: locales.map((locale) => {
        const origin = languageOrigin({
          domains,
          market: ctx.market,
          target: { market: ctx.market, locale },
        });
        return {
          locale,
          label: LANGUAGE_NAMES[languageCode(locale)] ?? locale,
          // Without JavaScript: this very page with the locale set (a query-only link keeps the path),
          // or the market's home on the other domain; the island keeps the path there too.
          href: origin === null ? `?locale=${locale}` : localeHomeHref(ctx.market, locale, origin),
          origin,
          current: locale === ctx.locale,
        };
      }),
      search: withSearch
        ? {
            action: marketHref(ctx.market, SEARCH_RESULTS_ROUTE),
            label: t('furniture.headerSearch.label'),
            placeholder: t('furniture.headerSearch.placeholder'),
            buttonLabel: t('furniture.headerSearch.button'),
          }
        : null,
      phoneIconOnly: variantIs(ctx.experiments, HEADER_EXPERIMENTS.phoneIcon, 'v2'),
      disclaimer: ctx.flags.languageDisclaimer ? t('furniture.languageDisclaimer') : null,
      advisor:
        privateLabel && ctx.advisor
          ? { name: ctx.advisor.name, email: ctx.advisor.email, photo: ctx.advisor.photo }
          : null,
      sticky: config.sticky,
      heights,
      labels: {
        call: t('header.call'),
        menu: t('header.menu'),
        language: t('header.language'),
        skipToContent: t('header.skipToContent'),
      },
    } satisfies HeaderProps;
  },
});
