/**
 * Trip titles and descriptions in the four copy languages. Templates avoid prepositions before
 * country names (German and French would need articles and genders) and put them before cities only.
 */
import type { Lang } from '../markets.ts';
import type { Category } from './types.ts';

/** 'A', 'A and B', 'A, B and C' in the language's own conjunction (Spanish 'y' becomes 'e' before an i-sound). */
export function joinList(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] as string;
  let conjunction = { en: 'and', es: 'y', fr: 'et', de: 'und' }[lang];
  if (lang === 'es' && /^h?[iíIÍ](?![aeoáéó])/.test(last)) conjunction = 'e';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${last}`;
}

/** French 'de' with elision: 'de Rome', 'd’Osaka', 'd’Hanoi'. */
function deFr(text: string): string {
  return /^[aeiouyàâéèêîôûhAEIOUYÀÂÉÈÊÎÔÛH]/.test(text) ? `d’${text}` : `de ${text}`;
}

type Template = (list: string) => string;

/** Two title templates per category and language; a trip picks one. */
export const TITLE_TEMPLATES: Record<Lang, Record<Category, readonly [Template, Template]>> = {
  en: {
    beach: [(l) => `Beaches of ${l}`, (l) => `Sun and sea in ${l}`],
    culture: [(l) => `Culture and history of ${l}`, (l) => `Discover ${l}`],
    adventure: [(l) => `Adventure across ${l}`, (l) => `Wild landscapes of ${l}`],
    family: [(l) => `Family holiday in ${l}`, (l) => `${l} with the kids`],
    honeymoon: [(l) => `Honeymoon in ${l}`, (l) => `Romantic getaway to ${l}`],
    safari: [(l) => `Safari and wildlife: ${l}`, (l) => `Big Five safari: ${l}`],
    'short-trips': [(l) => `Short break in ${l}`, (l) => `A few days in ${l}`],
  },
  es: {
    beach: [(l) => `Playas de ${l}`, (l) => `Sol y mar en ${l}`],
    culture: [(l) => `Cultura e historia de ${l}`, (l) => `Descubre ${l}`],
    adventure: [(l) => `Aventura por ${l}`, (l) => `Paisajes salvajes de ${l}`],
    family: [(l) => `Vacaciones en familia en ${l}`, (l) => `${l} con niños`],
    honeymoon: [(l) => `Luna de miel en ${l}`, (l) => `Escapada romántica a ${l}`],
    safari: [(l) => `Safari y naturaleza: ${l}`, (l) => `Safari de los Cinco Grandes: ${l}`],
    'short-trips': [(l) => `Escapada a ${l}`, (l) => `Unos días en ${l}`],
  },
  fr: {
    beach: [(l) => `Plages et soleil à ${l}`, (l) => `Farniente à ${l}`],
    culture: [(l) => `Culture et histoire : ${l}`, (l) => `À la découverte ${deFr(l)}`],
    adventure: [(l) => `Aventure entre ${l}`, (l) => `Grands espaces ${deFr(l)}`],
    family: [(l) => `Vacances en famille à ${l}`, (l) => `${l} en famille`],
    honeymoon: [(l) => `Lune de miel à ${l}`, (l) => `Escapade romantique à ${l}`],
    safari: [(l) => `Safari et nature : ${l}`, (l) => `Safari des Big Five : ${l}`],
    'short-trips': [(l) => `Escapade à ${l}`, (l) => `Quelques jours à ${l}`],
  },
  de: {
    beach: [(l) => `Strände von ${l}`, (l) => `Sonne und Meer in ${l}`],
    culture: [(l) => `Kultur und Geschichte: ${l}`, (l) => `Entdecken Sie ${l}`],
    adventure: [(l) => `Abenteuer in ${l}`, (l) => `Wilde Landschaften rund um ${l}`],
    family: [(l) => `Familienurlaub in ${l}`, (l) => `${l} mit Kindern`],
    honeymoon: [(l) => `Flitterwochen in ${l}`, (l) => `Romantische Auszeit in ${l}`],
    safari: [(l) => `Safari und Wildnis: ${l}`, (l) => `Big-Five-Safari: ${l}`],
    'short-trips': [(l) => `Kurztrip nach ${l}`, (l) => `Ein paar Tage in ${l}`],
  },
};

const BLURBS: Record<Lang, Record<Category, string>> = {
  en: {
    beach: 'Sun, sea and plenty of time to unwind.',
    culture: 'Guided visits to the essential sights, with free time to explore on your own.',
    adventure: 'Hikes, open landscapes and unforgettable views.',
    family: 'Activities for all ages and comfortable hotels for the whole family.',
    honeymoon: 'Romantic hotels, private transfers and special touches for two.',
    safari: 'Game drives with expert guides and nights in handpicked lodges.',
    'short-trips': 'A compact itinerary, ideal for a long weekend.',
  },
  es: {
    beach: 'Sol, mar y tiempo de sobra para desconectar.',
    culture: 'Visitas guiadas a los lugares imprescindibles y tiempo libre para explorar por tu cuenta.',
    adventure: 'Caminatas, grandes paisajes y vistas inolvidables.',
    family: 'Actividades para todas las edades y hoteles cómodos para toda la familia.',
    honeymoon: 'Hoteles románticos, traslados privados y detalles especiales para dos.',
    safari: 'Safaris con guías expertos y noches en lodges seleccionados.',
    'short-trips': 'Un itinerario compacto, ideal para un fin de semana largo.',
  },
  fr: {
    beach: 'Du soleil, la mer et tout le temps de se détendre.',
    culture: 'Des visites guidées des sites incontournables et du temps libre pour explorer à votre rythme.',
    adventure: 'Randonnées, grands espaces et vues inoubliables.',
    family: 'Des activités pour tous les âges et des hôtels confortables pour toute la famille.',
    honeymoon: 'Des hôtels romantiques, des transferts privés et des attentions pour deux.',
    safari: 'Des safaris avec des guides experts et des nuits dans des lodges choisis avec soin.',
    'short-trips': 'Un itinéraire compact, idéal pour un long week-end.',
  },
  de: {
    beach: 'Sonne, Meer und viel Zeit zum Entspannen.',
    culture:
      'Geführte Besichtigungen der wichtigsten Sehenswürdigkeiten und Freizeit für eigene Entdeckungen.',
    adventure: 'Wanderungen, weite Landschaften und unvergessliche Ausblicke.',
    family: 'Aktivitäten für jedes Alter und komfortable Hotels für die ganze Familie.',
    honeymoon: 'Romantische Hotels, private Transfers und besondere Momente zu zweit.',
    safari: 'Pirschfahrten mit erfahrenen Guides und Nächte in ausgewählten Lodges.',
    'short-trips': 'Eine kompakte Reiseroute, ideal für ein verlängertes Wochenende.',
  },
};

export function tripTitle(lang: Lang, category: Category, variant: 0 | 1, cities: readonly string[]): string {
  return TITLE_TEMPLATES[lang][category][variant](joinList(cities, lang));
}

export function tripDescription(
  lang: Lang,
  category: Category,
  days: number,
  cities: readonly string[],
  country: string,
): string {
  const list = joinList(cities, lang);
  const lead = {
    en: `${days} days visiting ${list} (${country}).`,
    es: `${days} días recorriendo ${list} (${country}).`,
    fr: `${days} jours pour découvrir ${list} (${country}).`,
    de: `${days} Tage mit Stationen in ${list} (${country}).`,
  }[lang];
  return `${lead} ${BLURBS[lang][category]}`;
}
