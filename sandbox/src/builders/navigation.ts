/** Header, deals, footer, suggested destinations, departures and referral: the layout's data. */
import type {
  UpstreamDeals,
  UpstreamDepartures,
  UpstreamFooter,
  UpstreamHeader,
  UpstreamReferral,
  UpstreamSuggestedDestinations,
} from '@waypoint/schemas';
import type { z } from 'zod';
import {
  CONTINENT_INFO,
  CONTINENTS,
  continentPath,
  countryPath,
  REGIONS,
  regionPath,
  tripPath,
} from '../catalogue/index.ts';
import { MARKET_INFO } from '../markets.ts';
import { formatPrice } from '../money.ts';
import { ADVISORS_URL, legalPath, pagePath } from '../site-paths.ts';
import type { BuildContext } from './context.ts';
import { flashSales, topCountries } from './selections.ts';

function countryLinks(ctx: BuildContext, count: number) {
  return topCountries(ctx.catalogue, ctx.market, count).map((country) => ({
    id: country.id,
    name: country.name[ctx.lang],
    url: countryPath(country, ctx.market),
  }));
}

export function header(ctx: BuildContext): UpstreamHeader {
  const { market, copy } = ctx;
  return {
    phone: MARKET_INFO[market].phone,
    suggestedDestinations: countryLinks(ctx, 8),
    menu: [
      { text: copy.menu.destinations, url: pagePath('destinations', market) },
      { text: copy.menu.deals, url: pagePath('deals', market) },
      { text: copy.menu.advisors, url: `${ADVISORS_URL}/${market}` },
      { text: copy.menu.help, url: legalPath('help', market) },
    ],
  };
}

export function deals(ctx: BuildContext): z.infer<typeof UpstreamDeals> {
  return flashSales(ctx.catalogue, ctx.market)
    .slice(0, 6)
    .map((trip) => ({ id: trip.id, title: trip.title[ctx.lang], url: tripPath(trip, ctx.market) }));
}

export function footer(ctx: BuildContext): UpstreamFooter {
  const { market, copy, lang } = ctx;
  const info = MARKET_INFO[market];
  const f = copy.footer;
  return {
    customerSupport: { phone: info.phone, email: info.email, schedule: copy.schedule.long },
    address: info.address,
    columns: [
      {
        title: f.company,
        links: [
          { text: f.about, url: legalPath('about', market) },
          { text: f.contact, url: legalPath('contact', market) },
          { text: f.help, url: legalPath('help', market) },
        ],
      },
      {
        title: f.legal,
        links: [
          { text: f.terms, url: legalPath('terms', market) },
          { text: f.privacy, url: legalPath('privacy', market) },
          { text: f.cookies, url: legalPath('cookies', market) },
          { text: f.promoTerms, url: legalPath('promoTerms', market) },
        ],
      },
      {
        title: f.destinations,
        links: CONTINENTS.map((continent) => ({
          text: CONTINENT_INFO[continent].name[lang],
          url: continentPath(continent, market),
        })),
      },
    ],
  };
}

/** The searcher's suggestions: continents, the countries with most trips, then world regions. */
export function searcherDestinations(ctx: BuildContext): UpstreamSuggestedDestinations {
  const { market, lang } = ctx;
  return [
    ...CONTINENTS.map((continent) => ({
      id: CONTINENT_INFO[continent].id,
      name: CONTINENT_INFO[continent].name[lang],
      url: continentPath(continent, market),
      type: 'continent' as const,
    })),
    ...countryLinks(ctx, 12).map((link) => ({ ...link, type: 'country' as const })),
    ...REGIONS.slice(0, 8).map((region) => ({
      id: region.id,
      name: region.name[lang],
      url: regionPath(region, market),
      type: 'region' as const,
    })),
  ];
}

/** The home page's suggestions: the eight countries with most trips. */
export function homeDestinations(ctx: BuildContext): UpstreamSuggestedDestinations {
  return countryLinks(ctx, 8).map((link) => ({ ...link, type: 'country' as const }));
}

export function departures(ctx: BuildContext): z.infer<typeof UpstreamDepartures> {
  return {
    airportsByMarket: MARKET_INFO[ctx.market].departures.map((airport, index) => ({
      iata: airport.iata,
      city: airport.city,
      isDefault: index === 0,
    })),
  };
}

export function referral(ctx: BuildContext): UpstreamReferral {
  const { godfather, godson } = MARKET_INFO[ctx.market].referral;
  return {
    godfatherDiscount: godfather,
    godfatherDiscountBeauty: formatPrice(godfather, ctx.market, 0),
    godsonDiscount: godson,
    godsonDiscountBeauty: formatPrice(godson, ctx.market, 0),
  };
}
