/** Textes français des pages génériques (données du sandbox). */
import type { ContentCopy, ContentFacts, SectionText } from './types.ts';

const travelCredit = (f: ContentFacts, validity: string): SectionText => [
  'conditions-travel-credit',
  '5. Conditions de l’avoir voyage',
  `<p>L’avoir voyage est un solde de votre compte ${f.brand} que vous pouvez utiliser pour tout voyage vendu sur ce site. Il est émis lorsque vous annulez une réservation à tarif flexible, lorsque nous modifions un voyage et que vous préférez un avoir à un remboursement, et dans le cadre du parrainage.</p>
<ul><li>L’avoir est valable ${validity} à compter de son émission et peut servir pour des départs postérieurs à cette date.</li>
<li>Il se cumule avec les codes promotionnels, mais ne peut être ni remboursé en espèces ni transféré sur un autre compte.</li>
<li>Si ${f.company} annule un voyage payé avec un avoir, celui-ci est recrédité sur votre compte et sa validité prolongée de 12 mois.</li></ul>
<p>Votre solde et sa date d’expiration figurent dans <strong>Mon compte › Portefeuille</strong>.</p>`,
];

const terms = (f: ContentFacts, older: boolean): SectionText[] => [
  [
    'who-we-are',
    '1. Qui sommes-nous',
    `<p>Ce site est exploité par ${f.company}, ${f.address}. Nous organisons et vendons des voyages à forfait de plusieurs jours associant vols, hébergement, transferts et activités. Notre service client est joignable à <a href="mailto:${f.email}">${f.email}</a> ou au ${f.phone}.</p>`,
  ],
  [
    'booking',
    '2. Réservation et paiement',
    `<p>Votre réservation est confirmée à réception de notre e-mail de confirmation portant un numéro de dossier. Les prix s’entendent par personne, dans la devise indiquée, taxes connues au jour de la réservation incluses.</p>
<ul><li>Vous pouvez payer en une fois ou, si le voyage le permet, en plusieurs fois : l’acompte est prélevé à la réservation et le solde ${older ? '45' : '30'} jours avant le départ.</li>
<li>Si une échéance ne peut être prélevée, nous vous contactons ; si elle reste impayée sept jours plus tard, la réservation peut être annulée selon les frais ci-dessous.</li></ul>`,
  ],
  [
    'changes',
    '3. Modifications et annulations de votre fait',
    `<p>Vous pouvez changer le nom des voyageurs jusqu’à 21 jours avant le départ si la compagnie aérienne l’accepte. Pour annuler, écrivez-nous ; les frais dépendent du délai avant le départ :</p>
<ul><li>plus de 60 jours : l’acompte ;</li><li>de 60 à 30 jours : 40 % du prix ;</li><li>de 29 à 15 jours : 70 % du prix ;</li><li>moins de 15 jours : la totalité du prix.</li></ul>`,
  ],
  [
    'changes-by-us',
    '4. Modifications et annulations de notre fait',
    '<p>Si nous devons modifier de façon importante votre voyage avant le départ, nous vous proposons le voyage modifié, une alternative équivalente, un avoir ou le remboursement intégral. Les remboursements sont effectués sous 14 jours.</p>',
  ],
  travelCredit(f, older ? '12 mois' : '24 mois'),
  [
    'liability',
    '6. Notre responsabilité',
    '<p>Nous sommes responsables de la bonne exécution de tous les services de votre forfait, qu’ils soient fournis par nous ou par nos prestataires, dans les limites prévues par les conventions internationales applicables au transport aérien et maritime.</p>',
  ],
  [
    'complaints',
    '7. Réclamations',
    `<p>Si quelque chose ne va pas pendant votre voyage, prévenez notre représentant local ou appelez-nous immédiatement afin que nous y remédiions. Les réclamations écrites doivent nous parvenir dans les 28 jours suivant votre retour à <a href="mailto:${f.email}">${f.email}</a>.</p>`,
  ],
];

export const FR: ContentCopy = {
  pages: {
    terms: (f) => ({
      title: 'Conditions générales',
      intro: `<p class="MsoNormal" style="margin:0">Ces conditions s’appliquent à tout voyage réservé sur le site ${f.brand} par des voyageurs résidant ${f.inCountry}. Merci de les lire avant de réserver.</p>`,
      sections: terms(f, false),
    }),
    cookies: (f) => ({
      title: 'Politique des cookies',
      intro: `<p>${f.brand} utilise des cookies et des technologies similaires pour faire fonctionner ce site, mémoriser vos choix et, avec votre accord, mesurer et améliorer notre service.</p>`,
      sections: [
        [
          'what-are-cookies',
          'Qu’est-ce qu’un cookie ?',
          '<p>Un cookie est un petit fichier texte qu’un site enregistre dans votre navigateur. Il permet de reconnaître votre appareil lors de votre prochaine visite.</p>',
        ],
        [
          'cookies-we-use',
          'Les cookies que nous utilisons',
          `<ul><li><strong>Nécessaires</strong> : votre langue, votre marché, votre réservation en cours et votre connexion. Le site ne fonctionne pas sans eux.</li>
<li><strong>Préférences</strong> : les voyages consultés récemment et la ville de départ choisie.</li>
<li><strong>Mesure d’audience</strong> : l’utilisation du site, de façon agrégée, pour l’améliorer.</li>
<li><strong>Publicité</strong> : pour vous montrer des offres pertinentes sur d’autres sites, uniquement avec votre accord.</li></ul>`,
        ],
        [
          'managing-cookies',
          'Gérer vos choix',
          '<p>Vous pouvez modifier votre consentement à tout moment via le lien des paramètres de cookies en bas de chaque page, ou supprimer les cookies dans votre navigateur.</p>',
        ],
      ],
    }),
    privacy: (f) => ({
      title: 'Politique de confidentialité',
      intro: `<p>Cette politique explique comment ${f.company} collecte et utilise vos données personnelles lorsque vous naviguez sur notre site, réservez un voyage ou nous contactez.</p>`,
      sections: [
        [
          'data-we-collect',
          'Les données que nous collectons',
          '<p>Vos nom et coordonnées, ceux des voyageurs pour lesquels vous réservez (date de naissance et passeport lorsque la destination l’exige), vos données de paiement et votre utilisation de notre site.</p>',
        ],
        [
          'why-we-use-it',
          'Pourquoi nous les utilisons',
          '<ul><li>Pour gérer votre réservation avec les compagnies aériennes, les hôtels et nos partenaires locaux.</li><li>Pour vous envoyer vos documents et les informations sur votre voyage.</li><li>Avec votre accord, pour vous envoyer nos offres par e-mail, ce que vous pouvez arrêter à tout moment.</li></ul>',
        ],
        [
          'sharing',
          'Avec qui nous les partageons',
          '<p>Uniquement avec les prestataires de votre voyage, les prestataires de paiement et les autorités lorsque la loi l’exige. Certains prestataires sont situés hors de votre pays ; ces transferts sont encadrés par des clauses contractuelles types.</p>',
        ],
        [
          'your-rights',
          'Vos droits',
          `<p>Vous pouvez demander l’accès, la rectification, l’effacement ou la portabilité de vos données, et vous opposer à leur utilisation, en écrivant à <a href="mailto:${f.email}">${f.email}</a>. Nous répondons sous un mois.</p>`,
        ],
      ],
    }),
    impressum: (f) => ({
      title: 'Mentions légales',
      intro: '<p>Informations sur l’éditeur de ce site.</p>',
      sections: [
        ['operator', 'Éditeur', `<p>${f.company}<br>${f.address}</p>`],
        [
          'contact-details',
          'Contact',
          `<p>Téléphone : ${f.phone}<br>E-mail : <a href="mailto:${f.email}">${f.email}</a></p>`,
        ],
        [
          'dispute-resolution',
          'Règlement des litiges',
          '<p>Nous acceptons de participer à une procédure de médiation de la consommation.</p>',
        ],
      ],
    }),
    promotionalTerms: (f) => ({
      title: 'Conditions des promotions',
      intro: `<p>Ces conditions s’appliquent aux remises, codes promotionnels et jeux-concours proposés par ${f.brand}, en complément de nos conditions générales.</p>`,
      sections: [
        [
          'promo-codes',
          'Codes promotionnels',
          '<ul><li>Un code par réservation, saisi avant le paiement.</li><li>Les codes ne sont pas échangeables contre de l’argent et perdent toute valeur à leur expiration.</li><li>Un montant minimum peut s’appliquer ; il est indiqué avec chaque offre.</li></ul>',
        ],
        [
          'flash-sales',
          'Ventes flash et offres de saison',
          '<p>Les prix réduits s’appliquent aux réservations effectuées pendant la période de l’offre, dans la limite des places disponibles. La remise est calculée sur le prix en vigueur la veille du début de l’offre.</p>',
        ],
        [
          'referral',
          'Parrainage',
          '<p>Votre filleul bénéficie d’une remise sur sa première réservation, et vous recevez un avoir voyage une fois son voyage commencé. L’avoir est soumis aux conditions de l’avoir voyage de nos conditions générales.</p>',
        ],
      ],
    }),
    help: (f) => ({
      title: 'Centre d’aide',
      intro: `<p>Les réponses aux questions les plus fréquentes de nos voyageurs. Vous ne trouvez pas la vôtre ? Notre équipe vous répond au ${f.phone}.</p>`,
      sections: [
        [
          'before-you-book',
          'Avant de réserver',
          '<h3>Que comprend le prix ?</h3><p>Les vols depuis la ville de départ choisie, l’hébergement de la catégorie sélectionnée, les transferts et les activités prévues au programme.</p><h3>Ai-je besoin d’un visa ?</h3><p>Chaque page de voyage indique les formalités d’entrée pour les ressortissants de votre pays.</p>',
        ],
        [
          'after-you-book',
          'Après la réservation',
          '<h3>Quand vais-je recevoir mes documents ?</h3><p>Vos billets et bons d’échange arrivent par e-mail 10 jours avant le départ et sont aussi disponibles dans Mon compte.</p><h3>Puis-je payer en plusieurs fois ?</h3><p>Oui, pour les voyages qui proposent un échéancier lors de la réservation.</p>',
        ],
        [
          'during-your-trip',
          'Pendant le voyage',
          `<p>Notre ligne d’assistance est ouverte 24 h/24 pendant votre voyage.</p><script>window.chat && window.chat.open()</script><p><a href="javascript:openChat()" onclick="openChat()">Discuter avec nous</a></p>`,
        ],
      ],
    }),
    about: (f) => ({
      title: `À propos de ${f.brand}`,
      intro: `<p>${f.brand} conçoit des voyages de plusieurs jours où tout est prévu — vols, hôtels, transferts et expériences — pour que vous n’ayez plus qu’à profiter.</p>`,
      sections: [
        [
          'our-story',
          'Notre histoire',
          '<p>Nous avons commencé par organiser de petits circuits pour nos amis et nos proches. Aujourd’hui, des centaines de milliers de voyageurs choisissent chaque année nos voyages sur six continents.</p>',
        ],
        [
          'how-we-work',
          'Notre façon de travailler',
          '<ul><li>Nos propres experts conçoivent chaque itinéraire.</li><li>Nous travaillons avec des partenaires locaux que nous connaissons personnellement.</li><li>Chaque voyage est protégé de la réservation jusqu’au retour.</li></ul>',
        ],
      ],
    }),
    contact: (f) => ({
      title: 'Nous contacter',
      intro: '<p>Nous sommes là pour vous aider avant, pendant et après votre voyage.</p>',
      sections: [
        [
          'phone',
          'Par téléphone',
          `<p>${f.phone}, du lundi au vendredi de 9 h à 21 h et le samedi de 10 h à 14 h.</p>`,
        ],
        [
          'email',
          'Par e-mail',
          `<p><a href="mailto:${f.email}">${f.email}</a> : nous répondons sous un jour ouvré.</p>`,
        ],
        ['office', 'Nos bureaux', `<p>${f.company}<br>${f.address}</p>`],
      ],
    }),
  },
  terms2022: (f) => ({
    title: 'Conditions générales (2022)',
    intro:
      '<p>Voici les conditions applicables aux réservations effectuées jusqu’au 31 décembre 2022. Les réservations plus récentes relèvent des conditions générales en vigueur.</p>',
    sections: terms(f, true),
  }),
  collections: {
    deals: {
      title: 'Offres de voyages',
      intro: '<p>Nos meilleurs prix du moment sur des voyages dans le monde entier.</p>',
    },
    flash: {
      title: 'Vente flash',
      intro:
        '<p>De fortes remises pendant quelques jours seulement : réservez avant la fin du compte à rebours.</p>',
    },
    lastMinute: {
      title: 'Voyages de dernière minute',
      intro: '<p>Des départs dans les prochaines semaines, à prix réduits.</p>',
    },
    early: {
      title: 'Réservation anticipée',
      intro: '<p>Réservez tôt et économisez sur les voyages les plus demandés de la saison prochaine.</p>',
    },
    hero1: {
      title: 'Offres de saison',
      intro: '<p>Les voyages qui sont à leur meilleur cette saison, à prix spéciaux.</p>',
    },
    hero2: {
      title: 'Voyages extraordinaires',
      intro: '<p>Des voyages uniques vers les lieux les plus remarquables du monde.</p>',
    },
    hero3: {
      title: 'Partez maintenant, payez plus tard',
      intro: '<p>Des voyages à réserver avec un petit acompte et à payer en plusieurs fois.</p>',
    },
    hero4: {
      title: 'Collection premium',
      intro: '<p>Nos plus beaux hôtels et nos expériences les plus exclusives.</p>',
    },
    landingDeals: {
      title: 'Offres de voyages',
      intro: '<p>Une sélection de voyages avec nos plus belles économies.</p>',
    },
    landingBeach: {
      title: 'Séjours plage',
      intro: '<p>Eaux turquoise, sable blanc et tout est organisé.</p>',
    },
    landingShort: {
      title: 'Courts séjours',
      intro: '<p>Une semaine ou moins : de grands voyages pour une courte pause.</p>',
    },
    partnerExclusive: {
      title: 'Exclusivité partenaires',
      intro: '<p>Des voyages choisis pour les clients de nos partenaires, aux prix convenus avec eux.</p>',
    },
  },
  theme: { intro: (theme, description) => `<p>${theme} : ${description}</p>` },
  destinations: {
    title: 'Destinations',
    intro: '<p>Tous les pays où nous voyageons, par continent. Choisissez-en un pour voir ses voyages.</p>',
  },
};
