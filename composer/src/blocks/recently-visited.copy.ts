import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of recently-visited.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    recentlyVisited: {
      title: 'Recently viewed trips',
    },
  },
  'es-ES': {
    recentlyVisited: {
      title: 'Viajes vistos recientemente',
    },
  },
  'fr-FR': {
    recentlyVisited: {
      title: 'Voyages consultés récemment',
    },
  },
  'de-DE': {
    recentlyVisited: {
      title: 'Zuletzt angesehene Reisen',
    },
  },
});
