import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of insurance-options.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    checkout: {
      insurance: {
        title: 'Travel protection',
        intro:
          'Our Travel Protection takes care of you: every trip includes Standard coverage, and Flex and Flex+ give extra peace of mind.',
        policy: 'Your cancellation policy: {{policy}}.',
      },
    },
  },
  'es-ES': {
    checkout: {
      insurance: {
        title: 'Protección de viaje',
        intro:
          'Nuestra Protección de Viaje cuida de ti: todos los viajes incluyen la cobertura Standard, y Flex y Flex+ te dan una tranquilidad adicional.',
        policy: 'Tu política de cancelación: {{policy}}.',
      },
    },
  },
  'fr-FR': {
    checkout: {
      insurance: {
        title: 'Protection Voyage',
        intro:
          'Notre Protection Voyage prend soin de vous : chaque voyage inclut la couverture Standard, et les formules Flex et Flex+ offrent une tranquillité d’esprit supplémentaire.',
        policy: 'Votre politique d’annulation : {{policy}}.',
      },
    },
  },
  'de-DE': {
    checkout: {
      insurance: {
        title: 'Reiseschutz',
        intro:
          'Unser Reiseschutz kümmert sich um Sie: Jede Reise enthält den Standard-Schutz, und Flex und Flex+ bieten Ihnen zusätzliche Sicherheit.',
        policy: 'Ihre Stornobedingungen: {{policy}}.',
      },
    },
  },
});
