/**
 * The home search (storefront.md §2 Home page "Search"). The device is known on the server: a search that
 * shows only from laptop up is not sent to a mobile device at all, and tablets get it with its
 * minBreakpoint so the client shows it only when the screen is laptop-wide.
 */
import { searchSectionPlacement } from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';
import { marketHref } from './rules.ts';

export const SEARCH_RESULTS_ROUTE = '/search-results/search-results';

export const searchSection = defineResolver({
  type: 'SearchSection',
  dimensions: ['market', 'locale', 'device', 'siteFlags'],
  async resolve({ ctx, t, sources }) {
    const [siteContext, destinations] = await Promise.all([
      sources.siteContext(),
      sources.suggestedDestinations(),
    ]);
    const placement = searchSectionPlacement({
      // §3 Site configuration, §6 Immersive home: the site's flag, and (B2C-only or sales) on the home page.
      immersive: siteContext.site.isImmersiveHomePage && ctx.flags.immersiveHome,
      isB2COnly: ctx.site.isB2COnly,
      hasDestinations: destinations.length > 0,
      device: ctx.device,
    });
    if (placement === null) return null;
    if (placement.minBreakpoint === 'laptop' && ctx.device === 'mobile') return null;
    return {
      placement: placement.placement,
      size: placement.size,
      minBreakpoint: placement.minBreakpoint,
      // §2 Search: only the separate section has a title.
      title: placement.placement === 'section' ? t('search.title') : null,
      placeholder: t('search.placeholder'),
      buttonLabel: t('search.button'),
      action: marketHref(ctx.market, SEARCH_RESULTS_ROUTE),
      suggestions: destinations.map((d) => ({ href: marketHref(ctx.market, d.url), label: d.name })),
    };
  },
});
