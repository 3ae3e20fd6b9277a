/** The site header (storefront.md §1 private label, §4 Advisor token and reseller, §6 Feature flags, §9 Layout). */
import { HEADER_HEIGHTS, homePath, languageCode, MARKET_LOCALES } from '@waypoint/config';
import type { Link, Market } from '@waypoint/schemas';
import { defineResolver } from '../compose/types.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { marketHref, siteContactPhone, siteLogoImage, toPhone } from './rules.ts';

/** Each language is named in itself, whatever the page's language. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

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
  dimensions: ['market', 'locale', 'affiliate', 'siteFlags', 'advisor', 'reseller'],
  async resolve({ ctx, config, t, sources, log }) {
    const privateLabel = ctx.site.isPrivateLabel && ctx.advisor !== null;
    const [affiliate, headerData] = await Promise.all([sources.affiliate(), sources.header()]);
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
      languages: MARKET_LOCALES[ctx.market].map((locale) => ({
        locale,
        label: LANGUAGE_NAMES[languageCode(locale)] ?? locale,
        href: `${homePath(ctx.market)}?locale=${locale}`,
        current: locale === ctx.locale,
      })),
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
    };
  },
});
