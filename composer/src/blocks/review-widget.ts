/** The third-party review widget (storefront.md §2 Home page item 8, §9 Review widget). */
import { languageCode } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import { defineResolver } from '../compose/types.ts';

/** §9 Review widget: the carousel tag of the market's approved reviews. */
export const reviewTag = (market: Market): string => `Approved_for_web_${market}`;

export const reviewWidget = defineResolver({
  type: 'ReviewWidget',
  dimensions: ['market', 'locale'],
  async resolve({ ctx, config, t, sources }) {
    const siteContext = await sources.siteContext();
    // §3 Site configuration: the review-service flag of the site turns the widget on.
    if (!siteContext.site.reviewWidget) return null;
    return {
      title: t('reviewWidget.title'),
      stars: config.stars,
      tag: reviewTag(ctx.market),
      // §9 Review widget: review language per locale.
      language: languageCode(ctx.locale),
    };
  },
});
