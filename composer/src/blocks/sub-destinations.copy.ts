import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of sub-destinations.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    destination: {
      subDestinations: {
        continent: 'Destinations in {{name}}',
        region: 'Countries in {{name}}',
        country: 'Near {{name}}',
      },
    },
  },
  'es-ES': {
    destination: {
      subDestinations: {
        continent: 'Destinos en {{name}}',
        region: 'Países de {{name}}',
        country: 'Cerca de {{name}}',
      },
    },
  },
  'fr-FR': {
    destination: {
      subDestinations: {
        continent: 'Destinations : {{name}}',
        region: 'Pays de la région {{name}}',
        country: 'À proximité : {{name}}',
      },
    },
  },
  'de-DE': {
    destination: {
      subDestinations: {
        continent: 'Reiseziele: {{name}}',
        region: 'Länder: {{name}}',
        country: 'In der Nähe: {{name}}',
      },
    },
  },
});
