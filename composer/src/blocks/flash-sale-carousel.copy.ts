import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of flash-sale-carousel.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    flashSale: {
      overline: 'Flash Sale',
      countdown: 'Offer ends in',
      units: {
        days: 'd',
        hours: 'h',
        minutes: 'm',
        seconds: 's',
      },
    },
  },
  'es-ES': {
    flashSale: {
      overline: 'Oferta flash',
      countdown: 'La oferta termina en',
      units: {
        days: 'd',
        hours: 'h',
        minutes: 'min',
        seconds: 's',
      },
    },
  },
  'fr-FR': {
    flashSale: {
      overline: 'Vente flash',
      countdown: "L'offre se termine dans",
      units: {
        days: 'j',
        hours: 'h',
        minutes: 'min',
        seconds: 's',
      },
    },
  },
  'de-DE': {
    flashSale: {
      overline: 'Flash Sale',
      countdown: 'Angebot endet in',
      units: {
        days: 'T',
        hours: 'Std.',
        minutes: 'Min.',
        seconds: 'Sek.',
      },
    },
  },
});
