import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of payment-plans.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    payment: {
      plans: {
        title: 'How would you like to pay?',
      },
    },
  },
  'es-ES': {
    payment: {
      plans: {
        title: '¿Cómo quieres pagar?',
      },
    },
  },
  'fr-FR': {
    payment: {
      plans: {
        title: 'Comment souhaitez-vous payer ?',
      },
    },
  },
  'de-DE': {
    payment: {
      plans: {
        title: 'Wie möchten Sie bezahlen?',
      },
    },
  },
});
