import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of themed-carousel.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    links: {
      beachEscapes: 'landing/beach-holidays',
      shortTrips: 'landing/short-breaks',
    },
  },
  'es-ES': {
    links: {
      beachEscapes: 'landing/escapadas-de-playa',
      shortTrips: 'landing/viajes-cortos',
    },
  },
  'fr-FR': {
    links: {
      beachEscapes: 'landing/sejours-plage',
      shortTrips: 'landing/courts-sejours',
    },
  },
  'de-DE': {
    links: {
      beachEscapes: 'landing/strandurlaub',
      shortTrips: 'landing/kurzreisen',
    },
  },
  'en-US': {
    links: {
      beachEscapes: 'landing/beach-vacations',
      shortTrips: 'landing/short-trips',
    },
  },
  'en-CA': {
    links: {
      beachEscapes: 'landing/beach-vacations',
      shortTrips: 'landing/short-trips',
    },
  },
  'en-AU': {
    links: {
      shortTrips: 'landing/short-getaways',
    },
  },
});
