/**
 * Budgets (quotes) and tickets (buying-flow.md §7 "Budget": `/api/budget` get, `/api/budget/create`,
 * `PUT /api/budget/update`; "Tickets and vouchers": the ticket and its providers). A budget and a ticket
 * belong to whoever holds their link: they are read per request and never cached.
 */
import {
  UpstreamBudget,
  UpstreamCheckoutError,
  UpstreamTicket,
  UpstreamTicketProviders,
  upstreamEnvelope,
} from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { Errors } from '../errors.ts';
import type { UpstreamClient } from './upstream-client.ts';

export type BudgetInput =
  | { orderAttemptToken: string; email?: string }
  | {
      productId: number;
      categoryId: number;
      departureCity: string;
      departureDate: string | null;
      adults: number;
      children: number;
      babies: number;
      email?: string;
    };

export type BudgetOutcome =
  | { kind: 'done'; budget: z.infer<typeof UpstreamBudget> }
  | { kind: 'invalid'; fields: Record<string, string>; message: string };

export class DocumentsApi {
  constructor(
    private readonly client: UpstreamClient,
    private readonly scope: { market: string; locale: string },
    private readonly log: FastifyBaseLogger,
  ) {}

  async #send(
    error: 'budget' | 'ticket' | 'providers',
    request: Parameters<UpstreamClient['send']>[0],
    signal?: AbortSignal,
  ): Promise<{ status: number; body: unknown }> {
    const Failure =
      error === 'budget'
        ? Errors.ERROR_BUDGET_DATA
        : error === 'ticket'
          ? Errors.ERROR_TICKET_DATA
          : Errors.ERROR_TICKET_PROVIDERS_DATA;
    try {
      return await this.client.send(
        request,
        { source: error, acceptLanguage: this.scope.locale, ...(signal ? { signal } : {}) },
        this.log,
      );
    } catch (cause) {
      throw new Failure(request.path, { cause });
    }
  }

  #parse<S extends z.ZodType>(
    error: new (path: string) => Error,
    path: string,
    answer: { status: number; body: unknown },
    schema: S,
  ): z.infer<S> {
    const parsed = upstreamEnvelope(schema).safeParse(answer.body);
    if (answer.status >= 200 && answer.status < 300 && parsed.success) {
      return (parsed.data as { data: z.infer<S> }).data;
    }
    this.log.error({ status: answer.status, path }, 'documents call failed');
    throw new error(path);
  }

  async #budgetWrite(
    method: 'POST' | 'PUT',
    path: string,
    form: Record<string, string>,
  ): Promise<BudgetOutcome> {
    const answer = await this.#send('budget', { method, path, form });
    const error = UpstreamCheckoutError.safeParse(answer.body);
    if (answer.status === 400 && error.success) {
      return { kind: 'invalid', fields: error.data.error.fields ?? {}, message: error.data.error.message };
    }
    return { kind: 'done', budget: this.#parse(Errors.ERROR_BUDGET_DATA, path, answer, UpstreamBudget) };
  }

  createBudget(input: BudgetInput): Promise<BudgetOutcome> {
    const form: Record<string, string> = {};
    for (const [key, value] of Object.entries(input)) {
      if (value !== null && value !== undefined) form[key] = String(value);
    }
    return this.#budgetWrite('POST', `/${this.scope.market}/api/budget/create`, form);
  }

  /** Saves the e-mail and, with `link`, sends the budget there (the sandbox's mail outbox). */
  updateBudget(id: string, change: { email?: string; send?: { link: string } }): Promise<BudgetOutcome> {
    return this.#budgetWrite('PUT', `/${this.scope.market}/api/budget/update`, {
      id,
      ...(change.email ? { email: change.email } : {}),
      ...(change.send ? { send: '1', link: change.send.link } : {}),
    });
  }

  /** The budget; null for an unknown id. */
  async budget(id: string, signal?: AbortSignal): Promise<z.infer<typeof UpstreamBudget> | null> {
    const path = `/${this.scope.market}/api/budget?id=${encodeURIComponent(id)}`;
    const answer = await this.#send('budget', { method: 'GET', path }, signal);
    if (answer.status === 404) return null;
    return this.#parse(Errors.ERROR_BUDGET_DATA, path, answer, UpstreamBudget);
  }

  /** The ticket of a booking; null for an unknown booking. */
  async ticket(bookingToken: string, signal?: AbortSignal): Promise<z.infer<typeof UpstreamTicket> | null> {
    const path = `/${this.scope.market}/api/ticket/${encodeURIComponent(bookingToken)}`;
    const answer = await this.#send('ticket', { method: 'GET', path }, signal);
    if (answer.status === 404) return null;
    return this.#parse(Errors.ERROR_TICKET_DATA, path, answer, UpstreamTicket);
  }

  /** The ticket's providers; an empty list when they cannot be read (the ticket shows without them). */
  async ticketProviders(
    bookingToken: string,
    signal?: AbortSignal,
  ): Promise<z.infer<typeof UpstreamTicketProviders>> {
    const path = `/${this.scope.market}/api/ticket/${encodeURIComponent(bookingToken)}/providers`;
    try {
      const answer = await this.#send('providers', { method: 'GET', path }, signal);
      return this.#parse(Errors.ERROR_TICKET_PROVIDERS_DATA, path, answer, UpstreamTicketProviders);
    } catch (err) {
      this.log.error({ err }, 'ticket providers failed');
      return [];
    }
  }
}
