import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of payment-methods.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    payment: {
      methods: {
        title: 'Payment method',
        fee: '{{description}} ({{percentage}}%): {{amount}}',
        prompt: "Choose how you'd like to pay.",
        bnplPromo: 'Or pay later: 4 interest-free payments of {{amount}}.',
      },
    },
  },
  'es-ES': {
    payment: {
      methods: {
        title: 'Método de pago',
        fee: '{{description}} ({{percentage}} %): {{amount}}',
        prompt: 'Elige cómo quieres pagar.',
        bnplPromo: 'O paga más tarde: 4 plazos sin intereses de {{amount}}.',
      },
    },
  },
  'fr-FR': {
    payment: {
      methods: {
        title: 'Moyen de paiement',
        fee: '{{description}} ({{percentage}} %) : {{amount}}',
        prompt: 'Choisissez votre moyen de paiement.',
        bnplPromo: 'Ou payez plus tard : 4 versements sans intérêts de {{amount}}.',
      },
    },
  },
  'de-DE': {
    payment: {
      methods: {
        title: 'Zahlungsart',
        fee: '{{description}} ({{percentage}} %): {{amount}}',
        prompt: 'Wählen Sie, wie Sie bezahlen möchten.',
        bnplPromo: 'Oder später bezahlen: 4 zinsfreie Raten von je {{amount}}.',
      },
    },
  },
});
