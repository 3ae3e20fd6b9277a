import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of payment-form.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    payment: {
      form: {
        title: 'Pay and book',
        trip: 'Trip',
        total: 'Total',
        later: 'Due before travel',
        dueNow: 'To pay now',
        consent: 'I have read and accept the',
        terms: 'terms and conditions',
        pay: 'Pay {{amount}}',
        moto: "Phone or mail order: key in the customer's card on the provider's page. The card holder is not asked to confirm with their bank.",
        provider: {
          cardpay: "You'll type your card details on CardPay's secure page. We never see your card number.",
          dropin:
            "You'll pay on our payment partner's secure page, by card or bank account. We never see your card or account number.",
          bnpl: "You'll approve paying later on PayLater's page. It may check your details before approving.",
        },
      },
      part: {
        formTitle: 'Pay the next instalment',
        total: 'Booking total',
        paid: 'Paid so far',
        thisPayment: 'This payment',
      },
    },
  },
  'es-ES': {
    payment: {
      form: {
        title: 'Paga y reserva',
        trip: 'Viaje',
        total: 'Total',
        later: 'A pagar antes del viaje',
        dueNow: 'A pagar ahora',
        consent: 'He leído y acepto los',
        terms: 'términos y condiciones',
        pay: 'Pagar {{amount}}',
        moto: 'Venta telefónica o por correo: introduce la tarjeta del cliente en la página del proveedor. No se pedirá al titular de la tarjeta que confirme el pago con su banco.',
        provider: {
          cardpay:
            'Introducirás los datos de tu tarjeta en la página segura de CardPay. Nunca vemos el número de tu tarjeta.',
          dropin:
            'Pagarás en la página segura de nuestro socio de pagos, con tarjeta o cuenta bancaria. Nunca vemos el número de tu tarjeta ni de tu cuenta.',
          bnpl: 'Confirmarás el pago aplazado en la página de PayLater, que puede revisar tus datos antes de aprobarlo.',
        },
      },
      part: {
        formTitle: 'Paga el siguiente plazo',
        total: 'Total de la reserva',
        paid: 'Pagado hasta ahora',
        thisPayment: 'Este pago',
      },
    },
  },
  'fr-FR': {
    payment: {
      form: {
        title: 'Payer et réserver',
        trip: 'Voyage',
        total: 'Total',
        later: 'À régler avant le départ',
        dueNow: 'À payer maintenant',
        consent: 'J’ai lu et j’accepte les',
        terms: 'conditions générales',
        pay: 'Payer {{amount}}',
        moto: 'Vente par téléphone ou par correspondance : saisissez la carte du client sur la page du prestataire de paiement. Le titulaire de la carte n’aura pas à confirmer le paiement auprès de sa banque.',
        provider: {
          cardpay:
            'Vous saisirez les informations de votre carte sur la page sécurisée de CardPay. Nous ne voyons jamais votre numéro de carte.',
          dropin:
            'Vous paierez sur la page sécurisée de notre partenaire de paiement, par carte ou par compte bancaire. Nous ne voyons jamais votre numéro de carte ni de compte.',
          bnpl: 'Vous validerez le paiement différé sur la page de PayLater, qui peut vérifier vos informations avant de l’accepter.',
        },
      },
      part: {
        formTitle: 'Réglez la prochaine échéance',
        total: 'Total de la réservation',
        paid: 'Déjà payé',
        thisPayment: 'Ce paiement',
      },
    },
  },
  'de-DE': {
    payment: {
      form: {
        title: 'Bezahlen und buchen',
        trip: 'Reise',
        total: 'Gesamt',
        later: 'Fällig vor Reiseantritt',
        dueNow: 'Jetzt zu zahlen',
        consent: 'Ich habe gelesen und akzeptiere die',
        terms: 'Allgemeinen Geschäftsbedingungen',
        pay: '{{amount}} bezahlen',
        moto: 'Telefonische oder schriftliche Bestellung: Geben Sie die Karte des Kunden auf der Seite des Zahlungsanbieters ein. Der Karteninhaber muss die Zahlung nicht bei seiner Bank bestätigen.',
        provider: {
          cardpay:
            'Sie geben Ihre Kartendaten auf der sicheren Seite von CardPay ein. Ihre Kartennummer sehen wir nie.',
          dropin:
            'Sie bezahlen auf der sicheren Seite unseres Zahlungspartners, per Karte oder Bankkonto. Ihre Karten- oder Kontonummer sehen wir nie.',
          bnpl: 'Sie bestätigen die spätere Zahlung auf der Seite von PayLater. PayLater prüft eventuell Ihre Angaben, bevor die Zahlung freigegeben wird.',
        },
      },
      part: {
        formTitle: 'Nächste Rate bezahlen',
        total: 'Gesamtbetrag der Buchung',
        paid: 'Bisher bezahlt',
        thisPayment: 'Diese Zahlung',
      },
    },
  },
});
