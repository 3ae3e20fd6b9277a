import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of search-results.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    searchResults: {
      summary_one: '{{count}} trip',
      summary_other: '{{count}} trips',
      sort: {
        label: 'Sort by',
        relevance: 'Best match',
        'price-asc': 'Price: low to high',
        'price-desc': 'Price: high to low',
        duration: 'Shortest first',
      },
      pages: {
        label: 'Pages',
        status: 'Page {{page}} of {{pages}}',
        previous: 'Previous page',
        next: 'Next page',
      },
      empty: {
        title: 'No trips match your search',
        text: 'Try another spelling, fewer words or fewer filters.',
        suggestions: 'Popular destinations',
        clear: 'Clear filters',
      },
    },
  },
  'es-ES': {
    searchResults: {
      summary_one: '{{count}} viaje',
      summary_other: '{{count}} viajes',
      sort: {
        label: 'Ordenar por',
        relevance: 'Más relevantes',
        'price-asc': 'Precio: de menor a mayor',
        'price-desc': 'Precio: de mayor a menor',
        duration: 'Más cortos primero',
      },
      pages: {
        label: 'Páginas',
        status: 'Página {{page}} de {{pages}}',
        previous: 'Página anterior',
        next: 'Página siguiente',
      },
      empty: {
        title: 'Ningún viaje coincide con tu búsqueda',
        text: 'Prueba con otra ortografía, menos palabras o menos filtros.',
        suggestions: 'Destinos populares',
        clear: 'Quitar filtros',
      },
    },
  },
  'fr-FR': {
    searchResults: {
      summary_one: '{{count}} voyage',
      summary_other: '{{count}} voyages',
      sort: {
        label: 'Trier par',
        relevance: 'Pertinence',
        'price-asc': 'Prix croissant',
        'price-desc': 'Prix décroissant',
        duration: 'Les plus courts d’abord',
      },
      pages: {
        label: 'Pages',
        status: 'Page {{page}} sur {{pages}}',
        previous: 'Page précédente',
        next: 'Page suivante',
      },
      empty: {
        title: 'Aucun voyage ne correspond à votre recherche',
        text: 'Essayez une autre orthographe, moins de mots ou moins de filtres.',
        suggestions: 'Destinations populaires',
        clear: 'Effacer les filtres',
      },
    },
  },
  'de-DE': {
    searchResults: {
      summary_one: '{{count}} Reise',
      summary_other: '{{count}} Reisen',
      sort: {
        label: 'Sortieren nach',
        relevance: 'Beste Treffer',
        'price-asc': 'Preis: aufsteigend',
        'price-desc': 'Preis: absteigend',
        duration: 'Kürzeste zuerst',
      },
      pages: {
        label: 'Seiten',
        status: 'Seite {{page}} von {{pages}}',
        previous: 'Vorherige Seite',
        next: 'Nächste Seite',
      },
      empty: {
        title: 'Keine Reise passt zu Ihrer Suche',
        text: 'Versuchen Sie eine andere Schreibweise, weniger Wörter oder weniger Filter.',
        suggestions: 'Beliebte Reiseziele',
        clear: 'Filter löschen',
      },
    },
  },
});
