import { z } from 'zod';
import { SubmitAction } from '../actions.ts';
import { Link } from '../common.ts';
import { defineBlock } from '../define-block.ts';

/**
 * The raffle's lead form (storefront.md §2 raffle landing, §7 "Lead form"): name, e-mail and consent,
 * sent with `submitLead`. Without JavaScript it posts to the page URL and is answered with a 303. Once
 * sent (`?lead=sent`), `sent` replaces the form: a thank-you that names nobody (the page is shared).
 */
export const LeadFormProps = z
  .object({
    title: z.string(),
    intro: z.string(),
    name: z.object({ label: z.string() }),
    email: z.object({ label: z.string() }),
    consent: z.object({ label: z.string(), privacy: Link }),
    submit: z.object({ label: z.string(), action: SubmitAction }),
    failed: z.string().describe('Said when the form could not be sent (ERROR_LEAD_FORM_DATA)'),
    notSent: z
      .string()
      .describe(
        'Said without JavaScript when the posted form came back not sent (the page at #form-not-sent): check the fields, try again',
      ),
    sent: z.object({ title: z.string(), text: z.string() }).nullable(),
  })
  .meta({ id: 'LeadFormProps' });
export type LeadFormProps = z.infer<typeof LeadFormProps>;

export const LeadFormConfig = z.strictObject({}).meta({ id: 'LeadFormConfig' });

export const LeadFormDefinition = defineBlock({
  type: 'LeadForm',
  props: LeadFormProps,
  config: LeadFormConfig,
  region: 'main',
  pageKinds: ['raffleLanding'],
  label: 'Lead form (raffle)',
  description: 'Name, e-mail and consent for the raffle, with a thank-you once sent.',
  interactive: { hydrate: 'visible', staticWhen: (props) => props.sent !== null },
});
