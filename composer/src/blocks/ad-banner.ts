/** Home ad banners (storefront.md §7 Other outbound traffic, §9 Ads). */
import { AD_SLOTS, adUnitsFor } from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';

export const adBanner = defineResolver({
  type: 'AdBanner',
  dimensions: ['market', 'locale'],
  async resolve({ ctx, config, t }) {
    // §7: slots are defined only for CA, US and UK.
    const adUnits = adUnitsFor(ctx.market);
    if (!adUnits || adUnits.length === 0) return null;
    const { width, height } = AD_SLOTS[config.slot];
    return {
      slot: config.slot,
      size: { width, height },
      adUnits: adUnits.slice(0, 2),
      label: t('adBanner.label'),
    };
  },
});
