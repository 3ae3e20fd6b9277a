/**
 * The HTTP control API for tests and benchmarks: POST/DELETE/GET /__faults, GET/DELETE /__stats, and
 * the order attempts: GET/DELETE /__attempts, GET /__attempts/:token (the raw state, with the tracking
 * fields of the create form) and POST /__attempts/:token/expire (expires it now, on the sandbox clock).
 * Bodies are `{ data }` like every other sandbox response.
 */
import type { FastifyPluginAsync } from 'fastify';
import { type AttemptStore, isExpired } from './checkout/attempts.ts';
import { sendError } from './errors.ts';
import { FaultRuleError, type FaultSwitchboard } from './faults.ts';
import type { CallStats } from './stats.ts';

export interface ControlRoutesOptions {
  faults: FaultSwitchboard;
  stats: CallStats;
  attempts: AttemptStore;
  now: () => Date;
}

export const controlRoutes: FastifyPluginAsync<ControlRoutesOptions> = async (
  app,
  { faults, stats, attempts, now },
) => {
  const config = { sandboxControl: true };

  app.get('/__faults', { config }, async () => ({ data: faults.list() }));
  app.post('/__faults', { config }, async (request, reply) => {
    try {
      const rule = faults.set(request.body as never);
      return reply.code(201).send({ data: rule });
    } catch (error) {
      if (error instanceof FaultRuleError)
        return sendError(reply, 'INVALID_FAULT_RULE', { detail: error.message });
      throw error;
    }
  });
  app.delete('/__faults', { config }, async () => {
    faults.clear();
    return { data: [] };
  });

  app.get('/__stats', { config }, async () => ({ data: stats.list() }));
  app.delete('/__stats', { config }, async () => {
    stats.clear();
    return { data: {} };
  });

  type TokenRequest = { Params: { token: string } };
  const raw = (token: string) => {
    const attempt = attempts.get(token);
    return attempt && { ...attempt, expired: isExpired(attempt, now()) };
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
    if (!attempt) return sendError(reply, 'UNKNOWN_ORDER_ATTEMPT', { token: request.params.token });
    return { data: attempt };
  });
  app.post<TokenRequest>('/__attempts/:token/expire', { config }, async (request, reply) => {
    const attempt = attempts.get(request.params.token);
    if (!attempt) return sendError(reply, 'UNKNOWN_ORDER_ATTEMPT', { token: request.params.token });
    attempts.put({ ...attempt, expiresAt: now().toISOString() });
    return { data: raw(attempt.token) };
  });
};
