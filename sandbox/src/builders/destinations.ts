/**
 * Destination data (storefront.md §2 destination pages, §7 `/api/landing/continent/{id}`,
 * `/api/landing/v2/country/{id}`, `/v1/destinations/countries/{id}`): the directory of continents,
 * countries and regions with their friendly URLs (the ones the menus and home page hand out), the landing
 * data of each, and a country's travel facts. Deterministic from the catalogue; copy in four languages.
 */
import type {
  UpstreamCountryFacts,
  UpstreamDestinationDirectory,
  UpstreamDestinationLanding,
} from '@waypoint/schemas';
import {
  CONTINENT_INFO,
  CONTINENTS,
  type Continent,
  type CountryDef,
  continentPath,
  countryPath,
  REGIONS,
  type RegionDef,
  regionPath,
  type Trip,
} from '../catalogue/index.ts';
import type { Lang, Market } from '../markets.ts';
import { mediaUrl } from '../media/urls.ts';
import { hashString } from '../rng.ts';
import { cityImageName, productCard } from './cards.ts';
import type { BuildContext } from './context.ts';
import { COUNTRY_FACTS, type VisaRule } from './destination-facts.ts';

interface DestinationCopy {
  home: string;
  title: (name: string) => string;
  continentIntro: (name: string, countries: number, trips: number) => string;
  regionIntro: (name: string, countries: string, trips: number) => string;
  countryIntro: (name: string, cities: string, trips: number) => string;
  closing: (name: string) => string;
  visa: Record<VisaRule, string>;
  months: (from: string, to: string) => string;
}

const list = (items: readonly string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

const COPY: Record<Lang, DestinationCopy> = {
  en: {
    home: 'Home',
    title: (name) => `Trips to ${name}`,
    continentIntro: (name, countries, trips) =>
      `${name} in ${countries} countries and ${trips} tours: guided multi-day trips with flights, hotels and the best visits included.`,
    regionIntro: (name, countries, trips) =>
      `${trips} trips through ${name}: ${countries}. Every package includes flights, hand-picked hotels and local guides.`,
    countryIntro: (name, cities, trips) =>
      `Discover ${name} on one of our ${trips} tours, visiting ${cities}. Flights, hotels and transfers are arranged for you.`,
    closing: (name) =>
      `Choose your dates, your departure airport and the category that suits you: we take care of the rest of your trip to ${name}.`,
    visa: {
      free: 'Most visitors need no visa for a stay of up to 90 days; a passport valid for six months is required.',
      eta: 'Most visitors need an electronic travel authorisation, requested online before departure.',
      arrival: 'Most visitors get a visa on arrival; check the fee and the passport rules before you travel.',
      required: 'Most visitors need a visa issued before departure by the consulate.',
    },
    months: (from, to) => `From ${from} to ${to}`,
  },
  es: {
    home: 'Inicio',
    title: (name) => `Viajes a ${name}`,
    continentIntro: (name, countries, trips) =>
      `${name} en ${countries} países y ${trips} circuitos: viajes guiados de varios días con vuelos, hoteles y las mejores visitas incluidas.`,
    regionIntro: (name, countries, trips) =>
      `${trips} viajes por ${name}: ${countries}. Todos los paquetes incluyen vuelos, hoteles seleccionados y guías locales.`,
    countryIntro: (name, cities, trips) =>
      `Descubre ${name} en uno de nuestros ${trips} circuitos, visitando ${cities}. Vuelos, hoteles y traslados organizados para ti.`,
    closing: (name) =>
      `Elige tus fechas, tu aeropuerto de salida y la categoría que prefieras: nosotros nos ocupamos del resto de tu viaje a ${name}.`,
    visa: {
      free: 'La mayoría de los viajeros no necesita visado para estancias de hasta 90 días; se requiere un pasaporte con seis meses de validez.',
      eta: 'La mayoría de los viajeros necesita una autorización electrónica de viaje, que se solicita en línea antes de salir.',
      arrival:
        'La mayoría de los viajeros obtiene el visado a la llegada; consulta la tasa y los requisitos del pasaporte antes de viajar.',
      required: 'La mayoría de los viajeros necesita un visado expedido por el consulado antes de salir.',
    },
    months: (from, to) => `De ${from} a ${to}`,
  },
  fr: {
    home: 'Accueil',
    title: (name) => `Voyages : ${name}`,
    continentIntro: (name, countries, trips) =>
      `${name} : ${countries} pays et ${trips} circuits guidés de plusieurs jours, vols, hôtels et meilleures visites compris.`,
    regionIntro: (name, countries, trips) =>
      `${trips} voyages à travers la région ${name} : ${countries}. Chaque forfait comprend les vols, des hôtels choisis et des guides locaux.`,
    countryIntro: (name, cities, trips) =>
      `Découvrez la destination ${name} avec l’un de nos ${trips} circuits, à ${cities}. Vols, hôtels et transferts organisés pour vous.`,
    closing: (name) =>
      `Choisissez vos dates, votre aéroport de départ et la catégorie qui vous convient : nous nous occupons du reste de votre voyage (${name}).`,
    visa: {
      free: 'La plupart des voyageurs n’ont pas besoin de visa pour un séjour de 90 jours maximum ; un passeport valable six mois est exigé.',
      eta: 'La plupart des voyageurs ont besoin d’une autorisation de voyage électronique, à demander en ligne avant le départ.',
      arrival:
        'La plupart des voyageurs obtiennent un visa à l’arrivée ; vérifiez les frais et les règles de passeport avant de partir.',
      required: 'La plupart des voyageurs ont besoin d’un visa délivré par le consulat avant le départ.',
    },
    months: (from, to) => `De ${from} à ${to}`,
  },
  de: {
    home: 'Startseite',
    title: (name) => `Reisen: ${name}`,
    continentIntro: (name, countries, trips) =>
      `${name}: ${countries} Länder und ${trips} geführte Rundreisen über mehrere Tage, mit Flügen, Hotels und den schönsten Besichtigungen.`,
    regionIntro: (name, countries, trips) =>
      `${trips} Reisen durch ${name}: ${countries}. Jedes Paket enthält Flüge, ausgewählte Hotels und örtliche Reiseleiter.`,
    countryIntro: (name, cities, trips) =>
      `Entdecken Sie ${name} auf einer unserer ${trips} Rundreisen mit ${cities}. Flüge, Hotels und Transfers organisieren wir für Sie.`,
    closing: (name) =>
      `Wählen Sie Ihre Reisedaten, Ihren Abflughafen und die passende Kategorie: um den Rest Ihrer Reise (${name}) kümmern wir uns.`,
    visa: {
      free: 'Die meisten Reisenden brauchen für bis zu 90 Tage kein Visum; der Reisepass muss noch sechs Monate gültig sein.',
      eta: 'Die meisten Reisenden brauchen eine elektronische Reisegenehmigung, die vor der Abreise online beantragt wird.',
      arrival:
        'Die meisten Reisenden erhalten ein Visum bei der Ankunft; prüfen Sie vorher Gebühr und Passregeln.',
      required:
        'Die meisten Reisenden brauchen ein Visum, das vor der Abreise vom Konsulat ausgestellt wird.',
    },
    months: (from, to) => `Von ${from} bis ${to}`,
  },
};

const AND: Record<Lang, string> = { en: 'and', es: 'y', fr: 'et', de: 'und' };

/** Trips most popular first in the market (the default order of a destination's list). */
function byPopularity(trips: readonly Trip[], market: Market): Trip[] {
  const score = (trip: Trip) => trip.popularity + (hashString(`${market}:${trip.id}`) % 400);
  return [...trips].sort((a, b) => score(b) - score(a) || a.id - b.id);
}

const tripsOfContinent = (ctx: BuildContext, continent: Continent) =>
  ctx.catalogue.trips.filter((trip) => trip.continent === continent);
const tripsOfRegion = (ctx: BuildContext, region: RegionDef) =>
  ctx.catalogue.trips.filter((trip) => trip.region.id === region.id);
const countriesOfRegion = (ctx: BuildContext, region: RegionDef) =>
  ctx.catalogue.countries.filter((country) => country.region === region.key);
const regionsOfContinent = (ctx: BuildContext, continent: Continent) =>
  REGIONS.filter((region) => region.continent === continent && countriesOfRegion(ctx, region).length > 0);

const continentById = (id: number) => CONTINENTS.find((c) => CONTINENT_INFO[c].id === id);
const regionOf = (country: CountryDef) => REGIONS.find((r) => r.key === country.region)!;

/** A destination's picture: the first city of its most popular trip. */
function imageName(ctx: BuildContext, trips: readonly Trip[], fallback: string): string {
  const first = byPopularity(trips, ctx.market)[0];
  return first ? cityImageName(first, 0) : fallback;
}

export function destinationDirectory(ctx: BuildContext): UpstreamDestinationDirectory {
  const { market, lang } = ctx;
  return [
    ...CONTINENTS.map((continent) => ({
      kind: 'continent' as const,
      id: CONTINENT_INFO[continent].id,
      name: CONTINENT_INFO[continent].name[lang],
      url: continentPath(continent, market),
      continentId: null,
      regionId: null,
    })),
    ...ctx.catalogue.countries.map((country) => ({
      kind: 'country' as const,
      id: country.id,
      name: country.name[lang],
      url: countryPath(country, market),
      continentId: CONTINENT_INFO[country.continent].id,
      regionId: regionOf(country).id,
    })),
    ...REGIONS.filter((region) => countriesOfRegion(ctx, region).length > 0).map((region) => ({
      kind: 'region' as const,
      id: region.id,
      name: region.name[lang],
      url: regionPath(region, market),
      continentId: CONTINENT_INFO[region.continent].id,
      regionId: null,
    })),
  ];
}

function countryTile(ctx: BuildContext, country: CountryDef) {
  const trips = ctx.catalogue.tripsOfCountry(country.id);
  return {
    kind: 'country' as const,
    id: country.id,
    name: country.name[ctx.lang],
    url: countryPath(country, ctx.market),
    imageUrl: mediaUrl(ctx.base, 'card', imageName(ctx, trips, country.name.en)),
    amount: trips.length,
  };
}

function regionTile(ctx: BuildContext, region: RegionDef) {
  const trips = tripsOfRegion(ctx, region);
  return {
    kind: 'region' as const,
    id: region.id,
    name: region.name[ctx.lang],
    url: regionPath(region, ctx.market),
    imageUrl: mediaUrl(ctx.base, 'card', imageName(ctx, trips, region.name.en)),
    amount: trips.length,
  };
}

function landing(
  ctx: BuildContext,
  entry: { kind: 'continent' | 'country' | 'region'; id: number; name: string; url: string },
  intro: string,
  trips: readonly Trip[],
  crumbs: { title: string; link: string }[],
  subDestinations: UpstreamDestinationLanding['subDestinations'],
): UpstreamDestinationLanding {
  const copy = COPY[ctx.lang];
  const image = imageName(ctx, trips, entry.name);
  return {
    ...entry,
    title: copy.title(entry.name),
    intro: `${intro}\n\n${copy.closing(entry.name)}`,
    image: { url: mediaUrl(ctx.base, 'hero', image), text: entry.name },
    breadcrumb: [
      { title: copy.home, link: `/${ctx.market}` },
      ...crumbs,
      { title: entry.name, link: entry.url },
    ],
    containers: ['destination', 'destinationInfo', 'destinationLandings'],
    subDestinations,
    products: byPopularity(trips, ctx.market).map((trip) => productCard(ctx, trip)),
  };
}

export function continentLanding(ctx: BuildContext, id: number): UpstreamDestinationLanding | undefined {
  const continent = continentById(id);
  if (!continent) return undefined;
  const { lang, market } = ctx;
  const name = CONTINENT_INFO[continent].name[lang];
  const trips = tripsOfContinent(ctx, continent);
  const countries = ctx.catalogue.countries.filter((c) => c.continent === continent);
  return landing(
    ctx,
    { kind: 'continent', id, name, url: continentPath(continent, market) },
    COPY[lang].continentIntro(name, countries.length, trips.length),
    trips,
    [],
    [
      ...regionsOfContinent(ctx, continent).map((region) => regionTile(ctx, region)),
      ...countries.map((country) => countryTile(ctx, country)),
    ],
  );
}

export function regionLanding(ctx: BuildContext, id: number): UpstreamDestinationLanding | undefined {
  const region = REGIONS.find((r) => r.id === id);
  if (!region) return undefined;
  const countries = countriesOfRegion(ctx, region);
  if (countries.length === 0) return undefined;
  const { lang, market } = ctx;
  const name = region.name[lang];
  const trips = tripsOfRegion(ctx, region);
  const continent = CONTINENT_INFO[region.continent];
  return landing(
    ctx,
    { kind: 'region', id, name, url: regionPath(region, market) },
    COPY[lang].regionIntro(
      name,
      list(
        countries.map((c) => c.name[lang]),
        AND[lang],
      ),
      trips.length,
    ),
    trips,
    [{ title: continent.name[lang], link: continentPath(region.continent, market) }],
    countries.map((country) => countryTile(ctx, country)),
  );
}

export function countryLanding(ctx: BuildContext, id: number): UpstreamDestinationLanding | undefined {
  const country = ctx.catalogue.countries.find((c) => c.id === id);
  if (!country) return undefined;
  const { lang, market } = ctx;
  const name = country.name[lang];
  const trips = ctx.catalogue.tripsOfCountry(id);
  const cities = country.cities
    .slice(0, 4)
    .map((city) => (typeof city === 'string' ? city : (city[lang] ?? city.en)));
  const region = regionOf(country);
  const continent = CONTINENT_INFO[country.continent];
  return landing(
    ctx,
    { kind: 'country', id, name, url: countryPath(country, market) },
    COPY[lang].countryIntro(name, list(cities, AND[lang]), trips.length),
    trips,
    [{ title: continent.name[lang], link: continentPath(country.continent, market) }],
    // A country's neighbours: its region, then the region's other countries.
    [
      regionTile(ctx, region),
      ...countriesOfRegion(ctx, region)
        .filter((c) => c.id !== id)
        .map((c) => countryTile(ctx, c)),
    ],
  );
}

const LOCALE_OF: Record<Lang, string> = { en: 'en', es: 'es', fr: 'fr', de: 'de' };

function monthName(lang: Lang, month: number): string {
  return new Intl.DateTimeFormat(LOCALE_OF[lang], { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, month - 1, 1)),
  );
}

export function countryFacts(ctx: BuildContext, id: number): UpstreamCountryFacts | undefined {
  const country = ctx.catalogue.countries.find((c) => c.id === id);
  const facts = country ? COUNTRY_FACTS[country.code] : undefined;
  if (!country || !facts) return undefined;
  const locale = LOCALE_OF[ctx.lang];
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  const currencies = new Intl.DisplayNames([locale], { type: 'currency' });
  const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  const copy = COPY[ctx.lang];
  return {
    id,
    code: country.code,
    capital: facts.capital,
    languages: facts.languages.map((code) => capitalise(languages.of(code) ?? code)),
    currency: { code: facts.currency, name: capitalise(currencies.of(facts.currency) ?? facts.currency) },
    timeZone: facts.timeZone,
    bestTimeToVisit: copy.months(monthName(ctx.lang, facts.best[0]), monthName(ctx.lang, facts.best[1])),
    visa: { rule: facts.visa, note: copy.visa[facts.visa] },
  };
}
