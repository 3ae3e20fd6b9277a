/**
 * The buying flow after the trip page, as the seller's API sends it (buying-flow.md §3 "Flight search",
 * "Checkout summary", "Checkout breakdown", "Other checkout state", "Checkout static and personalisation
 * data"; §7 "Product, calendar and flights", "Order attempt v2"). Every body is `{ data: T }`; prices are
 * numbers in the market's currency (the composer formats them).
 */
import { z } from 'zod';
import { IsoDay } from './product.ts';

/** buying-flow.md §3 "Cabin codes", plus the plain economy cabin. */
export const CABIN_CODES = ['CAB_ECONOMY', 'CAB_ECONOMY_PLUS', 'CAB_BUSINESS'] as const;
export const CabinCode = z.enum(CABIN_CODES);
export type CabinCode = z.infer<typeof CabinCode>;

/** `YYYY-MM-DDTHH:mm`, local time of the airport. */
export const LocalDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

export const UpstreamFlightSegment = z
  .object({
    from: z.string().regex(/^[A-Z]{3}$/),
    fromName: z.string(),
    to: z.string().regex(/^[A-Z]{3}$/),
    toName: z.string(),
    departure: LocalDateTime,
    arrival: LocalDateTime,
    carrier: z.string().regex(/^[A-Z0-9]{2}$/),
    carrierName: z.string(),
    flightNumber: z.string(),
    durationMins: z.number().int().positive(),
  })
  .meta({ id: 'UpstreamFlightSegment' });

/** One way of a flight: its segments (one per stop plus one). */
export const UpstreamFlightLeg = z
  .object({
    departureDate: IsoDay,
    segments: z.array(UpstreamFlightSegment).min(1),
    durationMins: z.number().int().positive().describe('From the first departure to the last arrival'),
  })
  .meta({ id: 'UpstreamFlightLeg' });
export type UpstreamFlightLeg = z.infer<typeof UpstreamFlightLeg>;

/** A flight option of a search (buying-flow.md §3 "Flight search": `list`, each with price and durationMins). */
export const UpstreamFlight = z
  .object({
    id: z.string().min(1),
    /** The trip's price per person with this flight: the cheapest option equals the calendar's day price. */
    price: z.number().nonnegative(),
    /** Both legs together, in minutes. */
    durationMins: z.number().int().positive(),
    cabin: CabinCode,
    carrier: z.string(),
    carrierName: z.string(),
    outbound: UpstreamFlightLeg,
    /** buying-flow.md §3 Checkout summary: `flight.return.itinerary[].departureDate`. */
    return: UpstreamFlightLeg,
    /** A predicted flight is an estimate: its details are not shown (§6 "Real flight details shown"). */
    isPredicted: z.boolean(),
    /** buying-flow.md §5 "Baggage allowance": '<n>PC' or '<n>K' (anything else means none). */
    baggageAllowance: z.string(),
    /** The seller's pick for the recommended tab. */
    recommended: z.boolean(),
  })
  .meta({ id: 'UpstreamFlight' });
export type UpstreamFlight = z.infer<typeof UpstreamFlight>;

/**
 * `POST {voyages}/getFlights` (form): the flights of one search. `hasFlights` false is the spec's "the
 * result reports no flights" (ERR_NO_FLIGHTS_AVAILABLE); `message` is the list's own message.
 */
export const UpstreamFlightList = z
  .object({
    correlationId: z.string(),
    hasFlights: z.boolean(),
    message: z.string().nullable(),
    /** Milliseconds the search took upstream. */
    searchTime: z.number().int().nonnegative(),
    departureDate: IsoDay,
    returnDate: IsoDay,
    list: z.array(UpstreamFlight),
  })
  .meta({ id: 'UpstreamFlightList' });
export type UpstreamFlightList = z.infer<typeof UpstreamFlightList>;

/** The form of `POST getFlights` (buying-flow.md §3 "Flight search"), as strings on the wire. */
export const FlightSearchForm = z.strictObject({
  productId: z.string().regex(/^\d{1,9}$/),
  categoryId: z.string().regex(/^\d{1,9}$/),
  offerId: z.string().max(64).optional(),
  departureCity: z.string().regex(/^[A-Z]{3}$/),
  departureDate: IsoDay,
  returnDate: IsoDay.optional(),
  adults: z.string().regex(/^\d{1,2}$/),
  children: z.string().regex(/^\d{1,2}$/),
  babies: z.string().regex(/^\d{1,2}$/),
  calendarSelectedPrice: z.string().max(16).optional(),
  pdpPrice: z.string().max(16).optional(),
  isCurrentMonthBestPrice: z.enum(['true', 'false']).optional(),
  isCurrentMonthSecondBestPrice: z.enum(['true', 'false']).optional(),
  correlationId: z.string().max(64).optional(),
  flightId: z.string().max(64).optional(),
});
export type FlightSearchForm = z.infer<typeof FlightSearchForm>;

// --- Order attempt v2 (buying-flow.md §7) ---

export const CHECKOUT_STEPS = ['passengers', 'personalization', 'flight', 'payment'] as const;
export const CheckoutStep = z.enum(CHECKOUT_STEPS);
export type CheckoutStep = z.infer<typeof CheckoutStep>;

export const CANCELLATION_POLICIES = ['STANDARD', 'FLEX', 'FLEX+'] as const;
export const CancellationPolicy = z.enum(CANCELLATION_POLICIES);
export type CancellationPolicy = z.infer<typeof CancellationPolicy>;

/** `POST /api/checkout/v2/order-attempts` (form) answers the new attempt's token. */
export const UpstreamOrderAttemptCreated = z
  .object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/), revision: z.number().int().nonnegative() })
  .meta({ id: 'UpstreamOrderAttemptCreated' });

/** A passenger as entered at checkout. */
export const UpstreamPassenger = z
  .object({
    type: z.enum(['adult', 'child', 'baby']),
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.union([IsoDay, z.literal('')]),
    documentNumber: z.string(),
    email: z.string(),
    phone: z.string(),
    /** The age band of its type (buying-flow.md §5 "Age bands"); maxAge null: no upper bound. */
    minAge: z.number().int().nonnegative(),
    maxAge: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'UpstreamPassenger' });
export type UpstreamPassenger = z.infer<typeof UpstreamPassenger>;

/** `GET .../{token}/static`: what does not change while the traveller shapes the trip. */
export const UpstreamCheckoutStatic = z
  .object({
    token: z.string(),
    revision: z.number().int().nonnegative(),
    step: CheckoutStep,
    /** The furthest step reached (the breadcrumb links up to it). */
    progressStep: CheckoutStep,
    expired: z.boolean(),
    productId: z.number().int().positive(),
    productUrl: z.string().startsWith('/'),
    categoryId: z.number().int().positive(),
    offerId: z.string(),
    departureCity: z.string(),
    departureDate: IsoDay,
    currency: z.string().length(3),
    isLandOnly: z.boolean(),
    priceHoldingEnable: z.boolean(),
    isSimplifiedSummaryFlightStep: z.boolean(),
    isFlightFilterNoFlightPreSelectionVersion: z.boolean(),
    isFlightRecommendedTabVersion: z.boolean(),
    bnplPromoMessageVersion: z.boolean(),
    enabledExtraServices: z.object({ isFlightSelectorEnabled: z.boolean() }),
    availablePaymentPlans: z.object({
      availablePaymentPlansCount: z.number().int().nonnegative(),
      paymentPlans: z.array(
        z.object({
          isSelected: z.boolean(),
          payments: z.array(z.object({ percentage: z.number().min(0).max(1) })),
        }),
      ),
    }),
    checkout: z.object({ expirationDate: z.string().datetime(), showHelpDropdown: z.boolean() }),
    campaignBanner: z.object({ title: z.string(), description: z.string() }).nullable(),
    externalAgent: z.string().nullable(),
    /** The site option of buying-flow.md §6 "Guest checkout". */
    guestCheckout: z.boolean(),
  })
  .meta({ id: 'UpstreamCheckoutStatic' });
export type UpstreamCheckoutStatic = z.infer<typeof UpstreamCheckoutStatic>;

/** A line of the summary's breakdown (buying-flow.md §3 "Checkout summary"). */
export const UpstreamSummaryLine = z
  .object({
    name: z.string(),
    code: z.string(),
    /** The item the line stands for: an accommodation, option or insurance package id. */
    id: z.string().nullable(),
    totalPrice: z.number(),
    totalPricePerPerson: z.number(),
  })
  .meta({ id: 'UpstreamSummaryLine' });
export type UpstreamSummaryLine = z.infer<typeof UpstreamSummaryLine>;

const PricedId = z.object({ id: z.string(), price: z.number() });

/** `GET .../{token}/summary` (buying-flow.md §3 "Checkout summary"). */
export const UpstreamCheckoutSummary = z
  .object({
    revision: z.number().int().nonnegative(),
    product: z.object({
      title: z.string(),
      name: z.string(),
      departure_city: z.string(),
      departure_date: IsoDay,
      arrival_date: IsoDay,
    }),
    offer: z.object({ days: z.number().int().positive() }),
    price: z.object({
      total: z.number(),
      totalWithoutDiscounts: z.number(),
      base: z.number(),
      flightPrice: z.number(),
    }),
    breakdown: z.array(UpstreamSummaryLine),
    includes: z.array(z.string()),
    category: z.object({ type: z.string(), name: z.string() }),
    details: z.object({
      passengersCount: z.number().int().positive(),
      baseDays: z.number().int().positive(),
      baseNights: z.number().int().nonnegative(),
      departure: z.object({ date: IsoDay }),
      arrival: z.object({ date: IsoDay, original_date: IsoDay }),
    }),
    pax: z.object({
      passengers: z.number().int().positive(),
      adults: z.number().int().positive(),
      children: z.number().int().nonnegative(),
      babies: z.number().int().nonnegative(),
    }),
    supplements: z.object({ supplements: z.array(PricedId) }),
    accommodations: z.object({ includes: z.array(PricedId), supplements: z.array(PricedId) }),
    currency: z.string().length(3),
    flight: z
      .object({
        id: z.string(),
        isPredicted: z.boolean(),
        baggageAllowance: z.string(),
        return: z.object({ itinerary: z.array(z.object({ departureDate: IsoDay })) }),
      })
      .nullable(),
    voucherCode: z.string().nullable(),
    custom: z.boolean(),
  })
  .meta({ id: 'UpstreamCheckoutSummary' });
export type UpstreamCheckoutSummary = z.infer<typeof UpstreamCheckoutSummary>;

/** `GET .../personalization/accommodation`: rooms included in the price and rooms at a supplement. */
export const UpstreamAccommodationOption = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** For the whole party; 0 for an included room. */
  price: z.number().nonnegative(),
});
export const UpstreamAccommodation = z
  .object({
    includes: z.array(UpstreamAccommodationOption),
    supplements: z.array(UpstreamAccommodationOption),
    selectedId: z.string().nullable(),
  })
  .meta({ id: 'UpstreamAccommodation' });
export type UpstreamAccommodation = z.infer<typeof UpstreamAccommodation>;

/** `GET .../personalization/activities-and-services`: supplements priced per person. */
export const UpstreamActivity = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** buying-flow.md §5: the line's price is (adults + children) × this. */
  unitPrice: z.number().nonnegative(),
  day: z.number().int().positive().nullable(),
});
export const UpstreamActivities = z
  .object({ supplements: z.array(UpstreamActivity), selectedIds: z.array(z.string()) })
  .meta({ id: 'UpstreamActivities' });
export type UpstreamActivities = z.infer<typeof UpstreamActivities>;

/** `GET .../personalization/insurances` (buying-flow.md §3 "insuranceData: per package, a TotalPremium"). */
export const UpstreamInsurancePackage = z.object({
  key: z.string(),
  name: z.string(),
  cancellationPolicy: CancellationPolicy,
  coverage: z.array(z.string()),
  TotalPremium: z.number().nonnegative(),
});
export const UpstreamInsurances = z
  .object({ packages: z.array(UpstreamInsurancePackage), selectedKey: z.string().nullable() })
  .meta({ id: 'UpstreamInsurances' });
export type UpstreamInsurances = z.infer<typeof UpstreamInsurances>;

/** `GET .../personalization/baggages`: the allowance of each leg and the bags that can be added. */
export const UpstreamBaggages = z
  .object({
    allowance: z.object({ outbound: z.string(), return: z.string() }),
    extraServices: z.object({
      baggage: z.record(
        z.string(),
        z.object({ baggage: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })) }),
      ),
    }),
  })
  .meta({ id: 'UpstreamBaggages' });
export type UpstreamBaggages = z.infer<typeof UpstreamBaggages>;

/**
 * `GET .../extra-nights`: options keyed by their number of nights (buying-flow.md §3 "extraNight options,
 * keyed by id"); an unavailable one has a null price and a null return date (§4).
 */
export const UpstreamExtraNightOption = z.object({
  id: z.number().int().nonnegative(),
  incrementPrice: z.number().nonnegative().nullable(),
  returnDate: IsoDay.nullable(),
});
export const UpstreamExtraNights = z
  .object({
    options: z.record(z.string().regex(/^\d+$/), UpstreamExtraNightOption),
    selected: z.number().int().nonnegative(),
  })
  .meta({ id: 'UpstreamExtraNights' });
export type UpstreamExtraNights = z.infer<typeof UpstreamExtraNights>;

export const UpstreamCheckoutPassengers = z
  .object({ passengers: z.array(UpstreamPassenger), revision: z.number().int().nonnegative() })
  .meta({ id: 'UpstreamCheckoutPassengers' });
export type UpstreamCheckoutPassengers = z.infer<typeof UpstreamCheckoutPassengers>;

/** A write's answer: the attempt's new revision. */
export const UpstreamWriteResult = z
  .object({ revision: z.number().int().nonnegative() })
  .meta({ id: 'UpstreamWriteResult' });

/**
 * A refused write, as a real API returns it: 400 with field errors, 409 for a stale revision, 410 for an
 * expired attempt. `error.fields` maps an input field to its error code.
 */
export const UpstreamCheckoutError = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      revision: z.number().int().nonnegative().optional(),
    }),
  })
  .meta({ id: 'UpstreamCheckoutError' });
export type UpstreamCheckoutError = z.infer<typeof UpstreamCheckoutError>;

/** `GET .../personalization/flights`: the attempt's flight search, with the flight it holds. */
export const UpstreamCheckoutFlights = UpstreamFlightList.extend({
  selectedId: z.string().nullable(),
}).meta({ id: 'UpstreamCheckoutFlights' });
export type UpstreamCheckoutFlights = z.infer<typeof UpstreamCheckoutFlights>;

/** `GET .../cancellation-policy`: the policy the attempt holds (STANDARD unless an insurance says more). */
export const UpstreamCancellationPolicy = z
  .object({ policy: CancellationPolicy })
  .meta({ id: 'UpstreamCancellationPolicy' });
