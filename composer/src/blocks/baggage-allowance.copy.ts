import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of baggage-allowance.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    checkout: {
      baggage: {
        title: 'Baggage',
        note: 'Extra bags can be added after booking.',
      },
    },
  },
  'es-ES': {
    checkout: {
      baggage: {
        title: 'Equipaje',
        note: 'Puedes añadir más maletas después de reservar.',
      },
    },
  },
  'fr-FR': {
    checkout: {
      baggage: {
        title: 'Bagages',
        note: 'Vous pourrez ajouter des bagages supplémentaires après la réservation.',
      },
    },
  },
  'de-DE': {
    checkout: {
      baggage: {
        title: 'Gepäck',
        note: 'Zusätzliches Gepäck können Sie nach der Buchung hinzufügen.',
      },
    },
  },
});
