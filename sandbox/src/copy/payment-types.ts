/**
 * Copy of the payment step and what follows it (payment methods and fees, the booking's confirmation
 * and voucher texts, budget lines and mail, ticket segments), one object per language
 * (payment-en.ts, payment-es.ts, payment-fr.ts, payment-de.ts). Placeholders in braces are filled by
 * the builders (`fill` in text.ts). The providers' own pages are the providers' and stay in English.
 */

export interface PaymentCopy {
  /** The payment methods by kind (checkout/payment.ts). */
  methods: { card: string; secureCard: string; ach: string; bnpl: string };
  /** The fee line of a method with a fee. */
  fees: { secureCard: string; bnpl: string };
  /** buying-flow.md §2 "Confirmation page": {trip}, {locator}, {email}. */
  confirmation: { title: string; subtitle: string; description: string };
  /** §6: the confirmation texts on B2B sites: {trip}, {locator}, {date}. */
  voucher: { title: string; subtitle: string; description: string };
  budget: {
    /** Lines of a quote: the trip ({trip}), extra nights ({nights}), fees, the voucher ({code}). */
    trip: string;
    extraNights: string;
    insurance: string;
    handlingFee: string;
    discount: string;
    /** The mail that sends a quote: {trip}, {total}, {date} (valid until), {link}. */
    mailSubject: string;
    mailText: string;
  };
  ticket: {
    /** Flights: {from}, {to}; {carrier}, {flights} (numbers), {time}. */
    outbound: string;
    return: string;
    flightDetail: string;
    /** Nights at a hotel: {nights}, {room}. */
    hotelDetail: string;
    /** The transfers: {city}. */
    transfer: string;
    transferDetail: string;
    /** A chosen activity: {travellers}. */
    activityDetail: string;
  };
}
