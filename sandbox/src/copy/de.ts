import type { SiteCopy } from './types.ts';

export const de: SiteCopy = {
  languageName: 'Deutsch',
  themes: {
    beach: { title: 'Strandurlaub', description: 'Sand, Sonne und türkisfarbenes Wasser' },
    'short-trips': { title: 'Kurzreisen', description: 'Große Erlebnisse in einer Woche oder weniger' },
    family: { title: 'Familienurlaub', description: 'Reisen, die der ganzen Familie gefallen' },
    adventure: {
      title: 'Abenteuerreisen',
      description: 'Für Reisende, die mehr als eine schöne Aussicht suchen',
    },
    honeymoon: { title: 'Flitterwochen', description: 'Romantische Reisen zum gemeinsamen Feiern' },
    culture: { title: 'Kultur und Geschichte', description: 'Städte und Kulturerbe voller Geschichten' },
    safari: { title: 'Safaris', description: 'Begegnungen mit Afrikas Tierwelt' },
  },
  promotion: {
    barText: 'Saison-Sale: bis zu 40 % Rabatt auf ausgewählte Reisen',
    barPill: 'BEGRENZTES ANGEBOT',
    barLink: 'Angebote ansehen',
    flashTitle: 'Flash-Sale',
    flashSubtitle: 'Nur 48 Stunden, solange Plätze frei sind',
    flashCta: 'Flash-Angebote ansehen',
  },
  campaigns: [
    {
      title: 'Last-Minute-Angebote',
      subtitle: 'Abreise in den nächsten 30 Tagen',
      cta: 'Alle Angebote ansehen',
      highlight: 'Last-Minute',
    },
    {
      title: 'Früh buchen, mehr sparen',
      subtitle: 'Die Reise fürs nächste Jahr zu diesjährigen Preisen',
      cta: 'Jetzt buchen',
      highlight: 'mehr sparen',
    },
  ],
  hero: [
    {
      title: 'Bis zu <strong>40 % Rabatt</strong> in dieser Saison',
      detail: 'Ausgewählte Reisen inklusive Flug und Hotel',
      intro: null,
      subtitle: 'Begrenzte Plätze',
      cta: 'Angebote ansehen',
    },
    {
      title: 'Wachen Sie an einem <strong>außergewöhnlichen</strong> Ort auf',
      detail: null,
      intro: null,
      subtitle: 'Rundum organisierte Reisen, vom Anfang bis zum Ende',
      cta: 'Reisen entdecken',
    },
    {
      title: 'Jetzt reisen, später bezahlen',
      detail: 'Zahlen Sie bequem in Raten',
      intro: null,
      subtitle: null,
      cta: 'Mehr erfahren',
    },
    {
      title: 'Kleine Gruppen, <strong>große</strong> Momente',
      detail: null,
      intro: '{{subBrandLogo}} Unsere Premium-Kollektion',
      subtitle: 'Erfahrene Guides und Boutique-Hotels',
      cta: 'Kollektion entdecken',
    },
  ],
  menu: { destinations: 'Reiseziele', deals: 'Angebote', advisors: 'Reiseberater', help: 'Hilfe' },
  footer: {
    company: 'Unternehmen',
    legal: 'Rechtliches',
    destinations: 'Reiseziele',
    about: 'Über uns',
    contact: 'Kontakt',
    help: 'Hilfe',
    terms: 'AGB',
    privacy: 'Datenschutzerklärung',
    cookies: 'Cookie-Richtlinie',
    promoTerms: 'Aktionsbedingungen',
  },
  schedule: {
    short: 'Mo.–Fr. 9–20 Uhr',
    long: 'Montag bis Freitag 9–20 Uhr, am Wochenende 10–18 Uhr',
  },
  helpCenter: { contactUs: 'Kontakt aufnehmen', home: 'Hilfecenter' },
  reviews: [
    {
      author: 'Anna K.',
      title: 'Perfekt organisiert',
      text: 'Jeder Transfer und jedes Hotel war genau wie versprochen. Wir mussten die Reise nur noch genießen.',
    },
    {
      author: 'Lukas W.',
      title: 'Unser bester Urlaub',
      text: 'Die Reiseroute hatte die richtige Mischung aus Führungen und freier Zeit.',
    },
    {
      author: 'Sophie M.',
      title: 'Sehr gutes Preis-Leistungs-Verhältnis',
      text: 'Flüge, Hotels und Ausflüge für weniger Geld, als wir bei eigener Buchung bezahlt hätten.',
    },
    {
      author: 'Jonas B.',
      title: 'Großartige Reiseleiter',
      text: 'Unsere örtlichen Guides waren kompetent, freundlich und immer pünktlich.',
    },
    {
      author: 'Lea H.',
      title: 'Würde wieder buchen',
      text: 'Ein paar lange Reisetage, aber jeder Halt hat sich gelohnt.',
    },
    {
      author: 'Felix S.',
      title: 'Unvergesslich',
      text: 'Die Landschaften waren noch schöner als auf den Fotos.',
    },
    {
      author: 'Marie T.',
      title: 'Entspannt von Anfang an',
      text: 'Der Kundenservice hat unsere Fragen vor und während der Reise schnell beantwortet.',
    },
    {
      author: 'Paul R.',
      title: 'Schöne Hotels',
      text: 'Bequeme, zentral gelegene Hotels mit ausgezeichnetem Frühstück.',
    },
  ],
};
