import type { SiteCopy } from './types.ts';

export const en: SiteCopy = {
  languageName: 'English',
  themes: {
    beach: { title: 'Beach escapes', description: 'Sand, sun and turquoise water' },
    'short-trips': { title: 'Short trips', description: 'Big experiences in a week or less' },
    family: { title: 'Family holidays', description: 'Trips the whole family will love' },
    adventure: { title: 'Adventure trips', description: 'For travellers who want more than a view' },
    honeymoon: { title: 'Honeymoons', description: 'Romantic trips to celebrate together' },
    culture: { title: 'Culture and history', description: 'Cities and heritage that tell a story' },
    safari: { title: 'Safaris', description: 'Wildlife encounters in Africa' },
  },
  promotion: {
    barText: 'Season Sale: up to 40% off selected trips',
    barPill: 'LIMITED OFFER',
    barLink: 'See deals',
    flashTitle: 'Flash sale',
    flashSubtitle: '48 hours only, while places last',
    flashCta: 'See flash deals',
  },
  campaigns: [
    {
      title: 'Last-minute deals',
      subtitle: 'Departures in the next 30 days',
      cta: 'See all deals',
      highlight: 'Last-minute',
    },
    {
      title: 'Book early, save more',
      subtitle: 'Secure next year’s trip at this year’s prices',
      cta: 'Book early',
      highlight: 'save more',
    },
  ],
  hero: [
    {
      title: 'Up to <strong>40% off</strong> this season',
      detail: 'Handpicked trips with flights and hotels included',
      intro: null,
      subtitle: 'Limited places',
      cta: 'See offers',
    },
    {
      title: 'Wake up somewhere <strong>extraordinary</strong>',
      detail: null,
      intro: null,
      subtitle: 'Trips with everything organised, from start to finish',
      cta: 'Explore trips',
    },
    {
      title: 'Travel now, pay later',
      detail: 'Split your payment into instalments',
      intro: null,
      subtitle: null,
      cta: 'Find out more',
    },
    {
      title: 'Small groups, <strong>big</strong> moments',
      detail: null,
      intro: '{{subBrandLogo}} Our premium collection',
      subtitle: 'Expert guides and boutique hotels',
      cta: 'Discover the collection',
    },
  ],
  menu: { destinations: 'Destinations', deals: 'Deals', advisors: 'Travel advisors', help: 'Help' },
  footer: {
    company: 'Company',
    legal: 'Legal',
    destinations: 'Destinations',
    about: 'About us',
    contact: 'Contact',
    help: 'Help',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    cookies: 'Cookie policy',
    promoTerms: 'Promotional terms',
  },
  schedule: {
    short: 'Mon–Fri 9:00–20:00',
    long: 'Monday to Friday, 9:00–20:00; weekends, 10:00–18:00',
  },
  helpCenter: { contactUs: 'Contact us', home: 'Help centre' },
  reviews: [
    {
      author: 'Sarah M.',
      title: 'Perfectly organised',
      text: 'Every transfer and hotel was exactly as promised. We could simply enjoy the trip.',
    },
    {
      author: 'James T.',
      title: 'Our best holiday yet',
      text: 'The itinerary had the right balance between guided visits and free time.',
    },
    {
      author: 'Priya K.',
      title: 'Great value',
      text: 'Flights, hotels and excursions for less than we would have paid booking alone.',
    },
    {
      author: 'Michael O.',
      title: 'Fantastic guides',
      text: 'Our local guides were knowledgeable, friendly and always on time.',
    },
    {
      author: 'Emma L.',
      title: 'Would book again',
      text: 'A few long travel days, but every stop was worth it.',
    },
    {
      author: 'David R.',
      title: 'Unforgettable',
      text: 'The landscapes were even better than in the pictures.',
    },
    {
      author: 'Olivia W.',
      title: 'Stress-free',
      text: 'Customer service answered our questions quickly before and during the trip.',
    },
    {
      author: 'Noah B.',
      title: 'Lovely hotels',
      text: 'Comfortable, central hotels with excellent breakfasts.',
    },
  ],
};
