/**
 * The buying flow's routes under /:market (buying-flow.md §7 "Flights list", "Order attempt v2"): the
 * flight search and the order attempts. Unlike the trip page's memoised GETs, they read bodies (forms
 * and JSON) and, for order attempts, keep state in the app's AttemptStore.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Catalogue } from '../catalogue/index.ts';
import type { AttemptStore } from '../checkout/attempts.ts';
import { registerFlightRoutes } from './flight-routes.ts';
import { acceptForms } from './form.ts';
import { rejectUnknownMarket } from './market-routes.ts';
import { registerOrderAttemptRoutes } from './order-attempt-routes.ts';

export interface CheckoutRoutesOptions {
  catalogue: Catalogue;
  attempts: AttemptStore;
  /** The sandbox clock: today's prices for searches, creation and expiry of attempts. */
  now: () => Date;
}

export const checkoutRoutes: FastifyPluginAsync<CheckoutRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', rejectUnknownMarket);
  acceptForms(app);
  registerFlightRoutes(app, options);
  registerOrderAttemptRoutes(app, options);
};
