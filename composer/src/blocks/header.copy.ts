import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of header.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    header: {
      call: 'Call us',
      menu: 'Menu',
      language: 'Language',
      skipToContent: 'Skip to main content',
      partnerLogoAlt: 'Our partner',
    },
    furniture: {
      headerSearch: {
        label: 'Search trips',
        placeholder: 'Where to?',
        button: 'Search',
      },
      languageDisclaimer: 'Some content on this site is only available in English.',
    },
  },
  'es-ES': {
    header: {
      call: 'Llámanos',
      menu: 'Menú',
      language: 'Idioma',
      skipToContent: 'Ir al contenido principal',
      partnerLogoAlt: 'Nuestro socio',
    },
    furniture: {
      headerSearch: {
        label: 'Buscar viajes',
        placeholder: '¿Adónde?',
        button: 'Buscar',
      },
      languageDisclaimer: 'Parte del contenido de este sitio solo está disponible en inglés.',
    },
  },
  'fr-FR': {
    header: {
      call: 'Appelez-nous',
      menu: 'Menu',
      language: 'Langue',
      skipToContent: 'Aller au contenu principal',
      partnerLogoAlt: 'Notre partenaire',
    },
    furniture: {
      headerSearch: {
        label: 'Rechercher un voyage',
        placeholder: 'Où partir ?',
        button: 'Rechercher',
      },
      languageDisclaimer: 'Certains contenus de ce site ne sont disponibles qu’en anglais.',
    },
  },
  'de-DE': {
    header: {
      call: 'Rufen Sie uns an',
      menu: 'Menü',
      language: 'Sprache',
      skipToContent: 'Zum Hauptinhalt springen',
      partnerLogoAlt: 'Unser Partner',
    },
    furniture: {
      headerSearch: {
        label: 'Reisen suchen',
        placeholder: 'Wohin?',
        button: 'Suchen',
      },
      languageDisclaimer: 'Einige Inhalte dieser Website sind nur auf Englisch verfügbar.',
    },
  },
  'fr-CA': {
    header: {
      skipToContent: 'Passer au contenu principal',
    },
  },
});
