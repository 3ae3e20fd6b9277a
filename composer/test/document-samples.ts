/**
 * Documents as the composer would hand them over, in Spanish, French and German, for the tests and for a
 * look at the PDFs by hand. Amounts and dates are formatted with `Intl` as a caller would, so the French
 * ones carry its narrow no-break spaces ('4 496,50 €').
 */
import type { BudgetPdfData, CancellationVoucherPdfData, TicketPdfData } from '../src/documents/types.ts';

export type SampleLang = 'es' | 'fr' | 'de';

const LOCALE: Record<SampleLang, string> = { es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };
const CREATED_AT = new Date('2026-03-01T09:30:00Z');

const money = (lang: SampleLang, value: number): string =>
  new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'EUR' }).format(value);

const day = (lang: SampleLang, iso: string): string =>
  new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(iso));

const shortDay = (lang: SampleLang, iso: string): string =>
  new Intl.DateTimeFormat(LOCALE[lang], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));

/** Words of each language that the standard fonts must show as they are. */
export const NON_ASCII_WORDS: Record<SampleLang, string[]> = {
  es: ['Japón', 'niño', 'Categoría', 'Cancelación', '€'],
  fr: ['Séjour', '«', '»', 'Hébergement', 'à', 'Noël', '€'],
  de: ['Größe', 'Gebühr', 'Rücktritt', 'Hauptstraße', 'Übernachtung', '€'],
};

const BUDGET_TEXT: Record<
  SampleLang,
  Omit<BudgetPdfData, 'lang' | 'lines' | 'total' | 'qr' | 'facts' | 'createdAt'> & {
    facts: [string, string][];
    lines: [string, number][];
    totalLabel: string;
    caption: string;
  }
> = {
  es: {
    title: 'Presupuesto',
    reference: 'Referencia PRE-2026-00042',
    brand: 'Viajes Águila',
    trip: {
      title: 'Japón esencial: Tokio, Kioto y Osaka',
      url: 'https://waypoint.test/es/asia/japon/1234-japon',
    },
    facts: [
      ['Salida', `Madrid, ${day('es', '2026-12-03')}`],
      ['Categoría', 'Superior'],
      ['Viajeros', '2 adultos, 1 niño'],
    ],
    lines: [
      ['Precio base (2 adultos, 1 niño)', 3980],
      ['Suplemento habitación individual', 420],
      ['Seguro de Cancelación', 96.5],
    ],
    totalLabel: 'Total',
    validity: `Precio válido hasta el ${day('es', '2026-11-10')}. Sujeto a disponibilidad al reservar.`,
    caption: 'Escanea el código para abrir tu presupuesto en línea',
    footer:
      'Viajes Águila S.L. · CIF B-12345678 · Agencia de viajes con licencia CICMA 1234. Precios con tasas.',
  },
  fr: {
    title: 'Devis',
    reference: 'Référence PRE-2026-00042',
    brand: 'Voyages Étoile',
    trip: {
      title: '« Séjour » au Japon : Tokyo, Kyoto et Osaka',
      url: 'https://waypoint.test/fr/asie/japon/1234-japon',
    },
    facts: [
      ['Départ', `Paris, ${day('fr', '2026-12-03')}`],
      ['Hébergement', 'Supérieur, près de la gare'],
      ['Voyageurs', '2 adultes, 1 enfant'],
    ],
    lines: [
      ['Prix de base (2 adultes, 1 enfant)', 3980],
      ['Supplément chambre individuelle', 420],
      ['Assurance annulation', 96.5],
      ['Réveillon de Noël à Kyoto', 1000],
    ],
    totalLabel: 'Total à payer',
    validity: `Prix valable jusqu’au ${day('fr', '2026-11-10')}, sous réserve de disponibilité.`,
    caption: 'Scannez le code pour ouvrir votre devis en ligne',
    footer: 'Voyages Étoile SAS · Immatriculation Atout France IM075000000 · Garantie financière APST.',
  },
  de: {
    title: 'Angebot',
    reference: 'Angebotsnummer PRE-2026-00042',
    brand: 'Reisen Süd',
    trip: {
      title: 'Japan kompakt: Tokio, Kyōto und Ōsaka',
      url: 'https://waypoint.test/de/asien/japan/1234-japan',
    },
    facts: [
      ['Abreise', `München, ${day('de', '2026-12-03')}`],
      ['Zimmer', 'Größe: Doppelzimmer, Superior'],
      ['Reisende', '2 Erwachsene, 1 Kind'],
    ],
    lines: [
      ['Grundpreis (2 Erwachsene, 1 Kind)', 3980],
      ['Zusätzliche Übernachtung', 420],
      ['Rücktrittsversicherung', 96.5],
      ['Service-Gebühr', 15],
    ],
    totalLabel: 'Gesamtpreis',
    validity: `Preis gültig bis ${day('de', '2026-11-10')}, je nach Verfügbarkeit.`,
    caption: 'Scannen Sie den Code, um Ihr Angebot online zu öffnen',
    footer: 'Reisen Süd GmbH · Hauptstraße 1, 80331 München · Es gelten unsere Reisebedingungen.',
  },
};

export function sampleBudget(
  lang: SampleLang,
  qrUrl = `https://waypoint.test/${lang}/budget/PRE-2026-00042`,
) {
  const text = BUDGET_TEXT[lang];
  const sum = text.lines.reduce((total, [, amount]) => total + amount, 0);
  return {
    lang: LOCALE[lang],
    title: text.title,
    reference: text.reference,
    brand: text.brand,
    trip: text.trip,
    facts: text.facts.map(([label, value]) => ({ label, value })),
    lines: text.lines.map(([label, amount]) => ({ label, amount: money(lang, amount) })),
    total: { label: text.totalLabel, amount: money(lang, sum) },
    validity: text.validity,
    qr: { url: qrUrl, caption: text.caption },
    footer: text.footer,
    createdAt: CREATED_AT,
  } satisfies BudgetPdfData;
}

const KINDS = ['flight', 'hotel', 'transfer', 'activity'] as const;

export function sampleTicket(lang: SampleLang, segmentCount = 4): TicketPdfData {
  const budget = BUDGET_TEXT[lang];
  const words = NON_ASCII_WORDS[lang];
  return {
    lang: LOCALE[lang],
    title: { es: 'Billete', fr: 'Billet', de: 'Reiseunterlagen' }[lang],
    brand: budget.brand,
    locator: {
      label: { es: 'Localizador', fr: 'Référence', de: 'Buchungsnummer' }[lang],
      value: 'WPT-7QX42',
    },
    trip: budget.trip.title,
    dates: `${day(lang, '2026-12-03')} – ${day(lang, '2026-12-12')}`,
    passengers: {
      label: { es: 'Viajeros', fr: 'Voyageurs', de: 'Reisende' }[lang],
      names: ['María José Núñez', 'François Lefèvre', 'Jürgen Weiß'],
    },
    segments: Array.from({ length: segmentCount }, (_, i) => ({
      date: shortDay(lang, `2026-12-${String(3 + (i % 10)).padStart(2, '0')}`),
      kind: KINDS[i % KINDS.length]!,
      title: `${words[i % (words.length - 1)]} ${i + 1}: ${KINDS[i % KINDS.length]} segment`,
      detail:
        i % 3 === 0
          ? `${words[0]} — ${budget.validity} ${budget.footer}`
          : `${words[1]}, ${day(lang, '2026-12-03')}`,
      provider: `${budget.brand} Partner ${(i % 3) + 1}`,
    })),
    providers: {
      title: { es: 'Proveedores', fr: 'Prestataires', de: 'Leistungsträger' }[lang],
      rows: [1, 2, 3].map((n) => ({
        name: `${budget.brand} Partner ${n}`,
        phone: `+34 910 000 00${n}`,
        email: `partner${n}@waypoint.test`,
      })),
    },
    policy: `${words.join(' ')}. ${budget.validity} ${budget.footer}`,
    footer: budget.footer,
    createdAt: CREATED_AT,
  };
}

export function sampleCancellationVoucher(lang: SampleLang): CancellationVoucherPdfData {
  const budget = BUDGET_TEXT[lang];
  const rules: Record<SampleLang, [string, number][]> = {
    es: [
      ['Cancelación hasta 60 días antes de la salida', 150],
      ['Entre 59 y 30 días antes', 1200],
      ['Menos de 30 días', 4496.5],
    ],
    fr: [
      ['Annulation jusqu’à 60 jours avant le départ', 150],
      ['De 59 à 30 jours avant', 1200],
      ['À moins de 30 jours', 5496.5],
    ],
    de: [
      ['Rücktritt bis 60 Tage vor Abreise', 150],
      ['59 bis 30 Tage vor Abreise', 1200],
      ['Weniger als 30 Tage: volle Gebühr', 4511.5],
    ],
  };
  return {
    lang: LOCALE[lang],
    title: { es: 'Bono de cancelación', fr: 'Bon d’annulation', de: 'Stornierungsbeleg' }[lang],
    brand: budget.brand,
    locator: {
      label: { es: 'Localizador', fr: 'Référence', de: 'Buchungsnummer' }[lang],
      value: 'WPT-7QX42',
    },
    trip: budget.trip.title,
    policy: {
      name: {
        es: 'Política de Cancelación flexible',
        fr: 'Conditions d’annulation',
        de: 'Rücktrittsbedingungen',
      }[lang],
      description: `${NON_ASCII_WORDS[lang].join(' ')}. ${budget.validity}`,
    },
    rules: rules[lang].map(([label, amount]) => ({ label, value: money(lang, amount) })),
    contact: `${budget.footer} · +34 910 000 000 · ayuda@waypoint.test`,
    footer: budget.footer,
    createdAt: CREATED_AT,
  };
}
