import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of checkout-banner.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    checkout: {
      blackFriday: {
        title: 'Black Friday: our best prices of the year',
        ends: 'Ends {{date}}',
      },
      help: {
        label: 'Need help?',
        faq: 'Questions about booking',
        contact: 'Contact us',
      },
      priceLock: {
        title: 'Lock this price',
        text: "Hold today's price while you decide.",
        extend: 'Extend the lock',
        survey: 'Would a longer lock help you? Tell us.',
      },
    },
  },
  'es-ES': {
    checkout: {
      blackFriday: {
        title: 'Black Friday: nuestros mejores precios del año',
        ends: 'Termina el {{date}}',
      },
      help: {
        label: '¿Necesitas ayuda?',
        faq: 'Preguntas sobre la reserva',
        contact: 'Contacta con nosotros',
      },
      priceLock: {
        title: 'Bloquea este precio',
        text: 'Mantén el precio de hoy mientras te decides.',
        extend: 'Ampliar el bloqueo',
        survey: '¿Te ayudaría un bloqueo más largo? Cuéntanoslo.',
      },
    },
  },
  'fr-FR': {
    checkout: {
      blackFriday: {
        title: 'Black Friday : nos meilleurs prix de l’année',
        ends: 'Se termine le {{date}}',
      },
      help: {
        label: 'Besoin d’aide ?',
        faq: 'Questions sur la réservation',
        contact: 'Contactez-nous',
      },
      priceLock: {
        title: 'Bloquez ce prix',
        text: 'Conservez le prix d’aujourd’hui le temps de vous décider.',
        extend: 'Prolonger le blocage',
        survey: 'Un blocage plus long vous aiderait-il ? Dites-le-nous.',
      },
    },
  },
  'de-DE': {
    checkout: {
      blackFriday: {
        title: 'Black Friday: unsere besten Preise des Jahres',
        ends: 'Endet am {{date}}',
      },
      help: {
        label: 'Brauchen Sie Hilfe?',
        faq: 'Fragen zur Buchung',
        contact: 'Kontakt',
      },
      priceLock: {
        title: 'Diesen Preis sichern',
        text: 'Sichern Sie sich den heutigen Preis, während Sie sich entscheiden.',
        extend: 'Preissicherung verlängern',
        survey: 'Würde Ihnen eine längere Preissicherung helfen? Sagen Sie es uns.',
      },
    },
  },
});
