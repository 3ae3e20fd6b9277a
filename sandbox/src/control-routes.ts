/**
 * The HTTP control API for tests and benchmarks: POST/DELETE/GET /__faults and GET/DELETE /__stats.
 * Bodies are `{ data }` like every other sandbox response.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sendError } from './errors.ts';
import { FaultRuleError, type FaultSwitchboard } from './faults.ts';
import type { CallStats } from './stats.ts';

export const controlRoutes: FastifyPluginAsync<{ faults: FaultSwitchboard; stats: CallStats }> = async (
  app,
  { faults, stats },
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
};
