/**
 * The raffle's lead form (storefront.md §7 "Lead form": `POST /api/lead/form` with the form plus the
 * analytics client id, gclId, fbclid and msclkid; §8 ERROR_LEAD_FORM_DATA; §4 "Lead dialogs": sent, the
 * 'no more leads' cookies). Refused fields are 422 in the visitor's language; an upstream failure is the
 * typed ERROR_LEAD_FORM_DATA. The answer carries cookies, so it is `private, no-store` like every action's.
 * What was typed is never part of a page: the thank-you (`?lead=sent`) names nobody.
 */
import {
  type LeadField,
  type LeadFieldCode,
  leadFormErrors,
  leadFormPayload,
  noMoreLeadsCookies,
  rafflePath,
} from '@waypoint/config';
import { z } from 'zod';
import { defineAction, type FieldError, upstreamFieldCode } from './define-action.ts';

/** Loose on purpose: the form's own rules (leadFormErrors) name each field in the visitor's language. */
const LeadInput = z.object({
  name: z.string().max(1000).default(''),
  email: z.string().max(1000).default(''),
  // A checkbox posts 'on' without JavaScript; the runtime sends a boolean.
  consent: z
    .union([z.boolean(), z.literal('on'), z.literal('true')])
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true'),
});

const KNOWN_CODES: readonly string[] = ['REQUIRED', 'TOO_LONG', 'INVALID_EMAIL', 'CONSENT_REQUIRED'];

export const submitLead = defineAction({
  name: 'submitLead',
  page: 'raffleLanding',
  input: LeadInput,
  async run({ input, page, locale, sources, t, cookies, signal }) {
    const fieldError = (field: string, code: FieldError['code']): FieldError => ({
      field,
      code,
      message: t(`campaign.raffle.errors.${KNOWN_CODES.includes(code) ? code : 'INVALID'}`),
    });
    const own = leadFormErrors(input);
    if (Object.keys(own).length > 0) {
      return {
        errors: (Object.entries(own) as [LeadField, LeadFieldCode][]).map(([f, c]) => fieldError(f, c)),
      };
    }
    const form = leadFormPayload({
      lead: input,
      market: page.params.market,
      locale,
      query: page.query,
      cookies,
    });
    const outcome = await sources.leads.submit(form, signal);
    if (outcome.kind === 'refused') {
      return { errors: Object.entries(outcome.fields).map(([f, c]) => fieldError(f, upstreamFieldCode(c))) };
    }
    return { url: `${rafflePath(page.params.market)}?lead=sent`, cookies: noMoreLeadsCookies() };
  },
});
