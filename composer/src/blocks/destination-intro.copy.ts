import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of destination-intro.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    destination: {
      kind: {
        continent: 'Continent',
        country: 'Country',
        region: 'Region',
      },
      factsTitle: 'Good to know',
      facts: {
        capital: 'Capital',
        languages: 'Languages',
        currency: 'Currency',
        timeZone: 'Time zone',
        bestTime: 'Best time to visit',
        visa: 'Visa',
      },
    },
  },
  'es-ES': {
    destination: {
      kind: {
        continent: 'Continente',
        country: 'País',
        region: 'Región',
      },
      factsTitle: 'Información útil',
      facts: {
        capital: 'Capital',
        languages: 'Idiomas',
        currency: 'Moneda',
        timeZone: 'Zona horaria',
        bestTime: 'Mejor época para viajar',
        visa: 'Visado',
      },
    },
  },
  'fr-FR': {
    destination: {
      kind: {
        continent: 'Continent',
        country: 'Pays',
        region: 'Région',
      },
      factsTitle: 'Bon à savoir',
      facts: {
        capital: 'Capitale',
        languages: 'Langues',
        currency: 'Monnaie',
        timeZone: 'Fuseau horaire',
        bestTime: 'Meilleure période',
        visa: 'Visa',
      },
    },
  },
  'de-DE': {
    destination: {
      kind: {
        continent: 'Kontinent',
        country: 'Land',
        region: 'Region',
      },
      factsTitle: 'Gut zu wissen',
      facts: {
        capital: 'Hauptstadt',
        languages: 'Sprachen',
        currency: 'Währung',
        timeZone: 'Zeitzone',
        bestTime: 'Beste Reisezeit',
        visa: 'Visum',
      },
    },
  },
});
