import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of content-page.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    content: {
      toc: 'On this page',
      updated: 'Last updated: {{date}}',
      termsOlder: 'Terms for bookings made until 31 December 2022',
      termsCurrent: 'See the current terms and conditions',
    },
  },
  'es-ES': {
    content: {
      toc: 'En esta página',
      updated: 'Última actualización: {{date}}',
      termsOlder: 'Condiciones de las reservas hechas hasta el 31 de diciembre de 2022',
      termsCurrent: 'Ver los términos y condiciones vigentes',
    },
  },
  'fr-FR': {
    content: {
      toc: 'Sur cette page',
      updated: 'Dernière mise à jour : {{date}}',
      termsOlder: 'Conditions des réservations effectuées jusqu’au 31 décembre 2022',
      termsCurrent: 'Voir les conditions générales en vigueur',
    },
  },
  'de-DE': {
    content: {
      toc: 'Auf dieser Seite',
      updated: 'Zuletzt aktualisiert: {{date}}',
      termsOlder: 'Bedingungen für Buchungen bis zum 31. Dezember 2022',
      termsCurrent: 'Zu den aktuellen Allgemeinen Geschäftsbedingungen',
    },
  },
});
