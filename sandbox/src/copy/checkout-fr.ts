import type { CheckoutCopy } from './checkout-types.ts';

export const checkoutFr: CheckoutCopy = {
  flights: {
    noFlights: 'Il ne reste plus de vols pour un départ le {date}. Merci de choisir un autre jour.',
    notADepartureDay:
      'Ce voyage ne part pas le {date} pour votre groupe. Merci de choisir un jour du calendrier.',
    landOnly: 'Ce voyage est vendu sans vols.',
  },
  rooms: {
    included: [
      { name: 'Chambre double', description: 'Un grand lit et une salle de bains privée.' },
      { name: 'Chambre twin', description: 'Deux lits simples et une salle de bains privée.' },
    ],
    supplements: [
      { name: 'Chambre supérieure', description: 'Plus grande, en étage élevé, avec un coin salon.' },
      { name: 'Chambre avec vue', description: 'Tournée vers la plus belle vue de l’hôtel.' },
      { name: 'Suite junior', description: 'Un salon séparé et une salle de bains avec baignoire.' },
    ],
  },
  activities: [
    {
      name: 'Cours de cuisine à {city}',
      description: 'Le marché, puis un déjeuner local préparé avec un chef.',
    },
    { name: 'Croisière au coucher du soleil', description: 'Deux heures sur l’eau, boissons comprises.' },
    {
      name: 'Balade gourmande à {city}',
      description: 'Dix dégustations dans la vieille ville avec un guide local.',
    },
    { name: 'Balade photo privée', description: 'Trois heures dans {city} avec un photographe.' },
    { name: 'Après-midi spa', description: 'Massage et accès au spa de l’hôtel.' },
    { name: '{city} by night', description: 'La ville illuminée, avec un guide et une halte pour dîner.' },
  ],
  insurances: {
    STANDARD: {
      name: 'Protection standard',
      coverage: [
        'Assistance médicale à l’étranger',
        'Perte de bagages',
        'Modifications gratuites jusqu’à 60 jours avant',
      ],
    },
    FLEX: {
      name: 'Flex',
      coverage: ['Tout Standard', 'Annulation jusqu’à 30 jours avant contre un avoir du montant total'],
    },
    'FLEX+': {
      name: 'Flex+',
      coverage: ['Tout Flex', 'Annulation jusqu’à 15 jours avant, remboursement intégral'],
    },
  },
  baggage: { oneBag: 'Bagage en soute (23 kg)', twoBags: 'Deux bagages en soute (23 kg chacun)' },
  campaignBanner: {
    title: '-{percent} % en {month}',
    description: 'La remise est déjà appliquée aux départs de {month}.',
  },
  dealBanner: {
    title: 'Offre de la semaine',
    description: 'Cette semaine seulement : le meilleur prix de la saison pour ce voyage.',
  },
};
