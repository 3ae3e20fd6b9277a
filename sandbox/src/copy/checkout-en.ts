import type { CheckoutCopy } from './checkout-types.ts';

export const checkoutEn: CheckoutCopy = {
  flights: {
    noFlights: 'There are no flights left for a departure on {date}. Please choose another day.',
    notADepartureDay:
      'This trip does not depart on {date} for your group. Please choose a day from the calendar.',
    landOnly: 'This trip is sold without flights.',
  },
  rooms: {
    included: [
      { name: 'Double room', description: 'One double bed, private bathroom.' },
      { name: 'Twin room', description: 'Two single beds, private bathroom.' },
    ],
    supplements: [
      { name: 'Superior room', description: 'A larger room on an upper floor, with a seating area.' },
      { name: 'Room with a view', description: 'A room facing the best view of the hotel.' },
      { name: 'Junior suite', description: 'A separate living area and a bathroom with a bathtub.' },
    ],
  },
  activities: [
    {
      name: 'Cooking class in {city}',
      description: 'Shop at the market and cook a local lunch with a chef.',
    },
    { name: 'Sunset boat trip', description: 'Two hours on the water with drinks at sunset.' },
    { name: 'Guided food tour of {city}', description: 'Ten tastings in the old town with a local guide.' },
    { name: 'Private photo walk', description: 'Three hours with a photographer through {city}.' },
    { name: 'Spa afternoon', description: 'Massage and access to the hotel spa.' },
    { name: 'Night tour of {city}', description: 'The city lit up, with a guide and a dinner stop.' },
  ],
  insurances: {
    STANDARD: {
      name: 'Standard protection',
      coverage: ['Medical assistance abroad', 'Lost luggage', 'Free changes up to 60 days before departure'],
    },
    FLEX: {
      name: 'Flex',
      coverage: ['Everything in Standard', 'Cancel up to 30 days before departure for a full voucher'],
    },
    'FLEX+': {
      name: 'Flex+',
      coverage: ['Everything in Flex', 'Cancel up to 15 days before departure for a full refund'],
    },
  },
  baggage: { oneBag: 'Checked bag (23 kg)', twoBags: 'Two checked bags (23 kg each)' },
  campaignBanner: {
    title: '{percent}% off in {month}',
    description: 'The discount is already applied to departures in {month}.',
  },
  dealBanner: {
    title: 'Deal of the week',
    description: 'This week only: the best price of the season on this trip.',
  },
};
