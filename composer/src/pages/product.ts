/**
 * The trip page (buying-flow.md §2 "Product detail page"). Its canonical address is the product's
 * `/{market}/{segment}/{segment}/{numericId}-{slug}`, which every trip card links to; `/product/{id}`,
 * `/{market}/product/{id}`, a market-less path and a wrong slug or segment answer 301 to it; an unknown
 * id is the not-found page (404). The selection is the query (trip/selection.ts); `?type=preview` shows
 * preview data to signed-in studio users only.
 */
import { calendarMonths, isMarket, pageKindFromLocation, parseProductPath } from '@waypoint/config';
import type { Market, UpstreamProductDetail, UpstreamProductSeo } from '@waypoint/schemas';
import { Errors } from '../errors.ts';
import { normalizeSelection, type TripParams } from '../trip/selection.ts';
import { definePage, type MatchInput, type Redirect } from './define-page.ts';
import { productMeta } from './product-meta.ts';
import { sitePageData } from './site-data.ts';

const LEGACY = 'product';

/** The product id a path names, and its market: `/{market}/{a}/{b}/{id}-{slug}`, `/{a}/{b}/{id}-{slug}`, `/[market/]product/{id}`. */
function productOf({
  path,
  segments,
  langMarket,
  query,
}: MatchInput): { market: Market; productId: number } | null {
  const first = segments[0]?.toLowerCase() ?? '';
  const market = isMarket(first) ? first : null;
  const rest = market ? segments.slice(1) : segments;
  // storefront.md §2: a path the location rule gives to another kind is that kind's, even when it reads
  // like a trip (a budget id `4-4vfj…` in /us/budget/pdf/4-4vfj…; the location rule knows no trip path).
  const located = pageKindFromLocation(path);
  if (located !== 'other' && located !== 'product') return null;
  if (rest.length === 2 && rest[0] === LEGACY && /^\d{1,9}$/.test(rest[1]!)) {
    return { market: market ?? langMarket, productId: Number(rest[1]) };
  }
  // A market-less trip path has three segments, a trip path with its market four (so that
  // /{market}/landingPage/{n}-{slug} is never read as a trip).
  if (rest.length !== 3) {
    // storefront.md §2: "a page counts as a product page when the query carries a 'product' parameter".
    const id = query['product'];
    return market && rest.length > 0 && id && /^\d{1,9}$/.test(id) ? { market, productId: Number(id) } : null;
  }
  const parsed = parseProductPath(market ? `/${rest.join('/')}` : path);
  return parsed ? { market: market ?? langMarket, productId: parsed.productId } : null;
}

/** The query without the selection's stale companions: what a redirect keeps. */
function keptQuery(query: Readonly<Record<string, string | undefined>>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && key !== 'product') q.append(key, value);
  const text = q.toString();
  return text === '' ? '' : `?${text}`;
}

const moved = (location: string, reason: string): Redirect => ({ status: 301, location, reason });

export const product = definePage<TripParams, { product: UpstreamProductDetail; seo: UpstreamProductSeo }>({
  kind: 'product',
  match(input) {
    const found = productOf(input);
    if (!found) return null;
    return {
      params: {
        market: found.market,
        productId: found.productId,
        // Filled by resolve from the query and the product.
        category: 0,
        city: '',
        adults: 0,
        children: 0,
        babies: 0,
        month: '',
        date: null,
        firstMonth: '',
        adjusted: '',
        preview: input.query['type'] === 'preview',
        flights: '',
      },
      sitePath: input.path,
    };
  },
  async resolve({ params, path, query, sources, signal, studio, now, log }) {
    const preview = params.preview && studio;
    const detail = await sources.product(params.productId, {
      signal,
      ...(preview ? { type: 'preview' } : {}),
    });
    if (!detail) return { kind: 'notFound', reason: `no product ${params.productId}` };
    // A legacy, market-less or misspelt address: 301 to the product's own (buying-flow.md §2 Route).
    if (path.replace(/\/+$/, '') !== detail.url) {
      return {
        kind: 'redirect',
        redirect: moved(`${detail.url}${keptQuery(query)}`, `canonical trip address`),
      };
    }
    const months = calendarMonths(now.toISOString().slice(0, 10), 12);
    const selection = await normalizeSelection({
      product: detail,
      query,
      airports: async (categoryId) => {
        try {
          return (await sources.categoryAirports(categoryId, { signal })).content.availableAirports;
        } catch (err) {
          // buying-flow.md §8: only the departure block degrades; the page is still served.
          log.error({ err: new Errors.ERROR_AIRPORTS(categoryId, { cause: err }) }, 'airports unavailable');
          return null;
        }
      },
      months,
      market: params.market,
      preview,
    });
    let canonical = selection.params;
    // Without a month asked, the page opens on this month, or the next when no departure is left in it.
    if (query['month'] === undefined && query['date'] === undefined && months.length > 1) {
      try {
        const days = await sources.dayPrices(
          canonical.category,
          canonical.city,
          selection.passengers,
          canonical.month,
          { signal },
        );
        if (days.days.length === 0) canonical = { ...canonical, month: months[1]! };
      } catch (err) {
        log.warn({ err, code: 'ERROR_FLIGHT_DAYS' }, 'day prices unavailable: the page opens on this month');
      }
    }
    return { kind: 'page', params: canonical, sitePath: detail.url };
  },
  layoutKey: () => 'product',
  // One trip: answered with a 301 to the trip's own address, which the preview follows once. No trip: the
  // address pattern of every trip (buying-flow.md §2 public product URLs).
  samplePath: (key, { market, productId }) => {
    if (key !== 'product') return null;
    return productId === undefined
      ? `/${market}/{continent}/{country}/{id}-{slug}`
      : `/${market}/product/${productId}`;
  },
  previewTrip: true,
  scope: 'shared',
  experiments: [
    'calendar',
    'calendarPrice',
    'ABcategoriesCalendarPdp',
    'ABCalendarAllPrices',
    'ABMvpPdp',
    'pdpv2',
  ],
  async prefetch({ params, sources, signal }) {
    const [detail, seo] = await Promise.all([
      sources.product(params.productId, { signal, ...(params.preview ? { type: 'preview' as const } : {}) }),
      sources.productSeo(params.productId, { signal }),
      sitePageData(sources),
    ]);
    if (!detail) throw new TypeError(`product ${params.productId} disappeared while the page was composed`);
    return { product: detail, seo };
  },
  meta: ({ ctx, params, data }) => productMeta(ctx, data.product, data.seo, params),
});
