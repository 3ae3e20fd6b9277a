import type { ContentPageProps } from '@waypoint/schemas';

/** The US terms as the composer sends them (sanitised), for the story and the test. */
export const TERMS: ContentPageProps = {
  variant: 'legal',
  breadcrumbs: {
    label: 'Breadcrumb',
    items: [
      { title: 'Home', href: '/us' },
      { title: 'Terms and conditions', href: null },
    ],
  },
  title: 'Terms and conditions',
  introHtml:
    '<p>These terms apply to every trip booked on the Waypoint website for travellers in the United States. Please read them before you book.</p>',
  updated: { date: '2025-03-01', label: 'Last updated: March 1, 2025' },
  version: {
    href: '/us/terms-and-conditions?year=2022',
    label: 'Terms for bookings made until 31 December 2022',
  },
  toc: {
    title: 'On this page',
    items: [
      { id: 'booking', title: '2. Booking and payment' },
      { id: 'conditions-travel-credit', title: 'Conditions of travel credit' },
    ],
  },
  sections: [
    {
      id: 'booking',
      title: '2. Booking and payment',
      html: '<p>A booking is confirmed when you receive our confirmation e-mail with a booking reference.</p><ul><li>You may pay in full or in instalments.</li></ul>',
    },
    {
      id: 'conditions-travel-credit',
      title: 'Conditions of travel credit',
      html: '<p>Travel credit is a balance in your Waypoint account.</p><ul><li>Credit is valid for 24 months from the date it is issued.</li></ul>',
    },
  ],
};

export const ABOUT_ES: ContentPageProps = {
  variant: 'info',
  breadcrumbs: {
    label: 'Ruta de navegación',
    items: [
      { title: 'Inicio', href: '/es' },
      { title: 'Acerca de Waypoint', href: null },
    ],
  },
  title: 'Acerca de Waypoint',
  introHtml: '<p>En Waypoint diseñamos viajes de varios días en los que nos ocupamos de todo.</p>',
  updated: null,
  version: null,
  toc: null,
  sections: [
    {
      id: 'our-story',
      title: 'Nuestra historia',
      html: '<p>Empezamos organizando pequeños circuitos para amigos y familiares.</p>',
    },
  ],
};
