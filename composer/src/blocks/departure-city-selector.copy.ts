import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of departure-city-selector.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    trip: {
      city: {
        title: 'Departure city',
        landOnly: 'Land only',
        landOnlyDescription: 'No flights: you make your own way to the start of the trip.',
      },
    },
  },
  'es-ES': {
    trip: {
      city: {
        title: 'Ciudad de salida',
        landOnly: 'Solo terrestre',
        landOnlyDescription: 'Sin vuelos: llegas por tu cuenta al inicio del viaje.',
      },
    },
  },
  'fr-FR': {
    trip: {
      city: {
        title: 'Ville de départ',
        landOnly: 'Sans vols',
        landOnlyDescription: 'Pas de vols : vous rejoignez vous-même le début du voyage.',
      },
    },
  },
  'de-DE': {
    trip: {
      city: {
        title: 'Abflugort',
        landOnly: 'Ohne Flug',
        landOnlyDescription: 'Keine Flüge: Sie reisen selbst zum Beginn der Reise an.',
      },
    },
  },
});
