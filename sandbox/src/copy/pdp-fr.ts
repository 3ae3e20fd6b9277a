import type { PdpCopy } from './pdp-types.ts';

/** Templates avoid 'de {city}' (elision: 'd’Osaka') and keep to 'à {city}' and dashes. */
export const pdpFr: PdpCopy = {
  home: 'Accueil',
  landOnly: 'Circuit seul (sans vols)',
  tiers: { standard: 'Standard', superior: 'Supérieure', premium: 'Premium', luxury: 'Luxe' },
  paragraphs: [
    '<p>Votre itinéraire : {cities}. Chaque étape est organisée : hôtels, transferts entre les villes et visites du programme.</p>',
    '<p>Choisissez la ville de départ, la catégorie et les dates dans le calendrier : les prix sont par personne et comprennent tout ce qui figure dans les conditions.</p>',
  ],
  seo: '{days} jours, {country} : {cities}. Des voyages tout organisés, à partir de {price} par personne.',
  pdpHeader: {
    mobile: 'Réservez : -{percent} % en {month}',
    tabletUp: 'Réservez maintenant et économisez {percent} % sur les départs en {month}',
  },
  months: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  meals: { breakfast: 'Petit-déjeuner', lunch: 'Déjeuner', dinner: 'Dîner' },
  tabs: {
    hotels: 'Hôtels',
    included: 'Inclus',
    notIncluded: 'Non inclus',
    hotelsIntro: 'Hôtels de catégorie {tier} ou similaires :',
  },
  included: {
    flights: 'Vols aller-retour depuis votre ville de départ (sauf circuit seul)',
    items: [
      'Hébergement dans les hôtels indiqués ou similaires',
      'Repas selon le programme',
      'Transferts entre les villes et vers l’aéroport',
      'Visites guidées selon le programme',
      'Assurance voyage avec la couverture Standard',
    ],
  },
  notIncluded: ['Visas et droits d’entrée', 'Pourboires et dépenses personnelles', 'Excursions facultatives'],
  itinerary: {
    flight: {
      title: 'Vol {from} – {to}',
      text: '<p>Vol {from} – {to}. <strong>Transfert à l’hôtel</strong> et reste de la journée libre.</p>',
    },
    arrival: {
      title: 'Arrivée à {to}',
      text: '<p>Arrivée à {to} par vos propres moyens. Installation à l’hôtel et première promenade dans le centre.</p>',
    },
    transfer: {
      title: '{from} – {to}',
      text: '<p>Petit-déjeuner et transfert : {from} – {to}. <strong>Après-midi</strong> pour s’installer et explorer.</p>',
    },
    visits: [
      {
        title: '{city} : visite guidée',
        text: '<p>Visite guidée des incontournables à {city}, avec du <strong>temps libre</strong> l’après-midi.</p>',
      },
      {
        title: '{city} : journée libre',
        text: '<p>Une journée à votre rythme à {city} : marchés, musées ou simplement un bon repas.</p>',
      },
      {
        title: '{city} et ses environs',
        text: '<p>Excursion d’une journée : {city} et ses environs, avec <strong>déjeuner inclus</strong>.</p>',
      },
    ],
    returnFlight: {
      title: 'Vol retour : {from} – {to}',
      text: '<p>Petit-déjeuner et transfert à l’aéroport. Vol retour {from} – {to}. <strong>Fin de nos services</strong>.</p>',
    },
    end: {
      title: 'Fin du voyage',
      text: '<p>Petit-déjeuner et départ de l’hôtel à {city}. <strong>Fin de nos services</strong>.</p>',
    },
  },
  conditions: {
    title: 'Conditions de la catégorie {tier}',
    included: 'Ce qui est inclus',
    cancellation: 'Conditions d’annulation',
    cancellationHtml:
      '<p>Tous les voyages comprennent la formule <strong>STANDARD</strong> : modifications gratuites jusqu’à 60 jours avant le départ. Avec <strong>FLEX</strong>, vous pouvez annuler jusqu’à 30 jours avant le départ et recevoir un avoir du montant total ; avec <strong>FLEX+</strong>, le remboursement du montant total jusqu’à 15 jours avant le départ.</p>',
    payment: 'Paiement',
    paymentHtml:
      '<p>Payez 30 % à la réservation et le solde 45 jours avant le départ, ou la totalité en une fois. Les prix sont par personne.</p>',
  },
};
