import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of activity-options.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    checkout: {
      add: 'Add',
      removeShort: 'Remove',
      activities: {
        title: 'Activities and services',
        intro: 'Add experiences to your trip; prices are for every traveller.',
      },
    },
  },
  'es-ES': {
    checkout: {
      add: 'Añadir',
      removeShort: 'Quitar',
      activities: {
        title: 'Actividades y servicios',
        intro: 'Añade experiencias a tu viaje; los precios son por viajero.',
      },
    },
  },
  'fr-FR': {
    checkout: {
      add: 'Ajouter',
      removeShort: 'Retirer',
      activities: {
        title: 'Activités et services',
        intro: 'Ajoutez des expériences à votre voyage. Les prix s’entendent par voyageur.',
      },
    },
  },
  'de-DE': {
    checkout: {
      add: 'Hinzufügen',
      removeShort: 'Entfernen',
      activities: {
        title: 'Aktivitäten und Leistungen',
        intro: 'Ergänzen Sie Ihre Reise um Erlebnisse. Die Preise gelten pro Person.',
      },
    },
  },
  'en-US': {
    checkout: {
      activities: {
        intro: 'Add experiences to your trip; prices are for every traveler.',
      },
    },
  },
});
