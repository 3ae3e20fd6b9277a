/**
 * The catalogue's full-text index (storefront.md §7 "Search": /api/product/card/v2/search), one MiniSearch
 * index per catalogue and language, built on first use and kept (a request never rebuilds it). Each trip
 * is one document: its title, country, cities, region, continent and category names in that language,
 * plus the country's names in the other languages (a traveller types 'Japan' on the Spanish site).
 * Terms are lower-cased and stripped of accents ('japon' finds 'Japón'); prefix and fuzzy matching make
 * the search typo-tolerant ('peruu' and 'peur' find Peru), and every word typed must match.
 */
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { type Catalogue, CONTINENT_INFO, cityName, type Trip } from '../catalogue/index.ts';
import { COPY } from '../copy/index.ts';
import { LANGS, type Lang } from '../markets.ts';

interface TripDocument {
  id: number;
  title: string;
  country: string;
  cities: string;
  region: string;
  continent: string;
  categories: string;
  aliases: string;
}

/** Words that say nothing about a trip ('discover the ...'): not indexed, not searched. */
const STOP_WORDS = new Set([
  'a',
  'and',
  'the',
  'of',
  'in',
  'to',
  'y',
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'en',
  'et',
  'le',
  'les',
  'des',
  'du',
  'und',
  'der',
  'die',
  'das',
  'von',
  'in',
]);

/** 'Fès' -> 'fes'; a stop word -> null (MiniSearch then skips it). */
export function normaliseTerm(term: string): string | null {
  const plain = term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return plain.length === 0 || STOP_WORDS.has(plain) ? null : plain;
}

/**
 * Typo tolerance by term length: none for short terms (they would match everything), one edit from four
 * letters ('peruu', 'kyto'), two from eight ('kilimanjaro').
 */
export function fuzziness(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 8 ? 1 : 2;
}

/**
 * The adjacent swaps of a term ('peur' -> 'eprur', 'pure', 'peru'): the commonest typo, which edit
 * distance counts as two edits. Searched exactly, at a lower weight than the term as typed.
 */
export function transpositions(term: string): string[] {
  if (term.length < 4) return [];
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < term.length; i++) {
    if (term[i] === term[i + 1]) continue;
    swaps.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  swaps.delete(term);
  return [...swaps];
}

/** The weight of a match through a swap, against 1 for the term as typed. */
export const TRANSPOSITION_WEIGHT = 0.7;

export const SEARCH_OPTIONS: SearchOptions = {
  boost: { country: 4, cities: 2, region: 2, title: 1.5, continent: 1, categories: 1, aliases: 1 },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => fuzziness(term),
  weights: { fuzzy: 0.3, prefix: 0.6 },
};

function documentOf(trip: Trip, lang: Lang): TripDocument {
  return {
    id: trip.id,
    title: trip.title[lang],
    country: trip.country.name[lang],
    cities: trip.cities.map((city) => cityName(city, lang)).join(' '),
    region: trip.region.name[lang],
    continent: CONTINENT_INFO[trip.continent].name[lang],
    categories: trip.categories.map((category) => COPY[lang].themes[category].title).join(' '),
    aliases: LANGS.filter((other) => other !== lang)
      .map((other) => trip.country.name[other])
      .join(' '),
  };
}

function buildIndex(catalogue: Catalogue, lang: Lang): MiniSearch<TripDocument> {
  const index = new MiniSearch<TripDocument>({
    fields: ['title', 'country', 'cities', 'region', 'continent', 'categories', 'aliases'],
    storeFields: [],
    processTerm: normaliseTerm,
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll(catalogue.trips.map((trip) => documentOf(trip, lang)));
  return index;
}

const indexes = new WeakMap<Catalogue, Map<Lang, MiniSearch<TripDocument>>>();

/** The index of the catalogue in a language: built once, then shared by every request. */
export function searchIndex(catalogue: Catalogue, lang: Lang): MiniSearch<TripDocument> {
  let byLang = indexes.get(catalogue);
  if (!byLang) {
    byLang = new Map();
    indexes.set(catalogue, byLang);
  }
  let index = byLang.get(lang);
  if (!index) {
    index = buildIndex(catalogue, lang);
    byLang.set(lang, index);
  }
  return index;
}

/**
 * The query as MiniSearch reads it: every term must match (AND), each as typed (with prefix and fuzzy
 * matching) or through one of its adjacent swaps.
 */
function queryOf(text: string): Query {
  const terms = text
    .split(/[\s\p{P}]+/u)
    .map((term) => normaliseTerm(term))
    .filter((term): term is string => term !== null);
  return {
    combineWith: 'AND',
    queries: terms.map((term) => {
      const swaps = transpositions(term);
      if (swaps.length === 0) return term;
      return {
        combineWith: 'OR',
        queries: [
          term,
          { queries: swaps, combineWith: 'OR', prefix: false, fuzzy: false, boostTerm: swapWeight },
        ],
      };
    }),
  };
}

const swapWeight = () => TRANSPOSITION_WEIGHT;

/**
 * The trips that match a query, with their relevance score, best first. A result far below the best one
 * (a fuzzy match of some unrelated word) is left out: a typo should find what was meant, not everything
 * one letter away from it.
 */
export function matchTrips(catalogue: Catalogue, lang: Lang, text: string): Map<number, number> {
  const query = queryOf(text);
  const scores = new Map<number, number>();
  if ((query as { queries: Query[] }).queries.length === 0) return scores;
  const results = searchIndex(catalogue, lang).search(query);
  const best = results[0]?.score ?? 0;
  for (const result of results) {
    if (result.score >= best * RELATIVE_CUTOFF) scores.set(result.id as number, result.score);
  }
  return scores;
}

/** A match scoring under this share of the best one is noise (see matchTrips). */
export const RELATIVE_CUTOFF = 0.35;
