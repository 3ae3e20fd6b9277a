import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of review-widget.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    reviewWidget: {
      title: 'What our travellers say',
    },
  },
  'es-ES': {
    reviewWidget: {
      title: 'Lo que opinan nuestros viajeros',
    },
  },
  'fr-FR': {
    reviewWidget: {
      title: "L'avis de nos voyageurs",
    },
  },
  'de-DE': {
    reviewWidget: {
      title: 'Das sagen unsere Reisenden',
    },
  },
  'en-US': {
    reviewWidget: {
      title: 'What our travelers say',
    },
  },
  'es-MX': {
    reviewWidget: {
      title: 'Lo que dicen nuestros viajeros',
    },
  },
});
