import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of footer.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    footer: {
      copyright: '© {{year}} {{brand}}. All rights reserved.',
      legal: {
        terms: 'Terms and conditions',
        promotionalTerms: 'Promotional terms',
        privacy: 'Privacy policy',
        cookies: 'Cookie policy',
      },
    },
    countries: {
      au: 'Australia',
      ca: 'Canada',
      co: 'Colombia',
      de: 'Germany',
      es: 'Spain',
      fr: 'France',
      mx: 'Mexico',
      uk: 'United Kingdom',
      us: 'United States',
    },
    furniture: {
      markets: {
        button: 'Country and language: {{country}}, {{language}}',
        title: 'Choose your country and language',
        close: 'Close',
        current: 'current',
      },
    },
  },
  'es-ES': {
    footer: {
      copyright: '© {{year}} {{brand}}. Todos los derechos reservados.',
      legal: {
        terms: 'Términos y condiciones',
        promotionalTerms: 'Condiciones de las promociones',
        privacy: 'Política de privacidad',
        cookies: 'Política de cookies',
      },
    },
    countries: {
      au: 'Australia',
      ca: 'Canadá',
      co: 'Colombia',
      de: 'Alemania',
      es: 'España',
      fr: 'Francia',
      mx: 'México',
      uk: 'Reino Unido',
      us: 'Estados Unidos',
    },
    furniture: {
      markets: {
        button: 'País e idioma: {{country}}, {{language}}',
        title: 'Elige tu país e idioma',
        close: 'Cerrar',
        current: 'actual',
      },
    },
  },
  'fr-FR': {
    footer: {
      copyright: '© {{year}} {{brand}}. Tous droits réservés.',
      legal: {
        terms: 'Conditions générales',
        promotionalTerms: 'Conditions des promotions',
        privacy: 'Politique de confidentialité',
        cookies: 'Politique relative aux cookies',
      },
    },
    countries: {
      au: 'Australie',
      ca: 'Canada',
      co: 'Colombie',
      de: 'Allemagne',
      es: 'Espagne',
      fr: 'France',
      mx: 'Mexique',
      uk: 'Royaume-Uni',
      us: 'États-Unis',
    },
    furniture: {
      markets: {
        button: 'Pays et langue : {{country}}, {{language}}',
        title: 'Choisissez votre pays et votre langue',
        close: 'Fermer',
        current: 'actuel',
      },
    },
  },
  'de-DE': {
    footer: {
      copyright: '© {{year}} {{brand}}. Alle Rechte vorbehalten.',
      legal: {
        terms: 'Allgemeine Geschäftsbedingungen',
        promotionalTerms: 'Aktionsbedingungen',
        privacy: 'Datenschutzerklärung',
        cookies: 'Cookie-Richtlinie',
      },
    },
    countries: {
      au: 'Australien',
      ca: 'Kanada',
      co: 'Kolumbien',
      de: 'Deutschland',
      es: 'Spanien',
      fr: 'Frankreich',
      mx: 'Mexiko',
      uk: 'Vereinigtes Königreich',
      us: 'Vereinigte Staaten',
    },
    furniture: {
      markets: {
        button: 'Land und Sprache: {{country}}, {{language}}',
        title: 'Wählen Sie Ihr Land und Ihre Sprache',
        close: 'Schließen',
        current: 'aktuell',
      },
    },
  },
});
