import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of booking-confirmation.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    payment: {
      confirmation: {
        locator: 'Booking reference',
        pending: 'Confirming your payment…',
        confirmed: 'Confirmed',
        total: 'Total',
        paid: 'Paid',
        method: 'Payment method',
        policy: 'Cancellation policy',
        email: 'Confirmation sent to',
        remaining: '{{amount}} left to pay before you travel.',
        payRemaining: 'Pay the rest',
      },
      documents: {
        ticketPage: 'Your ticket',
      },
    },
  },
  'es-ES': {
    payment: {
      confirmation: {
        locator: 'Localizador',
        pending: 'Confirmando tu pago…',
        confirmed: 'Confirmada',
        total: 'Total',
        paid: 'Pagado',
        method: 'Método de pago',
        policy: 'Política de cancelación',
        email: 'Confirmación enviada a',
        remaining: 'Te quedan {{amount}} por pagar antes del viaje.',
        payRemaining: 'Pagar el resto',
      },
      documents: {
        ticketPage: 'Tu billete',
      },
    },
  },
  'fr-FR': {
    payment: {
      confirmation: {
        locator: 'Référence de réservation',
        pending: 'Confirmation de votre paiement…',
        confirmed: 'Confirmée',
        total: 'Total',
        paid: 'Payé',
        method: 'Moyen de paiement',
        policy: 'Politique d’annulation',
        email: 'Confirmation envoyée à',
        remaining: 'Il vous reste {{amount}} à régler avant votre départ.',
        payRemaining: 'Régler le solde',
      },
      documents: {
        ticketPage: 'Votre carnet de voyage',
      },
    },
  },
  'de-DE': {
    payment: {
      confirmation: {
        locator: 'Buchungsnummer',
        pending: 'Ihre Zahlung wird bestätigt…',
        confirmed: 'Bestätigt',
        total: 'Gesamt',
        paid: 'Bezahlt',
        method: 'Zahlungsart',
        policy: 'Stornobedingungen',
        email: 'Bestätigung gesendet an',
        remaining: 'Vor Reiseantritt sind noch {{amount}} zu zahlen.',
        payRemaining: 'Restbetrag bezahlen',
      },
      documents: {
        ticketPage: 'Ihr Ticket',
      },
    },
  },
});
