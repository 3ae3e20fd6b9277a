import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of payment-failure.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    payment: {
      notConfirmed: {
        title: "Your payment wasn't confirmed",
        pendingTitle: "We're confirming your payment",
        retry: 'Pay again',
        help: 'Need a hand? Our travel team can help you finish your booking by phone.',
      },
    },
  },
  'es-ES': {
    payment: {
      notConfirmed: {
        title: 'Tu pago no se ha confirmado',
        pendingTitle: 'Estamos confirmando tu pago',
        retry: 'Volver a pagar',
        help: '¿Necesitas ayuda? Nuestro equipo de viajes puede ayudarte a completar tu reserva por teléfono.',
      },
    },
  },
  'fr-FR': {
    payment: {
      notConfirmed: {
        title: 'Votre paiement n’a pas été confirmé',
        pendingTitle: 'Nous confirmons votre paiement',
        retry: 'Payer à nouveau',
        help: 'Besoin d’aide ? Nos conseillers voyage peuvent vous aider à finaliser votre réservation par téléphone.',
      },
    },
  },
  'de-DE': {
    payment: {
      notConfirmed: {
        title: 'Ihre Zahlung wurde nicht bestätigt',
        pendingTitle: 'Wir bestätigen Ihre Zahlung',
        retry: 'Erneut bezahlen',
        help: 'Brauchen Sie Hilfe? Unser Reiseteam hilft Ihnen gern telefonisch, Ihre Buchung abzuschließen.',
      },
    },
  },
});
