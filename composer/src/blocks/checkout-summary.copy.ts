import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of checkout-summary.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    checkout: {
      summary: {
        title: 'Your trip',
        breakdown: 'See the price breakdown',
        total: 'Total',
        perPerson: '{{price}} per paying traveller',
        paymentNote: 'This is the total you will pay, taxes included.',
        next: {
          passengers: 'Continue to travellers',
          personalization: 'Continue to your trip',
          flight: 'Continue to flights',
          payment: 'Continue to payment',
        },
      },
    },
  },
  'es-ES': {
    checkout: {
      summary: {
        title: 'Tu viaje',
        breakdown: 'Ver el desglose del precio',
        total: 'Total',
        perPerson: '{{price}} por viajero que paga',
        paymentNote: 'Este es el total que pagarás, impuestos incluidos.',
        next: {
          passengers: 'Continuar con los viajeros',
          personalization: 'Continuar con tu viaje',
          flight: 'Continuar con los vuelos',
          payment: 'Continuar con el pago',
        },
      },
    },
  },
  'fr-FR': {
    checkout: {
      summary: {
        title: 'Votre voyage',
        breakdown: 'Voir le détail du prix',
        total: 'Total',
        perPerson: '{{price}} par voyageur payant',
        paymentNote: 'Voici le montant total que vous paierez, taxes comprises.',
        next: {
          passengers: 'Continuer vers les voyageurs',
          personalization: 'Continuer vers votre voyage',
          flight: 'Continuer vers les vols',
          payment: 'Continuer vers le paiement',
        },
      },
    },
  },
  'de-DE': {
    checkout: {
      summary: {
        title: 'Ihre Reise',
        breakdown: 'Preisaufschlüsselung ansehen',
        total: 'Gesamt',
        perPerson: '{{price}} pro zahlende Person',
        paymentNote: 'Das ist der Gesamtbetrag, den Sie zahlen, inklusive Steuern.',
        next: {
          passengers: 'Weiter zu den Reisenden',
          personalization: 'Weiter zu Ihrer Reise',
          flight: 'Weiter zu den Flügen',
          payment: 'Weiter zur Zahlung',
        },
      },
    },
  },
  'en-US': {
    checkout: {
      summary: {
        perPerson: '{{price}} per paying traveler',
        next: {
          passengers: 'Continue to travelers',
        },
      },
    },
  },
});
