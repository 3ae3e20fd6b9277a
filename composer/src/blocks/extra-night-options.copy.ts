import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of extra-night-options.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    checkout: {
      unavailable: 'Not available',
      extraNights: {
        title: 'Extra nights',
        intro: 'Stay longer at the end of your trip.',
        none: 'No extra nights',
        nights_one: '{{count}} extra night',
        nights_other: '{{count}} extra nights',
        returnOn: 'Return on {{date}}',
        unavailable: 'Not available for these dates',
      },
    },
  },
  'es-ES': {
    checkout: {
      unavailable: 'No disponible',
      extraNights: {
        title: 'Noches extra',
        intro: 'Quédate más tiempo al final de tu viaje.',
        none: 'Sin noches extra',
        nights_one: '{{count}} noche extra',
        nights_many: '{{count}} noches extra',
        nights_other: '{{count}} noches extra',
        returnOn: 'Regreso el {{date}}',
        unavailable: 'No disponible para estas fechas',
      },
    },
  },
  'fr-FR': {
    checkout: {
      unavailable: 'Indisponible',
      extraNights: {
        title: 'Nuits supplémentaires',
        intro: 'Prolongez votre séjour à la fin de votre voyage.',
        none: 'Pas de nuit supplémentaire',
        nights_one: '{{count}} nuit supplémentaire',
        nights_many: '{{count}} nuits supplémentaires',
        nights_other: '{{count}} nuits supplémentaires',
        returnOn: 'Retour le {{date}}',
        unavailable: 'Indisponible à ces dates',
      },
    },
  },
  'de-DE': {
    checkout: {
      unavailable: 'Nicht verfügbar',
      extraNights: {
        title: 'Zusatznächte',
        intro: 'Verlängern Sie Ihren Aufenthalt am Ende Ihrer Reise.',
        none: 'Keine Zusatznächte',
        nights_one: '{{count}} Zusatznacht',
        nights_other: '{{count}} Zusatznächte',
        returnOn: 'Rückreise am {{date}}',
        unavailable: 'Für diese Daten nicht verfügbar',
      },
    },
  },
});
