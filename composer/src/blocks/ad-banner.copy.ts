import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of ad-banner.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    adBanner: {
      label: 'Advertisement',
    },
  },
  'es-ES': {
    adBanner: {
      label: 'Publicidad',
    },
  },
  'fr-FR': {
    adBanner: {
      label: 'Publicité',
    },
  },
  'de-DE': {
    adBanner: {
      label: 'Anzeige',
    },
  },
});
