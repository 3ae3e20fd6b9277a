import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of recommended-destinations.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    recommendedDestinations: {
      title: 'Recommended destinations',
      trips_one: '{{count}} trip',
      trips_other: '{{count}} trips',
    },
  },
  'es-ES': {
    recommendedDestinations: {
      title: 'Destinos recomendados',
      trips_one: '{{count}} viaje',
      trips_many: '{{count}} viajes',
      trips_other: '{{count}} viajes',
    },
  },
  'fr-FR': {
    recommendedDestinations: {
      title: 'Destinations recommandées',
      trips_one: '{{count}} voyage',
      trips_many: '{{count}} voyages',
      trips_other: '{{count}} voyages',
    },
  },
  'de-DE': {
    recommendedDestinations: {
      title: 'Empfohlene Reiseziele',
      trips_one: '{{count}} Reise',
      trips_other: '{{count}} Reisen',
    },
  },
});
