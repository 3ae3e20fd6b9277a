/**
 * The raffle's lead form in the sandbox (storefront.md §7 "Leads, content and search"; the guarantee's
 * content block is in campaign-content.ts):
 *
 * - POST /api/lead/form (form-urlencoded, or the same fields as a JSON object: name, email, consent, market, locale, source, and the click ids
 *   googleAnalyticsClientId, gclId, fbclid, msclkid): validated, kept in a bounded store, 201 `{ data: { id } }`;
 *   a refused field is a 400 VALIDATION_FAILED naming it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { BoundedMap } from '../bounded-map.ts';
import { Errors, sendError, sendFieldErrors } from '../errors.ts';
import { acceptForms, fieldsOf, textField } from './form.ts';
import { rejectUnknownMarket } from './market-routes.ts';

// ---- leads

export interface StoredLead {
  id: string;
  market: string;
  fields: Record<string, string>;
  at: string;
}

/** The leads received, at most `capacity` (the oldest go first). */
export class LeadStore {
  readonly #leads: BoundedMap<string, StoredLead>;
  constructor(capacity = 1_000) {
    this.#leads = new BoundedMap(capacity);
  }
  add(lead: StoredLead): void {
    this.#leads.set(lead.id, lead);
  }
  get(id: string): StoredLead | undefined {
    return this.#leads.get(id);
  }
  get size(): number {
    return this.#leads.size;
  }
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
const CLICK_ID = /^[\w.~-]{0,200}$/;
const LEAD_FIELDS = [
  'name',
  'email',
  'consent',
  'market',
  'locale',
  'source',
  'googleAnalyticsClientId',
  'gclId',
  'fbclid',
  'msclkid',
] as const;

export const campaignRoutes: FastifyPluginAsync<{ leads: LeadStore; now?: () => Date }> = async (
  app,
  { leads, now = () => new Date() },
) => {
  app.addHook('onRequest', rejectUnknownMarket);
  acceptForms(app);
  app.post('/api/lead/form', async (request, reply) => {
    const form = fieldsOf(request);
    if (!form)
      return sendError(reply, new Errors.BAD_REQUEST('expected a form-urlencoded body'), { status: 415 });
    const fields: Record<string, string> = {};
    const values: Record<string, string> = {};
    for (const key of Object.keys(form)) {
      if (!(LEAD_FIELDS as readonly string[]).includes(key)) fields[key] = 'UNKNOWN_FIELD';
    }
    for (const name of LEAD_FIELDS) {
      const value = textField(form, name);
      if (value === undefined) fields[name] = 'INVALID';
      else values[name] = value.trim();
    }
    if (!fields.name && (values.name === '' || (values.name ?? '').length > 100)) fields.name = 'INVALID';
    if (!fields.email && (!EMAIL.test(values.email ?? '') || (values.email ?? '').length > 254))
      fields.email = 'INVALID_EMAIL';
    if (!fields.consent && values.consent !== 'true') fields.consent = 'CONSENT_REQUIRED';
    for (const id of ['googleAnalyticsClientId', 'gclId', 'fbclid', 'msclkid'] as const) {
      if (!fields[id] && !CLICK_ID.test(values[id] ?? '')) fields[id] = 'INVALID';
    }
    if (Object.keys(fields).length > 0) return sendFieldErrors(reply, fields);
    const market = (request.params as { market: string }).market;
    const id = randomUUID();
    leads.add({ id, market, fields: values, at: now().toISOString() });
    return reply.code(201).send({ data: { id } });
  });
};
