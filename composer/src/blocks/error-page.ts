import { homePath } from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';

/** The body of the /{market}/404 and /{market}/500 pages; the status is the placement's config. */
export const errorPage = defineResolver({
  type: 'ErrorPage',
  dimensions: ['market', 'locale'],
  async resolve({ ctx, t, config }) {
    const { statusCode } = config;
    return {
      statusCode,
      title: t(`errorPage.${statusCode}.title`),
      message: t(`errorPage.${statusCode}.message`),
      cta: { href: homePath(ctx.market), label: t('errorPage.backHome') },
    };
  },
});
