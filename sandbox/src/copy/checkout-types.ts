/**
 * Copy of the checkout's data (flight search messages, rooms, activities, insurance packages, baggage,
 * banners), one object per language (checkout-en.ts, checkout-es.ts, checkout-fr.ts, checkout-de.ts).
 * Placeholders in braces ('{date}') are filled by the builders (`fill` in text.ts).
 */

export interface NamedCopy {
  name: string;
  description: string;
}

export interface CheckoutCopy {
  flights: {
    /** A departure day whose flights are sold out: {date}. */
    noFlights: string;
    /** A day the calendar does not offer for these passengers: {date}. */
    notADepartureDay: string;
    /** An order attempt without flights (land only). */
    landOnly: string;
  };
  rooms: {
    /** Rooms included in the price. */
    included: readonly [NamedCopy, NamedCopy];
    /** Rooms at a supplement. */
    supplements: readonly [NamedCopy, NamedCopy, NamedCopy];
  };
  /** Optional activities; {city} is a city of the trip. */
  activities: readonly [NamedCopy, NamedCopy, NamedCopy, NamedCopy, NamedCopy, NamedCopy];
  insurances: {
    STANDARD: { name: string; coverage: readonly string[] };
    FLEX: { name: string; coverage: readonly string[] };
    'FLEX+': { name: string; coverage: readonly string[] };
  };
  baggage: { oneBag: string; twoBags: string };
  /** The trip's PDP header campaign: {percent}, {month}. */
  campaignBanner: { title: string; description: string };
  /** A deal of the week without a header campaign. */
  dealBanner: { title: string; description: string };
}
