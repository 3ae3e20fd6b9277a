import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of best-sellers-carousel.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    links: {
      landingPromo: 'landing/holiday-deals',
    },
    bestSellers: {
      overline: 'Best seller',
      title: 'Our best-selling trips',
      subtitle: 'The tours our travellers book again and again',
    },
  },
  'es-ES': {
    links: {
      landingPromo: 'landing/ofertas-de-viajes',
    },
    bestSellers: {
      overline: 'Más vendido',
      title: 'Nuestros viajes más vendidos',
      subtitle: 'Los circuitos que nuestros viajeros reservan una y otra vez',
    },
  },
  'fr-FR': {
    links: {
      landingPromo: 'landing/offres-de-voyages',
    },
    bestSellers: {
      overline: 'Meilleure vente',
      title: 'Nos voyages les plus vendus',
      subtitle: 'Les circuits que nos voyageurs réservent encore et encore',
    },
  },
  'de-DE': {
    links: {
      landingPromo: 'landing/reiseangebote',
    },
    bestSellers: {
      overline: 'Bestseller',
      title: 'Unsere meistgebuchten Reisen',
      subtitle: 'Die Rundreisen, die unsere Gäste immer wieder buchen',
    },
  },
  'en-US': {
    links: {
      landingPromo: 'landing/vacation-deals',
    },
    bestSellers: {
      subtitle: 'The tours our travelers book again and again',
    },
  },
  'en-CA': {
    links: {
      landingPromo: 'landing/vacation-deals',
    },
  },
  'es-MX': {
    bestSellers: {
      subtitle: 'Los tours que nuestros viajeros reservan una y otra vez',
    },
  },
});
