import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of trip-overview.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    trip: {
      overview: {
        title: 'About this trip',
        duration: 'Duration',
        nights: 'Nights',
        nightsValue_one: '{{count}} night',
        nightsValue_other: '{{count}} nights',
        countries_one: 'Country',
        countries_other: 'Countries',
        themes: 'Themes',
      },
    },
  },
  'es-ES': {
    trip: {
      overview: {
        title: 'Sobre este viaje',
        duration: 'Duración',
        nights: 'Noches',
        nightsValue_one: '{{count}} noche',
        nightsValue_other: '{{count}} noches',
        countries_one: 'País',
        countries_other: 'Países',
        themes: 'Temas',
      },
    },
  },
  'fr-FR': {
    trip: {
      overview: {
        title: 'À propos de ce voyage',
        duration: 'Durée',
        nights: 'Nuits',
        nightsValue_one: '{{count}} nuit',
        nightsValue_other: '{{count}} nuits',
        countries_one: 'Pays',
        countries_other: 'Pays',
        themes: 'Thèmes',
      },
    },
  },
  'de-DE': {
    trip: {
      overview: {
        title: 'Über diese Reise',
        duration: 'Dauer',
        nights: 'Nächte',
        nightsValue_one: '{{count}} Nacht',
        nightsValue_other: '{{count}} Nächte',
        countries_one: 'Land',
        countries_other: 'Länder',
        themes: 'Themen',
      },
    },
  },
});
