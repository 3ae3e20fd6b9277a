/** The destination routes over HTTP: the directory's friendly URLs, landing data, facts, unknown ids. */
import {
  UpstreamCountryFacts,
  UpstreamDestinationDirectory,
  UpstreamDestinationLanding,
} from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { catalogue, useSandbox } from '../../test/trip-page.ts';
import { LOCALES, MARKETS } from '../markets.ts';

const { get, errorOf } = useSandbox();

describe('directory', () => {
  it.each(MARKETS)(
    '%s: 6 continents, every selling country and 18 regions, with unique friendly URLs',
    async (market) => {
      const dir = await get(`/${market}/api/landing/destinations`, UpstreamDestinationDirectory);
      expect(dir.filter((d) => d.kind === 'continent')).toHaveLength(6);
      expect(dir.filter((d) => d.kind === 'country')).toHaveLength(catalogue.countries.length);
      expect(dir.filter((d) => d.kind === 'region')).toHaveLength(18);
      expect(new Set(dir.map((d) => d.url)).size).toBe(dir.length);
      for (const entry of dir) {
        expect(entry.url.startsWith(`/${market}/`), entry.url).toBe(true);
        if (entry.kind === 'continent') expect(entry.url.split('/')).toHaveLength(3);
        else {
          const continent = dir.find((d) => d.kind === 'continent' && d.id === entry.continentId)!;
          expect(entry.url.startsWith(`${continent.url}/`), entry.url).toBe(true);
        }
      }
    },
  );

  it('hands out the paths the home page links to', async () => {
    const dir = await get('/us/api/landing/destinations', UpstreamDestinationDirectory);
    const urls = dir.map((d) => d.url);
    expect(urls).toEqual(expect.arrayContaining(['/us/africa', '/us/africa/kenya', '/us/asia/east-asia']));
    const es = await get('/es/api/landing/destinations', UpstreamDestinationDirectory);
    expect(es.find((d) => d.kind === 'country' && d.id === 103)).toMatchObject({
      name: 'Kenia',
      url: '/es/africa/kenia',
    });
  });
});

describe('landing data', () => {
  it.each([
    ['continent/1', 'continent', 'Africa'],
    ['v2/country/103', 'country', 'Kenya'],
    ['region/204', 'region', 'East Asia'],
  ] as const)(
    '/api/landing/%s is the %s %s with its trips, breadcrumb and containers',
    async (path, kind, name) => {
      const data = await get(`/us/api/landing/${path}`, UpstreamDestinationLanding);
      expect(data).toMatchObject({ kind, name });
      expect(data.products.length).toBeGreaterThan(0);
      expect(data.containers).toEqual(['destination', 'destinationInfo', 'destinationLandings']);
      expect(data.breadcrumb[0]).toEqual({ title: 'Home', link: '/us' });
      expect(data.breadcrumb.at(-1)).toEqual({ title: name, link: data.url });
      expect(data.subDestinations.length).toBeGreaterThan(0);
    },
  );

  it("a country's trips are its catalogue trips; a continent's are all of its countries'", async () => {
    const kenya = await get('/uk/api/landing/v2/country/103', UpstreamDestinationLanding);
    expect(kenya.products.map((p) => p.id).sort()).toEqual(
      catalogue
        .tripsOfCountry(103)
        .map((t) => t.id)
        .sort(),
    );
    const africa = await get('/uk/api/landing/continent/1', UpstreamDestinationLanding);
    expect(africa.products).toHaveLength(catalogue.trips.filter((t) => t.continent === 'africa').length);
  });

  it('is written in the four languages', async () => {
    const intros = new Set<string>();
    for (const locale of ['en-GB', 'es-ES', 'fr-FR', 'de-DE']) {
      const data = await get(`/us/api/landing/v2/country/103?locale=${locale}`, UpstreamDestinationLanding);
      intros.add(data.intro);
    }
    expect(intros.size).toBe(4);
    expect(LOCALES.length).toBeGreaterThan(4);
  });
});

describe('country facts', () => {
  it('names the capital, languages, currency, time zone, best months and the visa rule, localised', async () => {
    const en = await get('/us/v1/destinations/countries/103', UpstreamCountryFacts);
    expect(en).toMatchObject({
      code: 'KE',
      capital: 'Nairobi',
      languages: ['Swahili', 'English'],
      currency: { code: 'KES', name: 'Kenyan Shilling' },
      timeZone: 'Africa/Nairobi',
      bestTimeToVisit: 'From July to October',
      visa: { rule: 'eta' },
    });
    const de = await get('/de/v1/destinations/countries/103', UpstreamCountryFacts);
    expect(de.bestTimeToVisit).toBe('Von Juli bis Oktober');
  });

  it('has facts for every selling country', async () => {
    for (const country of catalogue.countries) {
      await get(`/fr/v1/destinations/countries/${country.id}`, UpstreamCountryFacts);
    }
  });
});

it.each([
  '/us/api/landing/continent/7',
  '/us/api/landing/continent/abc',
  '/us/api/landing/v2/country/999',
  '/us/api/landing/v2/country/1',
  '/us/api/landing/region/103',
  '/us/v1/destinations/countries/204',
])('%s is 404 UNKNOWN_DESTINATION', async (url) => {
  const [status, code] = await errorOf(url);
  expect([status, code]).toEqual([404, 'UNKNOWN_DESTINATION']);
});
