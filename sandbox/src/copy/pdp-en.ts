import type { PdpCopy } from './pdp-types.ts';

export const pdpEn: PdpCopy = {
  home: 'Home',
  landOnly: 'Land only (no flights)',
  tiers: { standard: 'Standard', superior: 'Superior', premium: 'Premium', luxury: 'Luxury' },
  paragraphs: [
    '<p>Your route: {cities}. Every stage is organised: hotels, transfers between cities and the visits of the itinerary.</p>',
    '<p>Choose your departure city, category and dates in the calendar: prices are per person and include everything listed in the conditions.</p>',
  ],
  seo: '{days} days in {country}: {cities}. Trips with everything organised, from {price} per person.',
  pdpHeader: {
    mobile: 'Book now: {percent}% off in {month}',
    tabletUp: 'Book now and save {percent}% on departures in {month}',
  },
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  meals: { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' },
  tabs: {
    hotels: 'Hotels',
    included: 'Included',
    notIncluded: 'Not included',
    hotelsIntro: 'Hotels of the {tier} category, or similar:',
  },
  included: {
    flights: 'Return flights from your departure city (except land only)',
    items: [
      'Accommodation in the hotels listed, or similar',
      'Meals as shown in the itinerary',
      'Transfers between cities and to the airport',
      'Guided visits as shown in the itinerary',
      'Travel insurance with Standard coverage',
    ],
  },
  notIncluded: ['Visas and entry fees', 'Tips and personal expenses', 'Optional excursions'],
  itinerary: {
    flight: {
      title: 'Flight from {from} to {to}',
      text: '<p>Flight from {from} to {to}. <strong>Transfer to the hotel</strong> and the rest of the day at leisure.</p>',
    },
    arrival: {
      title: 'Arrival in {to}',
      text: '<p>Arrival in {to} on your own. Check in at the hotel and a first walk around the centre.</p>',
    },
    transfer: {
      title: '{from} – {to}',
      text: '<p>Breakfast and transfer from {from} to {to}. <strong>Afternoon</strong> to settle in and explore.</p>',
    },
    visits: [
      {
        title: 'Discovering {city}',
        text: '<p>Guided visit of the highlights of {city}, with <strong>free time</strong> in the afternoon.</p>',
      },
      {
        title: 'Free day in {city}',
        text: '<p>A day at your own pace in {city}: markets, museums or simply a good meal.</p>',
      },
      {
        title: 'Excursion around {city}',
        text: '<p>Full-day excursion around {city}, with <strong>lunch included</strong>.</p>',
      },
    ],
    returnFlight: {
      title: 'Flight back to {to}',
      text: '<p>Breakfast and transfer to the airport of {from} for the flight back to {to}. <strong>End of our services</strong>.</p>',
    },
    end: {
      title: 'End of the trip',
      text: '<p>Breakfast and check-out in {city}. <strong>End of our services</strong>.</p>',
    },
  },
  conditions: {
    title: 'Conditions of the {tier} category',
    included: 'What is included',
    cancellation: 'Cancellation policy',
    cancellationHtml:
      '<p>Every trip includes the <strong>STANDARD</strong> policy: free changes up to 60 days before departure. With <strong>FLEX</strong> you can cancel up to 30 days before departure and get a voucher for the full amount; with <strong>FLEX+</strong>, a refund of the full amount up to 15 days before departure.</p>',
    payment: 'Payment',
    paymentHtml:
      '<p>Pay 30% when you book and the rest 45 days before departure, or pay in full. Prices are per person.</p>',
  },
};
