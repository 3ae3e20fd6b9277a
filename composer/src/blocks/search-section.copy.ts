import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of search-section.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    search: {
      title: 'Explore extraordinary holidays',
      placeholder: 'Where would you like to go?',
      button: 'Search',
    },
  },
  'es-ES': {
    search: {
      title: 'Descubre vacaciones extraordinarias',
      placeholder: '¿Adónde quieres viajar?',
      button: 'Buscar',
    },
  },
  'fr-FR': {
    search: {
      title: 'Découvrez des vacances extraordinaires',
      placeholder: 'Où souhaitez-vous partir ?',
      button: 'Rechercher',
    },
  },
  'de-DE': {
    search: {
      title: 'Entdecken Sie außergewöhnliche Reisen',
      placeholder: 'Wohin möchten Sie reisen?',
      button: 'Suchen',
    },
  },
  'en-US': {
    search: {
      title: 'Explore extraordinary vacations',
    },
  },
  'en-CA': {
    search: {
      title: 'Explore extraordinary vacations',
    },
  },
  'es-MX': {
    search: {
      title: 'Explora vacaciones extraordinarias',
      placeholder: '¿A dónde quieres viajar?',
    },
  },
  'es-US': {
    search: {
      title: 'Explora vacaciones extraordinarias',
      placeholder: '¿A dónde quieres viajar?',
    },
  },
  'es-CO': {
    search: {
      title: 'Explora vacaciones extraordinarias',
      placeholder: '¿A dónde quieres viajar?',
    },
  },
  'fr-CA': {
    search: {
      placeholder: 'Où voulez-vous partir?',
    },
  },
});
