/**
 * Site path -> page route (storefront.md §2 "Page routes"). Pure; the page API and the web server
 * share it. Invalid markets become the spec's 302 to /us/404 with X-error: generic.
 */
import { DEFAULT_MARKET, isMarket, marketFromLang } from '@waypoint/config';
import { LandingSlug, type Market } from '@waypoint/schemas';

export type Route =
  | { kind: 'home'; market: Market; pageKey: 'home'; path: string }
  /** storefront.md §2 "/landingPage/[slug]": a page staff compose in the studio, `landing:<slug>`. */
  | { kind: 'landing'; market: Market; pageKey: `landing:${string}`; slug: string; path: string }
  | {
      kind: 'error';
      market: Market;
      pageKey: 'error-404' | 'error-500';
      status: 404 | 500;
      path: string;
      /** The requested path when no page lives there (not /{market}/404 itself). */
      missing?: string;
    }
  | { kind: 'redirect'; location: string; reason: string };

/** `reason` names what was wrong, e.g. 'xx' or 'lang=zz' (logged with WP_INVALID_MARKET). */
const notFound = (reason: string): Route => ({
  kind: 'redirect',
  location: `/${DEFAULT_MARKET}/404`,
  reason,
});

export function routeFor(path: string, lang: string | undefined): Route {
  const segments = path.split('/').filter((s) => s.length > 0);
  if (lang !== undefined) {
    // storefront.md §5: the market derived from lang must be valid, otherwise /us/404.
    const fromLang = marketFromLang(lang);
    if (!fromLang.valid) return notFound(`lang=${lang}`);
  }
  const landing = landingRoute(segments, lang);
  if (landing) return landing;
  if (segments.length === 0) {
    const { market } = marketFromLang(lang);
    return { kind: 'home', market, pageKey: 'home', path: `/${market}` };
  }
  const first = segments[0]!.toLowerCase();
  if (!isMarket(first)) return notFound(String(segments[0]));
  if (segments.length === 1) return { kind: 'home', market: first, pageKey: 'home', path: `/${first}` };
  if (segments.length === 2 && (segments[1] === '404' || segments[1] === '500')) {
    const status = segments[1] === '404' ? 404 : 500;
    return { kind: 'error', market: first, pageKey: `error-${status}`, status, path: `/${first}/${status}` };
  }
  return {
    kind: 'error',
    market: first,
    pageKey: 'error-404',
    status: 404,
    path: `/${first}/404`,
    missing: path,
  };
}

const LANDING_SEGMENT = 'landingPage';

/**
 * `/landingPage/<slug>` (market from `lang`, else the default) and `/<market>/landingPage/<slug>`.
 * A slug that cannot name a landing page is a plain not-found, like any unknown path.
 */
function landingRoute(segments: string[], lang: string | undefined): Route | null {
  let market: Market;
  let rest: string[];
  if (segments[0] === LANDING_SEGMENT) {
    market = marketFromLang(lang).market;
    rest = segments.slice(1);
  } else if (segments[1] === LANDING_SEGMENT && isMarket(segments[0]!.toLowerCase())) {
    market = segments[0]!.toLowerCase() as Market;
    rest = segments.slice(2);
  } else {
    return null;
  }
  const slug = rest.length === 1 ? rest[0]! : '';
  const path = `/${market}/${LANDING_SEGMENT}/${slug}`;
  if (!LandingSlug.safeParse(slug).success) {
    return {
      kind: 'error',
      market,
      pageKey: 'error-404',
      status: 404,
      path: `/${market}/404`,
      missing: `/${segments.join('/')}`,
    };
  }
  return { kind: 'landing', market, pageKey: `landing:${slug}`, slug, path };
}
