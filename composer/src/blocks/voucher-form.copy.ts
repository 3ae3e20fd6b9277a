import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of voucher-form.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    checkout: {
      voucher: {
        title: 'Voucher',
        label: 'Voucher code',
        apply: 'Apply',
        remove: 'Remove voucher',
        applied: '{{code}} applied: {{amount}}',
        wallet: 'Your wallet credit can be used at payment.',
        bestCombination: "We'll combine your credit and vouchers for the best price.",
      },
    },
  },
  'es-ES': {
    checkout: {
      voucher: {
        title: 'Cupón',
        label: 'Código del cupón',
        apply: 'Aplicar',
        remove: 'Quitar cupón',
        applied: '{{code}} aplicado: {{amount}}',
        wallet: 'Puedes usar el saldo de tu monedero al pagar.',
        bestCombination: 'Combinaremos tu saldo y tus cupones para conseguirte el mejor precio.',
      },
    },
  },
  'fr-FR': {
    checkout: {
      voucher: {
        title: 'Bon de réduction',
        label: 'Code de réduction',
        apply: 'Appliquer',
        remove: 'Retirer le bon de réduction',
        applied: '{{code}} appliqué : {{amount}}',
        wallet: 'Vous pourrez utiliser le crédit de votre cagnotte au moment du paiement.',
        bestCombination:
          'Nous combinerons votre crédit et vos bons de réduction pour vous offrir le meilleur prix.',
      },
    },
  },
  'de-DE': {
    checkout: {
      voucher: {
        title: 'Gutschein',
        label: 'Gutscheincode',
        apply: 'Einlösen',
        remove: 'Gutschein entfernen',
        applied: '{{code}} eingelöst: {{amount}}',
        wallet: 'Ihr Wallet-Guthaben können Sie bei der Zahlung nutzen.',
        bestCombination:
          'Wir kombinieren Ihr Guthaben und Ihre Gutscheine so, dass Sie den besten Preis erhalten.',
      },
    },
  },
});
