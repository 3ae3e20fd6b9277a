/**
 * The HTTP control API for tests and benchmarks. Bodies are `{ data }` like every other sandbox response.
 *
 * Always served (read-only, no visitor's order state): GET /__stats (call counts), GET /__charges?attempt=
 * (how many payments took money and how many bookings an attempt has: exactly-once proofs), and the mail
 * outbox, GET /__outbox (`?to=`) and GET /outbox, a page listing the mails for a person running the demo.
 *
 * Only with `faults: true` (off by default, so a public port never lets a visitor
 * change how the API answers others): POST/GET/DELETE /__faults, DELETE /__stats, DELETE /__outbox, and
 * the order attempts: GET/DELETE /__attempts (every token: each one a handle on a visitor's checkout),
 * GET /__attempts/:token (the raw state, with the tracking fields of the create form, its payments as the
 * providers hold them and its booking) and POST /__attempts/:token/expire (expires it now, on the sandbox
 * clock). When off they are not routes at all: 404 like any unknown path.
 */
import type { FastifyPluginAsync } from 'fastify';
import { type AttemptStore, isExpired } from './checkout/attempts.ts';
import type { Outbox } from './checkout/outbox.ts';
import { Errors, sendError } from './errors.ts';
import { FaultRuleError, type FaultSwitchboard } from './faults.ts';
import { outboxPage } from './outbox-page.ts';
import { isCharged, type PaymentStore } from './payments/store.ts';
import type { CallStats } from './stats.ts';

export interface ControlRoutesOptions {
  faults: FaultSwitchboard;
  stats: CallStats;
  attempts: AttemptStore;
  payments: PaymentStore;
  outbox: Outbox;
  now: () => Date;
}

export const controlRoutes: FastifyPluginAsync<ControlRoutesOptions> = async (
  app,
  { faults, stats, attempts, payments, outbox, now },
) => {
  const config = { sandboxControl: true };

  app.get('/__stats', { config }, async () => ({ data: stats.list() }));
  // Exactly-once proofs: every record of the payment store and every booking ever stored for the attempt.
  app.get<{ Querystring: { attempt?: string } }>('/__charges', { config }, async (request) => {
    const token = request.query.attempt ?? '';
    const charges = payments.ofAttempt(token, now()).filter(isCharged).length;
    return { data: { charges, bookings: attempts.bookingCount(token) } };
  });
  type OutboxRequest = { Querystring: { to?: string } };
  app.get<OutboxRequest>('/__outbox', { config }, async (request) => ({
    data: outbox.list(request.query.to),
  }));
  app.get<OutboxRequest>('/outbox', { config }, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outboxPage(outbox.list(request.query.to))),
  );

  if (faults.enabled)
    await app.register(testControlRoutes, { faults, stats, attempts, payments, outbox, now });
};

/** The routes that change state or list visitors' order attempts: registered only with `faults: true`. */
const testControlRoutes: FastifyPluginAsync<ControlRoutesOptions> = async (
  app,
  { faults, stats, attempts, payments, outbox, now },
) => {
  const config = { sandboxControl: true };

  app.get('/__faults', { config }, async () => ({ data: faults.list() }));
  app.post('/__faults', { config }, async (request, reply) => {
    try {
      const rule = faults.set(request.body as never);
      return reply.code(201).send({ data: rule });
    } catch (error) {
      if (error instanceof FaultRuleError)
        return sendError(reply, new Errors.INVALID_FAULT_RULE(error.message));
      throw error;
    }
  });
  app.delete('/__faults', { config }, async () => {
    faults.clear();
    return { data: [] };
  });

  app.delete('/__stats', { config }, async () => {
    stats.clear();
    return { data: {} };
  });

  type TokenRequest = { Params: { token: string } };
  /** The attempt as stored, with its payments as the providers hold them (last four digits only). */
  const raw = (token: string) => {
    const attempt = attempts.get(token);
    if (!attempt) return undefined;
    const records = attempt.payments.map((ref) => payments.get(ref.id, now()));
    return {
      ...attempt,
      expired: isExpired(attempt, now()),
      payments: records.flatMap((record) =>
        record
          ? [
              {
                provider: record.provider,
                id: record.id,
                share: record.share,
                status: record.status,
                amount: record.amountCents / 100,
                currency: record.currency,
                methodId: record.methodId,
                moto: record.moto,
                last4: record.last4,
                brand: record.brand,
                message: record.message,
                errors: record.errors,
              },
            ]
          : [],
      ),
    };
  };

  app.get('/__attempts', { config }, async () => ({
    data: attempts.list().map(({ token, market, productId, categoryId, revision, expiresAt }) => ({
      token,
      market,
      productId,
      categoryId,
      revision,
      expiresAt,
      expired: now().getTime() >= Date.parse(expiresAt),
    })),
  }));
  app.delete('/__attempts', { config }, async () => {
    attempts.clear();
    return { data: [] };
  });
  app.get<TokenRequest>('/__attempts/:token', { config }, async (request, reply) => {
    const attempt = raw(request.params.token);
    if (!attempt) return sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(request.params.token));
    return { data: attempt };
  });
  app.post<TokenRequest>('/__attempts/:token/expire', { config }, async (request, reply) => {
    const attempt = attempts.get(request.params.token);
    if (!attempt) return sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(request.params.token));
    attempts.put({ ...attempt, expiresAt: now().toISOString() });
    return { data: raw(attempt.token) };
  });

  app.delete('/__outbox', { config }, async () => {
    outbox.clear();
    return { data: [] };
  });
};
