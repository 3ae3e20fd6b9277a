import type { CheckoutCopy } from './checkout-types.ts';

export const checkoutDe: CheckoutCopy = {
  flights: {
    noFlights: 'Für eine Abreise am {date} sind keine Flüge mehr frei. Bitte wähle einen anderen Tag.',
    notADepartureDay:
      'Diese Reise startet am {date} nicht für deine Gruppe. Bitte wähle einen Tag im Kalender.',
    landOnly: 'Diese Reise wird ohne Flüge verkauft.',
  },
  rooms: {
    included: [
      { name: 'Doppelzimmer', description: 'Ein Doppelbett und eigenes Bad.' },
      { name: 'Zweibettzimmer', description: 'Zwei Einzelbetten und eigenes Bad.' },
    ],
    supplements: [
      { name: 'Superior-Zimmer', description: 'Größer, in einer oberen Etage, mit Sitzecke.' },
      { name: 'Zimmer mit Aussicht', description: 'Mit der schönsten Aussicht des Hotels.' },
      { name: 'Junior-Suite', description: 'Eigener Wohnbereich und Bad mit Badewanne.' },
    ],
  },
  activities: [
    {
      name: 'Kochkurs in {city}',
      description: 'Einkauf auf dem Markt und ein landestypisches Mittagessen mit einem Koch.',
    },
    { name: 'Bootsfahrt bei Sonnenuntergang', description: 'Zwei Stunden auf dem Wasser mit Getränken.' },
    {
      name: 'Kulinarische Tour durch {city}',
      description: 'Zehn Kostproben in der Altstadt mit einem lokalen Guide.',
    },
    { name: 'Private Fototour', description: 'Drei Stunden mit einem Fotografen durch {city}.' },
    { name: 'Spa-Nachmittag', description: 'Massage und Zugang zum Spa des Hotels.' },
    { name: '{city} bei Nacht', description: 'Die beleuchtete Stadt mit Guide und Abendessen.' },
  ],
  insurances: {
    STANDARD: {
      name: 'Standardschutz',
      coverage: [
        'Medizinische Hilfe im Ausland',
        'Gepäckverlust',
        'Kostenlose Umbuchung bis 60 Tage vor Abreise',
      ],
    },
    FLEX: {
      name: 'Flex',
      coverage: [
        'Alles aus Standard',
        'Storno bis 30 Tage vor Abreise gegen einen Gutschein über den vollen Betrag',
      ],
    },
    'FLEX+': {
      name: 'Flex+',
      coverage: ['Alles aus Flex', 'Storno bis 15 Tage vor Abreise mit voller Erstattung'],
    },
  },
  baggage: { oneBag: 'Aufgabegepäck (23 kg)', twoBags: 'Zwei Aufgabegepäckstücke (je 23 kg)' },
  campaignBanner: {
    title: '{percent} % Rabatt im {month}',
    description: 'Der Rabatt ist bei Abreisen im {month} schon abgezogen.',
  },
  dealBanner: {
    title: 'Angebot der Woche',
    description: 'Nur diese Woche: der beste Preis der Saison für diese Reise.',
  },
};
