/**
 * Payment, booking and documents as the seller's API and its payment providers send them (buying-flow.md
 * §3 "Other checkout state", "Order", "Ticket"; §4 "Payment"; §7 "Order attempt v2", "Fractional (part)
 * payment", "Payment providers", "Tickets and vouchers", "Budget"). Every body is `{ data: T }`; amounts
 * are numbers in the market's currency (the composer formats them).
 *
 * A card number never appears here: the traveller types it on the provider's own page, and the seller's
 * API and the composer only ever see the provider's ids (intent, session, charge) and outcomes.
 */
import { z } from 'zod';
import { CancellationPolicy } from './checkout.ts';
import { IsoDay } from './product.ts';

const Token = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** The providers built in the sandbox (buying-flow.md §7 "Payment providers"): the others are not built. */
export const PAYMENT_PROVIDERS = ['cardpay', 'dropin', 'bnpl'] as const;
export const PaymentProviderId = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderId = z.infer<typeof PaymentProviderId>;

/** A payment method of the order attempt (§3 "payment: holds methods[], each with an id"). */
export const UpstreamPaymentMethod = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    /** Which provider takes the payment: the attempt says, the composer does not decide. */
    provider: PaymentProviderId,
    kind: z.enum(['card', 'ach', 'bnpl']),
    /** The method's fee as a fraction of the amount (0.015 = 1.5 %), and the line's text. */
    fee: z.object({ percentage: z.number().min(0).max(1), description: z.string() }),
  })
  .meta({ id: 'UpstreamPaymentMethod' });
export type UpstreamPaymentMethod = z.infer<typeof UpstreamPaymentMethod>;

/** A payment plan (§3 "availablePaymentPlans"): its payments as fractions of the total. */
export const UpstreamPaymentPlan = z.object({
  isSelected: z.boolean(),
  payments: z.array(z.object({ percentage: z.number().min(0).max(1) })).min(1),
});
export type UpstreamPaymentPlan = z.infer<typeof UpstreamPaymentPlan>;

/** Where a paid attempt stands (`GET .../booking/status`). */
export const BOOKING_STATES = ['none', 'pending', 'confirmed', 'failed'] as const;
export const BookingState = z.enum(BOOKING_STATES);
export type BookingState = z.infer<typeof BookingState>;

/**
 * `GET .../{token}/payment-method`: the payment step's state, all priced by the seller: the methods, the
 * chosen one (0: none, §4 "Payment"), its fee line, the plans and the chosen one, the consent to the terms,
 * and what is due now. `PATCH payment-method`, `payment-plan` and `consent` change it (with `revision`).
 */
export const UpstreamPaymentState = z
  .object({
    revision: z.number().int().nonnegative(),
    currency: z.string().length(3),
    methods: z.array(UpstreamPaymentMethod),
    /** The chosen method's id; 0 when none is chosen. */
    paymentMethodId: z.number().int().nonnegative(),
    /** §3 breakdown `paymentFee`, for the chosen method; null without one or without a fee. */
    paymentFee: z.object({ percentage: z.number(), price: z.number(), description: z.string() }).nullable(),
    plans: z.array(UpstreamPaymentPlan),
    consent: z.object({ accepted: z.boolean(), termsVersion: z.string().nullable() }),
    amounts: z.object({
      /** The trip's total plus the method's fee. */
      total: z.number(),
      /** What this payment charges: the total, or the first share of the chosen plan. */
      dueNow: z.number(),
      later: z.number(),
    }),
    /** The booking once the attempt is paid (then the step sends the traveller to the confirmation). */
    booking: z.object({ bookingToken: Token, status: BookingState }).nullable(),
  })
  .meta({ id: 'UpstreamPaymentState' });
export type UpstreamPaymentState = z.infer<typeof UpstreamPaymentState>;

/** `GET /api/booking/{token}/terms-and-conditions-version`. */
export const UpstreamTermsVersion = z
  .object({ version: z.string().min(1), path: z.string().startsWith('/') })
  .meta({ id: 'UpstreamTermsVersion' });
export type UpstreamTermsVersion = z.infer<typeof UpstreamTermsVersion>;

// --- Providers (each answers the composer's server-to-server calls; the traveller meets its pages) ---

/** A payment as the provider left it, in one vocabulary for every provider (the composer maps them). */
export const PROVIDER_STATUSES = [
  /** Created; the traveller has not finished on the provider's page. */
  'open',
  /** The provider's challenge (3-D Secure) or approval page is waiting for the traveller. */
  'requires_action',
  /** Accepted but not settled yet (a bank payment): the booking waits for it. */
  'processing',
  'succeeded',
  'declined',
  'insufficient_funds',
  /** The traveller left the provider's page or failed the challenge. */
  'canceled',
] as const;
export const ProviderStatus = z.enum(PROVIDER_STATUSES);
export type ProviderStatus = z.infer<typeof ProviderStatus>;

/** What every provider's payment carries besides its own id. */
const ProviderPaymentFields = {
  status: ProviderStatus,
  amount: z.number().nonnegative(),
  currency: z.string().length(3),
  redirectUrl: z
    .string()
    .min(1)
    .describe(
      "The provider's page: an absolute URL, or a path on the site when the provider shares its origin",
    ),
  /** The provider's own words for a refusal ('Your card was declined.'). */
  message: z.string().nullable(),
};

/**
 * Card provider A: `POST /api/cardpay/intent/create` (form `orderAttemptToken`, `returnUrl`, `moto`,
 * optional `partPaymentToken`; header `Idempotency-Key`) and `POST /api/cardpay/intent/confirm` (form
 * `intentId`) answer the intent; `redirectUrl` is the provider's card page for the traveller.
 */
export const UpstreamCardIntent = z
  .object({
    intentId: z.string().regex(/^pi_[A-Za-z0-9]+$/),
    ...ProviderPaymentFields,
    chargeId: z.string().nullable(),
  })
  .meta({ id: 'UpstreamCardIntent' });
export type UpstreamCardIntent = z.infer<typeof UpstreamCardIntent>;

/** `GET /api/cardpay/{token}/is-moto`: a mail-or-telephone order (sales and advisors key in the card). */
export const UpstreamMotoCheck = z.object({ moto: z.boolean() }).meta({ id: 'UpstreamMotoCheck' });

/**
 * The drop-in provider: `POST /api/dropin/{token}/payment-data` (card) or `/api/dropin/ach/{token}/payment-data`
 * (bank) opens a session on its page; `POST /api/dropin/payment-details` (form `orderAttemptToken`,
 * `redirectResult`) answers what happened after the redirect back.
 */
export const UpstreamDropinSession = z
  .object({
    sessionId: z.string().regex(/^ds_[A-Za-z0-9]+$/),
    ...ProviderPaymentFields,
    pspReference: z.string().nullable(),
  })
  .meta({ id: 'UpstreamDropinSession' });
export type UpstreamDropinSession = z.infer<typeof UpstreamDropinSession>;

/** The buy-now-pay-later provider: `POST /api/bnpl/charge/create`, `GET /api/bnpl/charge/{chargeId}`. */
export const UpstreamBnplCharge = z
  .object({
    chargeId: z.string().regex(/^ch_[A-Za-z0-9]+$/),
    ...ProviderPaymentFields,
  })
  .meta({ id: 'UpstreamBnplCharge' });
export type UpstreamBnplCharge = z.infer<typeof UpstreamBnplCharge>;

// --- Booking (the order) ---

/**
 * `POST .../{token}/booking` (form `provider`, `paymentId`; header `Idempotency-Key`) creates the order
 * from the attempt once its payment succeeded (201; 200 with the same booking when it exists already);
 * `GET .../booking` and `GET .../booking/status` read it. §3 "Order", "Analytics entities: order".
 */
export const UpstreamBooking = z
  .object({
    bookingToken: Token,
    orderAttemptToken: Token,
    orderId: z.number().int().positive(),
    groupId: z.number().int().positive(),
    locator: z.string().regex(/^[A-Z0-9]{6}$/),
    status: BookingState,
    /** §9 "Payment status": PENDIENTE while a share is due, PENDIENTE2 after a second payment, PAGADO. */
    paymentStatus: z.string(),
    provider: PaymentProviderId,
    paymentMethodId: z.number().int().positive(),
    paymentMethod: z.string(),
    /** §5 "Payment plan code"; null without a plan. */
    paymentPlan: z.string().nullable(),
    cancellationPolicy: CancellationPolicy,
    extraNights: z.number().int().nonnegative(),
    currency: z.string().length(3),
    total: z.number(),
    totalWithoutDiscounts: z.number(),
    totalSuplements: z.number(),
    paid: z.number(),
    remaining: z.number(),
    /** The payments so far and those still due (a plan's shares). */
    payments: z.array(
      z.object({
        amount: z.number(),
        dueDate: IsoDay.nullable(),
        paidAt: z.string().nullable(),
        paymentId: z.string().nullable(),
      }),
    ),
    createdAt: z.string(),
    product: z.object({
      id: z.number().int().positive(),
      title: z.string(),
      url: z.string().startsWith('/'),
      departureCity: z.string(),
      departureDate: IsoDay,
      returnDate: IsoDay,
      days: z.number().int().positive(),
    }),
    passengers: z.array(z.object({ firstName: z.string(), lastName: z.string(), type: z.string() })),
    /** §2 "Confirmation page": the campaign's texts, or its voucher texts on B2B sites (§6). */
    confirmation: z.object({ title: z.string(), subtitle: z.string(), description: z.string() }),
    voucher: z.object({ title: z.string(), subtitle: z.string(), description: z.string() }),
    customerEmail: z.string(),
  })
  .meta({ id: 'UpstreamBooking' });
export type UpstreamBooking = z.infer<typeof UpstreamBooking>;

/** `GET .../{token}/booking/status`: the attempt's booking, and its payment as the provider last said. */
export const UpstreamBookingStatus = z
  .object({
    status: BookingState,
    bookingToken: Token.nullable(),
    payment: z
      .object({
        provider: PaymentProviderId,
        paymentId: z.string(),
        status: ProviderStatus,
        message: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'UpstreamBookingStatus' });
export type UpstreamBookingStatus = z.infer<typeof UpstreamBookingStatus>;

/** `GET /api/checkout/v2/my-trip/not-confirmed/{token}`: why the attempt has no booking. */
export const UpstreamNotConfirmed = z
  .object({
    token: Token,
    reason: z.enum(['declined', 'insufficient_funds', 'canceled', 'expired', 'failed', 'pending']),
    message: z.string().nullable(),
    expired: z.boolean(),
    expiresAt: z.string(),
    productTitle: z.string(),
  })
  .meta({ id: 'UpstreamNotConfirmed' });
export type UpstreamNotConfirmed = z.infer<typeof UpstreamNotConfirmed>;

/**
 * `GET /api/checkout/v2/fractional/{token}`: a booking's part payments (§7 "Fractional (part) payment"):
 * the next share due, the payment methods for it, the booking's totals.
 */
export const UpstreamFractional = z
  .object({
    token: Token,
    bookingToken: Token,
    currency: z.string().length(3),
    total: z.number(),
    paid: z.number(),
    remaining: z.number(),
    /** The share due next; null once everything is paid. */
    next: z
      .object({ index: z.number().int().nonnegative(), amount: z.number(), dueDate: IsoDay.nullable() })
      .nullable(),
    methods: z.array(UpstreamPaymentMethod),
    paymentStatus: z.string(),
    productTitle: z.string(),
  })
  .meta({ id: 'UpstreamFractional' });
export type UpstreamFractional = z.infer<typeof UpstreamFractional>;

// --- Documents ---

/** A budget (quote): `POST /api/budget/create`, `PUT /api/budget/update`, `GET /api/budget?id=`. */
export const UpstreamBudget = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{12,64}$/),
    market: z.string(),
    createdAt: z.string(),
    validUntil: IsoDay,
    email: z.string().nullable(),
    sentTo: z.array(z.string()),
    currency: z.string().length(3),
    product: z.object({
      id: z.number().int().positive(),
      title: z.string(),
      url: z.string().startsWith('/'),
      image: z.string().nullable(),
      days: z.number().int().positive(),
    }),
    category: z.string(),
    departureCity: z.string(),
    departureDate: IsoDay.nullable(),
    pax: z.object({
      adults: z.number().int().nonnegative(),
      children: z.number().int().nonnegative(),
      babies: z.number().int().nonnegative(),
    }),
    lines: z.array(z.object({ name: z.string(), amount: z.number() })),
    total: z.number(),
    /** The attempt it was saved from, when saved at checkout. */
    orderAttemptToken: Token.nullable(),
  })
  .meta({ id: 'UpstreamBudget' });
export type UpstreamBudget = z.infer<typeof UpstreamBudget>;

/** A ticket (`GET /api/ticket/{bookingToken}`) and its providers (§3 "Ticket": data and providers). */
export const UpstreamTicket = z
  .object({
    bookingToken: Token,
    locator: z.string(),
    productTitle: z.string(),
    departureDate: IsoDay,
    returnDate: IsoDay,
    passengers: z.array(z.object({ name: z.string(), type: z.string() })),
    segments: z.array(
      z.object({
        kind: z.enum(['flight', 'hotel', 'transfer', 'activity']),
        title: z.string(),
        date: IsoDay,
        detail: z.string(),
        providerId: z.string(),
      }),
    ),
    cancellationPolicy: CancellationPolicy,
  })
  .meta({ id: 'UpstreamTicket' });
export type UpstreamTicket = z.infer<typeof UpstreamTicket>;

export const UpstreamTicketProviders = z
  .array(z.object({ id: z.string(), name: z.string(), phone: z.string(), email: z.string() }))
  .meta({ id: 'UpstreamTicketProviders' });
export type UpstreamTicketProviders = z.infer<typeof UpstreamTicketProviders>;

/** A message the sandbox's mail outbox holds (the budget sent by e-mail). */
export const UpstreamMail = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    link: z.string().min(1),
    sentAt: z.string(),
  })
  .meta({ id: 'UpstreamMail' });
export type UpstreamMail = z.infer<typeof UpstreamMail>;
