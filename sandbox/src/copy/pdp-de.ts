import type { PdpCopy } from './pdp-types.ts';

export const pdpDe: PdpCopy = {
  home: 'Startseite',
  landOnly: 'Nur Rundreise (ohne Flüge)',
  tiers: { standard: 'Standard', superior: 'Superior', premium: 'Premium', luxury: 'Luxus' },
  paragraphs: [
    '<p>Ihre Route: {cities}. Jede Etappe ist organisiert: Hotels, Transfers zwischen den Städten und die Besichtigungen laut Programm.</p>',
    '<p>Wählen Sie Abflugort, Kategorie und Termin im Kalender: Die Preise gelten pro Person und enthalten alle in den Bedingungen genannten Leistungen.</p>',
  ],
  seo: '{days} Tage {country}: {cities}. Rundum organisierte Reisen ab {price} pro Person.',
  pdpHeader: {
    mobile: 'Jetzt buchen: {percent} % Rabatt im {month}',
    tabletUp: 'Jetzt buchen und {percent} % auf Abreisen im {month} sparen',
  },
  months: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  meals: { breakfast: 'Frühstück', lunch: 'Mittagessen', dinner: 'Abendessen' },
  tabs: {
    hotels: 'Hotels',
    included: 'Inklusive',
    notIncluded: 'Nicht inklusive',
    hotelsIntro: 'Hotels der Kategorie {tier} oder ähnlich:',
  },
  included: {
    flights: 'Hin- und Rückflug ab Ihrem Abflugort (außer bei „Nur Rundreise“)',
    items: [
      'Unterkunft in den genannten oder gleichwertigen Hotels',
      'Mahlzeiten laut Reiseverlauf',
      'Transfers zwischen den Städten und zum Flughafen',
      'Führungen laut Reiseverlauf',
      'Reiseversicherung mit Standard-Schutz',
    ],
  },
  notIncluded: ['Visa und Eintrittsgebühren', 'Trinkgelder und persönliche Ausgaben', 'Optionale Ausflüge'],
  itinerary: {
    flight: {
      title: 'Flug von {from} nach {to}',
      text: '<p>Flug von {from} nach {to}. <strong>Transfer zum Hotel</strong> und der restliche Tag zur freien Verfügung.</p>',
    },
    arrival: {
      title: 'Ankunft in {to}',
      text: '<p>Individuelle Anreise nach {to}. Check-in im Hotel und ein erster Spaziergang durch das Zentrum.</p>',
    },
    transfer: {
      title: '{from} – {to}',
      text: '<p>Frühstück und Transfer von {from} nach {to}. <strong>Nachmittag</strong> zum Ankommen und Erkunden.</p>',
    },
    visits: [
      {
        title: 'Stadtführung in {city}',
        text: '<p>Geführter Rundgang zu den Höhepunkten von {city}, mit <strong>Freizeit</strong> am Nachmittag.</p>',
      },
      {
        title: 'Freier Tag in {city}',
        text: '<p>Ein Tag in Ihrem eigenen Tempo in {city}: Märkte, Museen oder einfach ein gutes Essen.</p>',
      },
      {
        title: 'Ausflug in die Umgebung von {city}',
        text: '<p>Ganztägiger Ausflug in die Umgebung von {city}, <strong>Mittagessen inklusive</strong>.</p>',
      },
    ],
    returnFlight: {
      title: 'Rückflug nach {to}',
      text: '<p>Frühstück und Transfer zum Flughafen von {from} für den Rückflug nach {to}. <strong>Ende unserer Leistungen</strong>.</p>',
    },
    end: {
      title: 'Ende der Reise',
      text: '<p>Frühstück und Check-out in {city}. <strong>Ende unserer Leistungen</strong>.</p>',
    },
  },
  conditions: {
    title: 'Bedingungen der Kategorie {tier}',
    included: 'Leistungen',
    cancellation: 'Stornierungsbedingungen',
    cancellationHtml:
      '<p>Jede Reise enthält den Tarif <strong>STANDARD</strong>: kostenlose Änderungen bis 60 Tage vor Abreise. Mit <strong>FLEX</strong> können Sie bis 30 Tage vor Abreise stornieren und erhalten einen Gutschein über den vollen Betrag; mit <strong>FLEX+</strong> die Erstattung des vollen Betrags bis 15 Tage vor Abreise.</p>',
    payment: 'Zahlung',
    paymentHtml:
      '<p>Zahlen Sie 30 % bei der Buchung und den Rest 45 Tage vor Abreise, oder alles auf einmal. Die Preise gelten pro Person.</p>',
  },
};
