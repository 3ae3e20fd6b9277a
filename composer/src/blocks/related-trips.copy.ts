import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of related-trips.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    trip: {
      related: {
        title: 'You may also like',
      },
    },
  },
  'es-ES': {
    trip: {
      related: {
        title: 'También te puede gustar',
      },
    },
  },
  'fr-FR': {
    trip: {
      related: {
        title: 'Vous aimerez aussi',
      },
    },
  },
  'de-DE': {
    trip: {
      related: {
        title: 'Das könnte Ihnen auch gefallen',
      },
    },
  },
});
