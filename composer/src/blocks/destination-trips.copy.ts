import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of destination-trips.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    destination: {
      tripsTitle: 'Trips to {{name}}',
      sortLabel: 'Sort by',
      sort: {
        popular: 'Most popular',
        'price-asc': 'Price: low to high',
        'price-desc': 'Price: high to low',
        'duration-asc': 'Shortest first',
        'duration-desc': 'Longest first',
      },
      paginationLabel: 'Pages of trips',
      previous: 'Previous',
      next: 'Next',
      pageStatus: 'Page {{page}} of {{count}}',
      empty: 'There are no trips to this destination right now.',
    },
  },
  'es-ES': {
    destination: {
      tripsTitle: 'Viajes a {{name}}',
      sortLabel: 'Ordenar por',
      sort: {
        popular: 'Más populares',
        'price-asc': 'Precio: de menor a mayor',
        'price-desc': 'Precio: de mayor a menor',
        'duration-asc': 'Más cortos primero',
        'duration-desc': 'Más largos primero',
      },
      paginationLabel: 'Páginas de viajes',
      previous: 'Anterior',
      next: 'Siguiente',
      pageStatus: 'Página {{page}} de {{count}}',
      empty: 'Ahora mismo no hay viajes a este destino.',
    },
  },
  'fr-FR': {
    destination: {
      tripsTitle: 'Voyages : {{name}}',
      sortLabel: 'Trier par',
      sort: {
        popular: 'Les plus populaires',
        'price-asc': 'Prix croissant',
        'price-desc': 'Prix décroissant',
        'duration-asc': 'Les plus courts d’abord',
        'duration-desc': 'Les plus longs d’abord',
      },
      paginationLabel: 'Pages de voyages',
      previous: 'Précédent',
      next: 'Suivant',
      pageStatus: 'Page {{page}} sur {{count}}',
      empty: 'Aucun voyage vers cette destination pour le moment.',
    },
  },
  'de-DE': {
    destination: {
      tripsTitle: 'Reisen: {{name}}',
      sortLabel: 'Sortieren nach',
      sort: {
        popular: 'Beliebteste',
        'price-asc': 'Preis aufsteigend',
        'price-desc': 'Preis absteigend',
        'duration-asc': 'Kürzeste zuerst',
        'duration-desc': 'Längste zuerst',
      },
      paginationLabel: 'Seiten der Reisen',
      previous: 'Zurück',
      next: 'Weiter',
      pageStatus: 'Seite {{page}} von {{count}}',
      empty: 'Zu diesem Reiseziel gibt es gerade keine Reisen.',
    },
  },
});
