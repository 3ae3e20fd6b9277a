import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of accommodation-options.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    checkout: {
      accommodation: {
        title: 'Accommodation',
        intro: 'Your room is included; upgrade it if you like.',
      },
    },
  },
  'es-ES': {
    checkout: {
      accommodation: {
        title: 'Alojamiento',
        intro: 'Tu habitación está incluida; si quieres, puedes mejorarla.',
      },
    },
  },
  'fr-FR': {
    checkout: {
      accommodation: {
        title: 'Hébergement',
        intro: 'Votre chambre est incluse : surclassez-la si vous le souhaitez.',
      },
    },
  },
  'de-DE': {
    checkout: {
      accommodation: {
        title: 'Unterkunft',
        intro: 'Ihr Zimmer ist inklusive. Wenn Sie möchten, können Sie es upgraden.',
      },
    },
  },
});
