/** Continents and world regions, localised; countries live in the countries-*.ts files. */
import type { Lang } from '../markets.ts';
import type { CityName, Continent, Localised, RegionDef } from './types.ts';

export const loc = (en: string, es: string, fr: string, de: string): Localised => ({ en, es, fr, de });

export const CONTINENT_INFO: Record<Continent, { id: number; name: Localised }> = {
  africa: { id: 1, name: loc('Africa', 'África', 'Afrique', 'Afrika') },
  asia: { id: 2, name: loc('Asia', 'Asia', 'Asie', 'Asien') },
  europe: { id: 3, name: loc('Europe', 'Europa', 'Europe', 'Europa') },
  'north-america': {
    id: 4,
    name: loc('North America', 'Norteamérica', 'Amérique du Nord', 'Nordamerika'),
  },
  'south-america': {
    id: 5,
    name: loc('South America', 'Sudamérica', 'Amérique du Sud', 'Südamerika'),
  },
  oceania: { id: 6, name: loc('Oceania', 'Oceanía', 'Océanie', 'Ozeanien') },
};

const region = (id: number, key: string, continent: Continent, name: Localised): RegionDef => ({
  id,
  key,
  continent,
  name,
});

export const REGIONS: readonly RegionDef[] = [
  region(
    201,
    'north-africa',
    'africa',
    loc('North Africa', 'Norte de África', 'Afrique du Nord', 'Nordafrika'),
  ),
  region(
    202,
    'east-africa',
    'africa',
    loc('East Africa', 'África Oriental', 'Afrique de l’Est', 'Ostafrika'),
  ),
  region(
    203,
    'southern-africa',
    'africa',
    loc('Southern Africa', 'África Austral', 'Afrique australe', 'Südliches Afrika'),
  ),
  region(204, 'east-asia', 'asia', loc('East Asia', 'Asia Oriental', 'Asie de l’Est', 'Ostasien')),
  region(
    205,
    'southeast-asia',
    'asia',
    loc('Southeast Asia', 'Sudeste Asiático', 'Asie du Sud-Est', 'Südostasien'),
  ),
  region(206, 'south-asia', 'asia', loc('South Asia', 'Asia del Sur', 'Asie du Sud', 'Südasien')),
  region(207, 'middle-east', 'asia', loc('Middle East', 'Oriente Medio', 'Moyen-Orient', 'Naher Osten')),
  region(
    208,
    'southern-europe',
    'europe',
    loc('Southern Europe', 'Europa del Sur', 'Europe du Sud', 'Südeuropa'),
  ),
  region(
    209,
    'northern-europe',
    'europe',
    loc('Northern Europe', 'Europa del Norte', 'Europe du Nord', 'Nordeuropa'),
  ),
  region(
    210,
    'western-europe',
    'europe',
    loc(
      'Western and Central Europe',
      'Europa Occidental y Central',
      'Europe de l’Ouest et centrale',
      'West- und Mitteleuropa',
    ),
  ),
  region(
    211,
    'usa-canada',
    'north-america',
    loc('USA and Canada', 'Estados Unidos y Canadá', 'États-Unis et Canada', 'USA und Kanada'),
  ),
  region(
    212,
    'central-america',
    'north-america',
    loc('Central America', 'Centroamérica', 'Amérique centrale', 'Mittelamerika'),
  ),
  region(213, 'caribbean', 'north-america', loc('Caribbean', 'Caribe', 'Caraïbes', 'Karibik')),
  region(214, 'andes', 'south-america', loc('The Andes', 'Los Andes', 'Les Andes', 'Die Anden')),
  region(
    215,
    'patagonia',
    'south-america',
    loc(
      'Patagonia and the Southern Cone',
      'Patagonia y el Cono Sur',
      'Patagonie et Cône Sud',
      'Patagonien und Cono Sur',
    ),
  ),
  region(
    216,
    'amazonia',
    'south-america',
    loc('Brazil and the Amazon', 'Brasil y la Amazonía', 'Brésil et Amazonie', 'Brasilien und Amazonien'),
  ),
  region(
    217,
    'australasia',
    'oceania',
    loc(
      'Australia and New Zealand',
      'Australia y Nueva Zelanda',
      'Australie et Nouvelle-Zélande',
      'Australien und Neuseeland',
    ),
  ),
  region(
    218,
    'south-pacific',
    'oceania',
    loc('South Pacific', 'Pacífico Sur', 'Pacifique Sud', 'Südpazifik'),
  ),
];

export function cityName(city: CityName, lang: Lang): string {
  return typeof city === 'string' ? city : (city[lang] ?? city.en);
}
