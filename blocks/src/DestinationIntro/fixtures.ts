import type { DestinationIntroProps } from '@waypoint/schemas';
import { placeholderImage } from '../fixtures.ts';

export const KENYA_INTRO: DestinationIntroProps = {
  breadcrumbs: {
    label: 'Breadcrumb',
    items: [
      { title: 'Home', href: '/us' },
      { title: 'Africa', href: '/us/africa' },
      { title: 'Kenya', href: null },
    ],
  },
  title: 'Trips to Kenya',
  kindLabel: 'Country',
  image: placeholderImage('Kenya', 30, 1920, 600),
  paragraphs: [
    'Discover Kenya on one of our 5 tours, visiting Nairobi, Mombasa, Nakuru and Malindi.',
    'Choose your dates, your departure airport and the category that suits you.',
  ],
  tripCountLabel: '5 trips',
  facts: {
    title: 'Good to know',
    items: [
      { key: 'capital', label: 'Capital', value: 'Nairobi' },
      { key: 'languages', label: 'Languages', value: 'Swahili, English' },
      { key: 'currency', label: 'Currency', value: 'Kenyan Shilling (KES)' },
      { key: 'timeZone', label: 'Time zone', value: 'Africa/Nairobi' },
      { key: 'bestTime', label: 'Best time to visit', value: 'From July to October' },
      { key: 'visa', label: 'Visa', value: 'Most visitors need an electronic travel authorisation.' },
    ],
  },
};
