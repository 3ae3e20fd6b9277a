/**
 * The sandbox: a stand-in for the trip seller's backend API. `buildSandbox()` makes a standalone
 * Fastify app; `sandboxPlugin` mounts the same routes inside another app, under any prefix (the
 * one-process start script uses '/sandbox'). It is deliberately not wrapped with fastify-plugin: its
 * hooks, error handler and decorators stay inside its own context.
 */
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { getCatalogue } from './catalogue/index.ts';
import { AttemptStore } from './checkout/attempts.ts';
import { BudgetStore } from './checkout/budgets.ts';
import { Outbox } from './checkout/outbox.ts';
import { controlRoutes } from './control-routes.ts';
import { sendError } from './errors.ts';
import { FaultSwitchboard } from './faults.ts';
import { mediaRoutes } from './media/routes.ts';
import { PaymentStore } from './payments/store.ts';
import { checkoutRoutes } from './routes/checkout-routes.ts';
import { marketRoutes } from './routes/market-routes.ts';
import { CallStats } from './stats.ts';
import { registerTraffic } from './traffic.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The fault switchboard (also reachable over HTTP at /__faults). */
    sandboxFaults: FaultSwitchboard;
    /** Call counts per '{method} {path}' (also at /__stats). */
    sandboxStats: CallStats;
    /** The order attempts, shared by every client of this app (also at /__attempts). */
    sandboxAttempts: AttemptStore;
    /** The payment providers' records (also at /__attempts/:token and /__charges). */
    sandboxPayments: PaymentStore;
    /** The mails the seller sent (also at /__outbox and /outbox). */
    sandboxOutbox: Outbox;
  }
}

export interface SandboxOptions {
  /** Absolute base URL for media links (no trailing slash); derived from each request when unset. */
  publicUrl?: string;
  /** Catalogue seed; the same seed gives byte-identical responses. */
  seed?: number;
  /**
   * Precompute every parameterless body (all markets and languages) when the app is ready, so even the
   * first request is a map lookup. Needs `publicUrl`; otherwise bodies are memoised on first request.
   */
  warm?: boolean;
  /** Share a switchboard / counter with the caller (e.g. to drive faults when mounted under a prefix). */
  faults?: FaultSwitchboard;
  stats?: CallStats;
  /** The order attempts' store (one per app by default; pass one to keep a handle under a prefix). */
  attempts?: AttemptStore;
  /** The payment providers' records, the budgets and the mail outbox (one of each per app by default). */
  payments?: PaymentStore;
  budgets?: BudgetStore;
  outbox?: Outbox;
  /**
   * The clock for departure days and prices ("today" is its UTC date); the real one by default. Tests
   * pass a fixed date so that calendars are reproducible.
   */
  now?: () => Date;
}

export interface BuildSandboxOptions
  extends Omit<SandboxOptions, 'faults' | 'stats' | 'attempts' | 'payments' | 'budgets' | 'outbox'> {
  logger?: boolean | object;
}

export const sandboxPlugin: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  const faults = options.faults ?? new FaultSwitchboard();
  const stats = options.stats ?? new CallStats();
  const attempts = options.attempts ?? new AttemptStore();
  const payments = options.payments ?? new PaymentStore();
  const budgets = options.budgets ?? new BudgetStore();
  const outbox = options.outbox ?? new Outbox();
  const now = options.now ?? (() => new Date());
  if (!app.hasDecorator('sandboxFaults')) app.decorate('sandboxFaults', faults);
  if (!app.hasDecorator('sandboxStats')) app.decorate('sandboxStats', stats);
  if (!app.hasDecorator('sandboxAttempts')) app.decorate('sandboxAttempts', attempts);
  if (!app.hasDecorator('sandboxPayments')) app.decorate('sandboxPayments', payments);
  if (!app.hasDecorator('sandboxOutbox')) app.decorate('sandboxOutbox', outbox);

  const prefix = app.prefix;
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const baseOf = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}${prefix}`;
  const catalogue = getCatalogue(options.seed);

  registerTraffic(app, { faults, stats, prefix });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 'NOT_FOUND', { method: request.method, url: request.url }),
  );
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return sendError(reply, 'BAD_REQUEST', { detail: error.message ?? '' }, status);
    request.log.error({ err: error }, 'sandbox error');
    return sendError(reply, 'INTERNAL_ERROR', { detail: error.message ?? 'unknown' });
  });

  await app.register(controlRoutes, { faults, stats, attempts, payments, outbox, now });
  await app.register(mediaRoutes);
  const warm = options.warm && publicUrl !== undefined ? { base: publicUrl, prefix } : undefined;
  await app.register(marketRoutes, {
    prefix: '/:market',
    catalogue,
    baseOf,
    ...(warm ? { warm } : {}),
    now,
  });
  await app.register(checkoutRoutes, {
    prefix: '/:market',
    catalogue,
    attempts,
    payments,
    budgets,
    outbox,
    now,
    baseOf,
  });
};

export function buildSandbox(options: BuildSandboxOptions = {}): FastifyInstance {
  const { logger = false, ...rest } = options;
  // forceCloseConnections: close() also drops keep-alive sockets that clients left open (an aborted
  // 'timeout' fault leaves one behind with some clients), so tests never wait for client keep-alive.
  const app = Fastify({ logger: logger as FastifyServerOptions['logger'], forceCloseConnections: true });
  const faults = new FaultSwitchboard();
  const stats = new CallStats();
  const attempts = new AttemptStore();
  const payments = new PaymentStore();
  const outbox = new Outbox();
  app.decorate('sandboxFaults', faults);
  app.decorate('sandboxStats', stats);
  app.decorate('sandboxAttempts', attempts);
  app.decorate('sandboxPayments', payments);
  app.decorate('sandboxOutbox', outbox);
  app.register(sandboxPlugin, { ...rest, faults, stats, attempts, payments, outbox });
  return app;
}
