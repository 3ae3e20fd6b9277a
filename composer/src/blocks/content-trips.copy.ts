import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of content-trips.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    content: {
      tripsTitle: 'Trips in this collection',
      destinationsTitle: 'All our destinations',
      trips_one: '{{count}} trip',
      trips_other: '{{count}} trips',
    },
  },
  'es-ES': {
    content: {
      tripsTitle: 'Viajes de esta colección',
      destinationsTitle: 'Todos nuestros destinos',
      trips_one: '{{count}} viaje',
      trips_other: '{{count}} viajes',
    },
  },
  'fr-FR': {
    content: {
      tripsTitle: 'Les voyages de cette collection',
      destinationsTitle: 'Toutes nos destinations',
      trips_one: '{{count}} voyage',
      trips_other: '{{count}} voyages',
    },
  },
  'de-DE': {
    content: {
      tripsTitle: 'Reisen dieser Kollektion',
      destinationsTitle: 'Alle unsere Reiseziele',
      trips_one: '{{count}} Reise',
      trips_other: '{{count}} Reisen',
    },
  },
});
