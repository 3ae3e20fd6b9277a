import type { PaymentCopy } from './payment-types.ts';

export const paymentEn: PaymentCopy = {
  methods: {
    card: 'Credit or debit card',
    secureCard: 'Card, secure checkout',
    ach: 'Bank transfer (ACH)',
    bnpl: 'Pay later in 4',
  },
  fees: { secureCard: 'Card processing fee', bnpl: 'Pay later fee' },
  confirmation: {
    title: 'Your trip is booked!',
    subtitle: 'Booking reference {locator}',
    description: 'Get ready for {trip}. We have sent the details of your booking to {email}.',
  },
  voucher: {
    title: 'Travel voucher',
    subtitle: '{trip}',
    description: 'Booking reference {locator}, departing on {date}. Show this voucher on arrival.',
  },
  budget: {
    trip: '{trip}',
    extraNights: 'Extra nights ({nights})',
    insurance: 'Travel protection: {name}',
    handlingFee: 'Handling fee',
    discount: 'Discount ({code})',
    mailSubject: 'Your quote: {trip}',
    mailText:
      'Here is your quote for {trip}: {total} in all, valid until {date}.\n\nSee it and book it here: {link}',
  },
  ticket: {
    outbound: 'Outbound flight {from} – {to}',
    return: 'Return flight {from} – {to}',
    flightDetail: '{carrier} {flights}, departs {time}',
    hotelDetail: '{nights} nights, {room}',
    transfer: 'Transfers in {city}',
    transferDetail: 'Airport to hotel on arrival, hotel to airport on departure',
    activityDetail: 'For {travellers} travellers',
  },
};
