import type { SiteCopy } from './types.ts';

export const fr: SiteCopy = {
  languageName: 'Français',
  themes: {
    beach: { title: 'Escapades à la plage', description: 'Sable, soleil et eaux turquoise' },
    'short-trips': { title: 'Courts séjours', description: 'De grandes expériences en une semaine ou moins' },
    family: { title: 'Vacances en famille', description: 'Des voyages qui plairont à toute la famille' },
    adventure: {
      title: 'Voyages d’aventure',
      description: 'Pour les voyageurs qui veulent plus qu’un panorama',
    },
    honeymoon: { title: 'Voyages de noces', description: 'Des voyages romantiques à célébrer à deux' },
    culture: {
      title: 'Culture et histoire',
      description: 'Des villes et un patrimoine qui racontent une histoire',
    },
    safari: { title: 'Safaris', description: 'À la rencontre de la faune africaine' },
  },
  promotion: {
    barText: 'Soldes de saison : jusqu’à -40 % sur une sélection de voyages',
    barPill: 'OFFRE LIMITÉE',
    barLink: 'Voir les offres',
    flashTitle: 'Vente flash',
    flashSubtitle: '48 heures seulement, dans la limite des places disponibles',
    flashCta: 'Voir les ventes flash',
  },
  campaigns: [
    {
      title: 'Offres de dernière minute',
      subtitle: 'Départs dans les 30 prochains jours',
      cta: 'Voir toutes les offres',
      highlight: 'dernière minute',
    },
    {
      title: 'Réservez tôt, économisez plus',
      subtitle: 'Le voyage de l’an prochain au prix de cette année',
      cta: 'Réserver',
      highlight: 'économisez plus',
    },
  ],
  hero: [
    {
      title: 'Jusqu’à <strong>-40 %</strong> cette saison',
      detail: 'Des voyages sélectionnés avec vols et hôtels inclus',
      intro: null,
      subtitle: 'Places limitées',
      cta: 'Voir les offres',
    },
    {
      title: 'Réveillez-vous dans un lieu <strong>extraordinaire</strong>',
      detail: null,
      intro: null,
      subtitle: 'Des voyages entièrement organisés, du départ au retour',
      cta: 'Explorer les voyages',
    },
    {
      title: 'Partez maintenant, payez plus tard',
      detail: 'Réglez votre voyage en plusieurs fois',
      intro: null,
      subtitle: null,
      cta: 'En savoir plus',
    },
    {
      title: 'Petits groupes, <strong>grands</strong> moments',
      detail: null,
      intro: '{{subBrandLogo}} Notre collection premium',
      subtitle: 'Des guides experts et des hôtels de charme',
      cta: 'Découvrir la collection',
    },
  ],
  menu: { destinations: 'Destinations', deals: 'Offres', advisors: 'Conseillers voyage', help: 'Aide' },
  footer: {
    company: 'Entreprise',
    legal: 'Mentions légales',
    destinations: 'Destinations',
    about: 'À propos',
    contact: 'Contact',
    help: 'Aide',
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
    cookies: 'Politique des cookies',
    promoTerms: 'Conditions des promotions',
  },
  schedule: {
    short: 'Lun.–ven. 9 h–20 h',
    long: 'Du lundi au vendredi, de 9 h à 20 h ; le week-end, de 10 h à 18 h',
  },
  helpCenter: { contactUs: 'Nous contacter', home: 'Centre d’aide' },
  reviews: [
    {
      author: 'Camille D.',
      title: 'Une organisation parfaite',
      text: 'Chaque transfert et chaque hôtel étaient conformes à ce qui était promis. Nous n’avions plus qu’à profiter.',
    },
    {
      author: 'Julien M.',
      title: 'Nos meilleures vacances',
      text: 'L’itinéraire offrait le bon équilibre entre visites guidées et temps libre.',
    },
    {
      author: 'Léa B.',
      title: 'Un excellent rapport qualité-prix',
      text: 'Vols, hôtels et excursions pour moins cher que si nous avions tout réservé nous-mêmes.',
    },
    {
      author: 'Thomas R.',
      title: 'Des guides formidables',
      text: 'Nos guides locaux étaient passionnants, aimables et toujours ponctuels.',
    },
    {
      author: 'Chloé P.',
      title: 'Je réserverais à nouveau',
      text: 'Quelques longues journées de route, mais chaque étape en valait la peine.',
    },
    {
      author: 'Nicolas G.',
      title: 'Inoubliable',
      text: 'Les paysages étaient encore plus beaux que sur les photos.',
    },
    {
      author: 'Manon L.',
      title: 'Sans stress',
      text: 'Le service client a répondu rapidement à nos questions avant et pendant le voyage.',
    },
    {
      author: 'Hugo F.',
      title: 'De très beaux hôtels',
      text: 'Des hôtels confortables et bien situés, avec d’excellents petits-déjeuners.',
    },
  ],
};
