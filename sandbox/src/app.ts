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
import { ErrorReportStore, errorReportRoutes } from './error-reports.ts';
import { Errors, sendError } from './errors.ts';
import { FaultSwitchboard } from './faults.ts';
import { mediaRoutes } from './media/routes.ts';
import { PaymentStore } from './payments/store.ts';
import { campaignRoutes, LeadStore } from './routes/campaign-routes.ts';
import { checkoutRoutes } from './routes/checkout-routes.ts';
import { marketRoutes } from './routes/market-routes.ts';
import { searchRoutes } from './routes/search-routes.ts';
import { CallStats } from './stats.ts';
import { registerTraffic } from './traffic.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The fault switchboard (over HTTP at /__faults too); off, refusing rules, unless `faults: true`. */
    sandboxFaults: FaultSwitchboard;
    /** Call counts per '{method} {path}' (also at /__stats). */
    sandboxStats: CallStats;
    /** The order attempts, shared by every client of this app (also at /__attempts). */
    sandboxAttempts: AttemptStore;
    /** The payment providers' records (also at /__attempts/:token and /__charges). */
    sandboxPayments: PaymentStore;
    /** The mails the seller sent (also at /__outbox and /outbox). */
    sandboxOutbox: Outbox;
    /** The error reports received by the error-reporting stand-in (also at /__sentry). */
    sandboxErrorReports: ErrorReportStore;
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
  /**
   * Fault switching and the control routes that change state or show order attempts (control-routes.ts):
   * off unless asked for, so a public port never serves /__faults. `true` makes a
   * switchboard; a FaultSwitchboard shares the caller's (on unless built with `enabled: false`).
   */
  faults?: boolean | FaultSwitchboard;
  /** Share a call counter with the caller. */
  stats?: CallStats;
  /** The order attempts' store (one per app by default; pass one to keep a handle under a prefix). */
  attempts?: AttemptStore;
  /** The payment providers' records, the budgets and the mail outbox (one of each per app by default). */
  payments?: PaymentStore;
  budgets?: BudgetStore;
  outbox?: Outbox;
  /** The error-reporting stand-in's envelopes (one store per app by default). */
  errorReports?: ErrorReportStore;
  /**
   * The clock for departure days and prices ("today" is its UTC date); the real one by default. Tests
   * pass a fixed date so that calendars are reproducible.
   */
  now?: () => Date;
}

export interface BuildSandboxOptions
  extends Omit<
    SandboxOptions,
    'faults' | 'stats' | 'attempts' | 'payments' | 'budgets' | 'outbox' | 'errorReports'
  > {
  logger?: boolean | object;
  /** Fault switching and the state-changing control routes (SandboxOptions.faults); off by default. */
  faults?: boolean;
}

/** The switchboard the options ask for: the caller's, or a new one that is on only for `true`. */
const switchboardOf = (faults: SandboxOptions['faults']) =>
  faults instanceof FaultSwitchboard ? faults : new FaultSwitchboard({ enabled: faults === true });

export const sandboxPlugin: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  const faults = switchboardOf(options.faults);
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
  const reports = options.errorReports ?? new ErrorReportStore();
  if (!app.hasDecorator('sandboxErrorReports')) app.decorate('sandboxErrorReports', reports);

  const prefix = app.prefix;
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const baseOf = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}${prefix}`;
  const catalogue = getCatalogue(options.seed);

  registerTraffic(app, { faults, stats, prefix });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, new Errors.NOT_FOUND(request.method, request.url)),
  );
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return sendError(reply, new Errors.BAD_REQUEST(error.message ?? ''), { status: status });
    request.log.error({ err: error }, 'sandbox error');
    return sendError(reply, new Errors.INTERNAL_ERROR(error.message ?? 'unknown'));
  });

  await app.register(controlRoutes, { faults, stats, attempts, payments, outbox, now });
  await app.register(errorReportRoutes, { reports, faults });
  await app.register(mediaRoutes);
  const warm = options.warm && publicUrl !== undefined ? { base: publicUrl, prefix } : undefined;
  await app.register(marketRoutes, {
    prefix: '/:market',
    catalogue,
    baseOf,
    ...(warm ? { warm } : {}),
    now,
  });
  await app.register(campaignRoutes, { prefix: '/:market', leads: new LeadStore(), now });
  await app.register(searchRoutes, { prefix: '/:market', catalogue, baseOf, now });
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
  const faults = switchboardOf(rest.faults === true);
  const stats = new CallStats();
  const attempts = new AttemptStore();
  const payments = new PaymentStore();
  const outbox = new Outbox();
  const errorReports = new ErrorReportStore();
  app.decorate('sandboxFaults', faults);
  app.decorate('sandboxStats', stats);
  app.decorate('sandboxAttempts', attempts);
  app.decorate('sandboxPayments', payments);
  app.decorate('sandboxOutbox', outbox);
  app.decorate('sandboxErrorReports', errorReports);
  app.register(sandboxPlugin, { ...rest, faults, stats, attempts, payments, outbox, errorReports });
  return app;
}
