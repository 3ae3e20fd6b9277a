/** The 'promise' (USP) section, main brand only (storefront.md §2 Home page item 5, §6 Promise section). */
import { bestPriceGuaranteePath } from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';
import { siteContactPhone, toPhone } from './rules.ts';

export const promiseSection = defineResolver({
  type: 'PromiseSection',
  dimensions: ['market', 'locale', 'affiliate', 'siteFlags', 'advisor', 'reseller'],
  async resolve({ ctx, t, sources }) {
    if (!ctx.flags.promiseSection) return null;
    const affiliate = await sources.affiliate();
    // §2 item 5: the third box is a tel: link to the site's contact phone.
    const phone = toPhone(siteContactPhone(ctx, affiliate.contactPhone).phone);
    return {
      title: t('promise.title'),
      boxes: [
        {
          icon: 'best-price',
          title: t('promise.bestPrice.title'),
          text: t('promise.bestPrice.text'),
          // §2 item 5: the first box links to /{market}/bestpriceguarantee.
          link: { href: bestPriceGuaranteePath(ctx.market), label: t('promise.bestPrice.link') },
        },
        { icon: 'experts', title: t('promise.experts.title'), text: t('promise.experts.text'), link: null },
        {
          icon: 'support',
          title: t('promise.support.title'),
          text: t('promise.support.text'),
          link: phone
            ? { href: phone.href, label: t('promise.support.link', { phone: phone.display }) }
            : null,
        },
        { icon: 'payment', title: t('promise.payment.title'), text: t('promise.payment.text'), link: null },
      ],
    };
  },
});
