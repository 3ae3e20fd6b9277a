/** The travel-protection banner and its #premiumCare modal (storefront.md §2 Home page, §6 premiumCareInfo). */
import { defineResolver } from '../compose/types.ts';

const PLANS = ['standard', 'flex', 'flexPlus'] as const;

export const travelProtectionBanner = defineResolver({
  type: 'TravelProtectionBanner',
  dimensions: ['locale', 'siteFlags'],
  async resolve({ ctx, t }) {
    // §6 Feature flags: the premium-care information is for the sales and www sites only.
    if (!ctx.flags.premiumCareInfo) return null;
    return {
      title: t('travelProtection.title'),
      text: t('travelProtection.text'),
      ctaLabel: t('travelProtection.cta'),
      modalId: 'premiumCare',
      modal: {
        title: t('travelProtection.modalTitle'),
        plans: PLANS.map((plan) => ({
          name: t(`travelProtection.plans.${plan}.name`),
          description: t(`travelProtection.plans.${plan}.description`),
        })),
        closeLabel: t('travelProtection.close'),
      },
    };
  },
});
