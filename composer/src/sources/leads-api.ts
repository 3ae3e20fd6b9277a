/**
 * The lead form (storefront.md §7 "Leads, content and search": `POST {leadForm}` (/api/lead/form), the
 * form plus the click ids). A lead is visitor data: it is sent, never read back or cached. A 400 names
 * the refused fields; a failure of the call is the spec's ERROR_LEAD_FORM_DATA (§8).
 */
import { UpstreamLeadReceipt, UpstreamLeadRefusal, upstreamEnvelope } from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { Errors } from '../errors.ts';
import type { UpstreamClient } from './upstream-client.ts';

export type LeadOutcome = { kind: 'sent'; id: string } | { kind: 'refused'; fields: Record<string, string> };

export class LeadsApi {
  constructor(
    private readonly client: UpstreamClient,
    private readonly scope: { market: string; locale: string },
    private readonly log: FastifyBaseLogger,
  ) {}

  async submit(form: Record<string, string>, signal?: AbortSignal): Promise<LeadOutcome> {
    const path = `/${this.scope.market}/api/lead/form`;
    let answer: { status: number; body: unknown };
    try {
      answer = await this.client.send(
        { method: 'POST', path, form },
        { source: 'leadForm', acceptLanguage: this.scope.locale, ...(signal ? { signal } : {}) },
        this.log,
      );
    } catch (cause) {
      throw new Errors.ERROR_LEAD_FORM_DATA(`POST ${path}`, { cause });
    }
    if (answer.status === 400) {
      const refusal = UpstreamLeadRefusal.safeParse(answer.body);
      if (refusal.success && refusal.data.error.fields)
        return { kind: 'refused', fields: refusal.data.error.fields };
    }
    const receipt = upstreamEnvelope(UpstreamLeadReceipt).safeParse(answer.body);
    if (answer.status >= 200 && answer.status < 300 && receipt.success) {
      return { kind: 'sent', id: receipt.data.data.id };
    }
    this.log.error({ status: answer.status, path }, 'lead form call failed');
    throw new Errors.ERROR_LEAD_FORM_DATA(`POST ${path} answered ${answer.status}`);
  }
}
