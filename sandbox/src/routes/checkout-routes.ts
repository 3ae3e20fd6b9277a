/**
 * The buying flow's routes under /:market (buying-flow.md §7 "Flights list", "Order attempt v2", "Payment
 * providers", "Fractional (part) payment", "Budget", "Tickets and vouchers"): the flight search, the order
 * attempts, their payment step, the three payment providers (with their pages), the booking, budgets and
 * tickets. Unlike the trip page's memoised GETs, they read bodies (forms and JSON) and keep state in the
 * app's stores.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerBnplRoutes } from '../payments/bnpl-routes.ts';
import { registerCardpayRoutes } from '../payments/cardpay-routes.ts';
import { registerDropinRoutes } from '../payments/dropin-routes.ts';
import { registerBookingRoutes } from './booking-routes.ts';
import { type CheckoutDeps, checkoutKit } from './checkout-deps.ts';
import { registerDocumentRoutes } from './document-routes.ts';
import { registerFlightRoutes } from './flight-routes.ts';
import { acceptForms } from './form.ts';
import { rejectUnknownMarket } from './market-routes.ts';
import { registerOrderAttemptRoutes } from './order-attempt-routes.ts';
import { registerPaymentRoutes } from './payment-routes.ts';

export type CheckoutRoutesOptions = CheckoutDeps;

export const checkoutRoutes: FastifyPluginAsync<CheckoutRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', rejectUnknownMarket);
  acceptForms(app);
  const kit = checkoutKit(options);
  registerFlightRoutes(app, options);
  registerOrderAttemptRoutes(app, { ...options, services: kit.services });
  registerPaymentRoutes(app, kit);
  registerBookingRoutes(app, kit);
  registerCardpayRoutes(app, kit);
  registerDropinRoutes(app, kit);
  registerBnplRoutes(app, kit);
  registerDocumentRoutes(app, kit);
};
