/**
 * The raffle's lead form (storefront.md §2 raffle landing, §7 "Lead form"). The page is shared (no
 * visitor data in it): the form's labels, its `submitLead` action, and, once sent (`?lead=sent`), a
 * thank-you that names nobody. What the visitor types only ever travels in the action's request.
 */
import { externalLinks } from '@waypoint/config';
import { submitOf } from '../actions/define-action.ts';
import { submitLead } from '../actions/submit-lead.ts';
import { defineResolver } from '../compose/types.ts';

export const leadForm = defineResolver({
  type: 'LeadForm',
  dimensions: ['market', 'locale', 'param:lead'],
  async resolve({ ctx, t, params }) {
    return {
      title: t('campaign.raffle.formTitle'),
      intro: t('campaign.raffle.formIntro'),
      name: { label: t('campaign.raffle.name') },
      email: { label: t('campaign.raffle.email') },
      consent: {
        label: t('campaign.raffle.consent'),
        // The footer's privacy link (storefront.md §2 "External links"): the content pages answer it.
        privacy: { href: externalLinks(ctx.market).privacy, label: t('campaign.raffle.privacy') },
      },
      submit: {
        label: t('campaign.raffle.submit'),
        action: submitOf(submitLead, {}),
      },
      failed: t('campaign.raffle.failed'),
      notSent: t('campaign.raffle.notSent'),
      sent:
        params['lead'] === 'sent'
          ? { title: t('campaign.raffle.sentTitle'), text: t('campaign.raffle.sentText') }
          : null,
    };
  },
});
