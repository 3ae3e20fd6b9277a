/**
 * The best price guarantee's named content block (storefront.md §7 `/api/cms/{name}/content-block`),
 * GET /api/cms/best-price-guarantee/content-block, in the request's language (en, es, fr, de): a JSON
 * route of the table. Kept apart from campaign-routes.ts, which imports the market routes (and so the table).
 */
import type { BuildContext } from '../builders/context.ts';
import type { Lang } from '../markets.ts';
import type { JsonRoute } from './json-route.ts';

type Section = { id: string; title: string; html: string };
const GUARANTEE: Record<Lang, { title: string; intro: string; sections: Section[] }> = {
  en: {
    title: 'Best price guarantee',
    intro: 'Found the same trip for less within 24 hours of booking? We refund the difference.',
    sections: [
      {
        id: 'conditions',
        title: 'Conditions',
        html: '<ul><li>The same trip, dates, category and number of travellers.</li><li>A price that anyone can book online, taxes included.</li><li>Found within <strong>24 hours</strong> of your booking.</li></ul>',
      },
      {
        id: 'claim',
        title: 'How to claim',
        html: '<p>Send us the link or a screenshot of the lower price with your booking number. We answer within 72 hours and refund the difference to your Wallet.</p>',
      },
    ],
  },
  es: {
    title: 'Garantía de mejor precio',
    intro:
      '¿Has encontrado el mismo viaje más barato en las 24 horas siguientes a tu reserva? Te devolvemos la diferencia.',
    sections: [
      {
        id: 'conditions',
        title: 'Condiciones',
        html: '<ul><li>El mismo viaje, fechas, categoría y número de viajeros.</li><li>Un precio que cualquiera pueda reservar en línea, impuestos incluidos.</li><li>Encontrado en las <strong>24 horas</strong> siguientes a tu reserva.</li></ul>',
      },
      {
        id: 'claim',
        title: 'Cómo reclamar',
        html: '<p>Envíanos el enlace o una captura del precio más bajo con tu número de reserva. Respondemos en 72 horas y te devolvemos la diferencia en tu Wallet.</p>',
      },
    ],
  },
  fr: {
    title: 'Garantie du meilleur prix',
    intro:
      'Vous avez trouvé le même voyage moins cher dans les 24 heures suivant votre réservation ? Nous vous remboursons la différence.',
    sections: [
      {
        id: 'conditions',
        title: 'Conditions',
        html: '<ul><li>Le même voyage, les mêmes dates, la même catégorie et le même nombre de voyageurs.</li><li>Un prix réservable en ligne par tous, taxes comprises.</li><li>Trouvé dans les <strong>24 heures</strong> suivant votre réservation.</li></ul>',
      },
      {
        id: 'claim',
        title: 'Comment faire une demande',
        html: '<p>Envoyez-nous le lien ou une capture du prix plus bas avec votre numéro de réservation. Nous répondons sous 72 heures et remboursons la différence sur votre Wallet.</p>',
      },
    ],
  },
  de: {
    title: 'Bestpreisgarantie',
    intro:
      'Sie haben dieselbe Reise innerhalb von 24 Stunden nach der Buchung günstiger gefunden? Wir erstatten die Differenz.',
    sections: [
      {
        id: 'conditions',
        title: 'Bedingungen',
        html: '<ul><li>Dieselbe Reise, dieselben Daten, dieselbe Kategorie und Zahl der Reisenden.</li><li>Ein Preis, den jeder online buchen kann, inklusive Steuern.</li><li>Gefunden innerhalb von <strong>24 Stunden</strong> nach Ihrer Buchung.</li></ul>',
      },
      {
        id: 'claim',
        title: 'So beantragen Sie die Erstattung',
        html: '<p>Senden Sie uns den Link oder einen Screenshot des günstigeren Preises mit Ihrer Buchungsnummer. Wir antworten innerhalb von 72 Stunden und erstatten die Differenz auf Ihr Wallet.</p>',
      },
    ],
  },
};

export const CAMPAIGN_ROUTES: readonly JsonRoute[] = [
  {
    path: '/api/cms/best-price-guarantee/content-block',
    build: (ctx: BuildContext) => GUARANTEE[ctx.lang],
  },
];
