import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of checkout-progress.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    checkout: {
      title: 'Your booking',
      tripLine_one: '{{trip}} · {{from}} – {{to}} · {{count}} traveller',
      tripLine_other: '{{trip}} · {{from}} – {{to}} · {{count}} travellers',
      steps: {
        passengers: 'Travellers',
        personalization: 'Your trip',
        flight: 'Flights',
        payment: 'Payment',
      },
      heldUntil: 'Your trip is held until {{time}} (UTC).',
      retry: 'Hold my trip again',
    },
  },
  'es-ES': {
    checkout: {
      title: 'Tu reserva',
      tripLine_one: '{{trip}} · {{from}} – {{to}} · {{count}} viajero',
      tripLine_many: '{{trip}} · {{from}} – {{to}} · {{count}} viajeros',
      tripLine_other: '{{trip}} · {{from}} – {{to}} · {{count}} viajeros',
      steps: {
        passengers: 'Viajeros',
        personalization: 'Tu viaje',
        flight: 'Vuelos',
        payment: 'Pago',
      },
      heldUntil: 'Te guardamos el viaje hasta las {{time}} (UTC).',
      retry: 'Volver a guardar mi viaje',
    },
  },
  'fr-FR': {
    checkout: {
      title: 'Votre réservation',
      tripLine_one: '{{trip}} · {{from}} – {{to}} · {{count}} voyageur',
      tripLine_many: '{{trip}} · {{from}} – {{to}} · {{count}} voyageurs',
      tripLine_other: '{{trip}} · {{from}} – {{to}} · {{count}} voyageurs',
      steps: {
        passengers: 'Voyageurs',
        personalization: 'Votre voyage',
        flight: 'Vols',
        payment: 'Paiement',
      },
      heldUntil: 'Nous gardons votre voyage de côté jusqu’à {{time}} (UTC).',
      retry: 'Remettre mon voyage de côté',
    },
  },
  'de-DE': {
    checkout: {
      title: 'Ihre Buchung',
      tripLine_one: '{{trip}} · {{from}} – {{to}} · {{count}} Reisender',
      tripLine_other: '{{trip}} · {{from}} – {{to}} · {{count}} Reisende',
      steps: {
        passengers: 'Reisende',
        personalization: 'Ihre Reise',
        flight: 'Flüge',
        payment: 'Zahlung',
      },
      heldUntil: 'Ihre Reise ist bis {{time}} Uhr (UTC) für Sie reserviert.',
      retry: 'Reise erneut reservieren',
    },
  },
  'en-US': {
    checkout: {
      tripLine_one: '{{trip}} · {{from}} – {{to}} · {{count}} traveler',
      tripLine_other: '{{trip}} · {{from}} – {{to}} · {{count}} travelers',
      steps: {
        passengers: 'Travelers',
      },
    },
  },
});
