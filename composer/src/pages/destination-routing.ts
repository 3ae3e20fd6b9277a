/**
 * Routing of the destination pages (storefront.md §2 "/destination/{continent|country|region}/[id]"):
 * the public URLs are the friendly ones the site links to (`/us/africa` for a continent,
 * `/us/africa/kenya` for a country, `/us/asia/east-asia` for a region), which only the destination
 * directory knows; `/{market}/destination/{kind}/{id}` (and market-less `/destination/...`, market from
 * `lang`) answer 301 to them. `match` is pure (the path's shape); `resolve` reads the memoised directory.
 */
import {
  type DestinationSort,
  destinationPageOf,
  destinationSortOf,
  isMarket,
  pageKindFromLocation,
} from '@waypoint/config';
import type {
  Market,
  UpstreamDestinationDirectory,
  UpstreamDestinationEntry,
  UpstreamDestinationKind,
} from '@waypoint/schemas';
import type { Matched, MatchInput, Query, Redirect, ResolveArgs, Resolved } from './define-page.ts';

export type DestinationKind = UpstreamDestinationKind;

export interface DestinationParams {
  readonly market: Market;
  /** 0 until resolved (a friendly path names no id). */
  readonly id: number;
  readonly sort: DestinationSort;
  readonly page: number;
  /** What the path said: 'legacy' (`/destination/{kind}/{id}`) or 'friendly'. */
  readonly via: 'legacy' | 'friendly';
  readonly [name: string]: string | number | boolean | null;
}

const LEGACY = 'destination';
const STUDIO_LANDING = 'landingPage';
// A slug has a letter: `/us/404` is the error page, not a continent.
const SLUG = /^(?=.*[a-z])[a-z0-9-]+$/i;

/** The shape of a path: a legacy address of `kind`, a friendly one of `segments` slugs, or neither. */
export function destinationShape(
  kind: DestinationKind,
  { segments, langMarket }: Pick<MatchInput, 'segments' | 'langMarket'>,
): { via: 'legacy'; market: Market; id: number | null } | { via: 'friendly'; market: Market } | null {
  const first = segments[0]?.toLowerCase() ?? '';
  const market = isMarket(first) ? first : null;
  const rest = market ? segments.slice(1) : segments;
  if (rest[0] === LEGACY && rest[1] === kind && rest.length === 3) {
    const id = /^[1-9]\d{0,8}$/.test(rest[2]!) ? Number(rest[2]) : null;
    return { via: 'legacy', market: market ?? langMarket, id };
  }
  // Friendly: a continent is `/{market}/{continent}`, a country or region `/{market}/{continent}/{name}`.
  // A path that the location rule gives to another kind (a checkout, a confirmation) is never a
  // destination, nor is a studio landing page (storefront.md §2 "Page kinds").
  if (pageKindFromLocation(`/${segments.join('/')}`) !== 'other' || rest[0] === STUDIO_LANDING) return null;
  const slugs = kind === 'continent' ? 1 : 2;
  if (market && rest.length === slugs && rest.every((s) => SLUG.test(s))) return { via: 'friendly', market };
  return null;
}

/** The page's params from the query (sort and page of the trip list; storefront.md "Page state in the URL"). */
export function destinationMatch(
  kind: DestinationKind,
  input: MatchInput,
): Matched<DestinationParams> | null {
  const shape = destinationShape(kind, input);
  if (!shape) return null;
  if (shape.via === 'legacy' && shape.id === null) {
    return { notFound: `/${input.segments.join('/')}`, market: shape.market };
  }
  return {
    params: {
      market: shape.market,
      id: shape.via === 'legacy' ? (shape.id ?? 0) : 0,
      sort: destinationSortOf(input.query['sort']),
      page: destinationPageOf(input.query['page']),
      via: shape.via,
    },
    sitePath: input.path,
  };
}

/** Lookups of one directory, built once per directory object (the cache hands out the same object). */
interface DirectoryIndex {
  byUrl: Map<string, UpstreamDestinationEntry>;
  byKindId: Map<string, UpstreamDestinationEntry>;
}
const indexes = new WeakMap<UpstreamDestinationDirectory, DirectoryIndex>();

export function directoryIndex(directory: UpstreamDestinationDirectory): DirectoryIndex {
  let index = indexes.get(directory);
  if (!index) {
    index = { byUrl: new Map(), byKindId: new Map() };
    for (const entry of directory) {
      index.byUrl.set(entry.url.toLowerCase(), entry);
      index.byKindId.set(`${entry.kind}:${entry.id}`, entry);
    }
    indexes.set(directory, index);
  }
  return index;
}

/** The query as a redirect keeps it ('' or '?a=b'). */
export function keptQuery(query: Query): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) q.append(key, value);
  const text = q.toString();
  return text === '' ? '' : `?${text}`;
}

const moved = (location: string, reason: string): Redirect => ({ status: 301, location, reason });

/**
 * What a path is in the directory, for the definition of `kind`:
 * - a legacy address: 301 to the friendly URL, or the not-found page for an unknown id;
 * - a friendly URL of this kind: the page (301 when it differs only in case or a trailing slash);
 * - a friendly URL of another kind, or a path the directory does not know: 'next', so the definitions
 *   after this one get their chance (`/us/terms-and-conditions` is a content page);
 * - but an unknown name under a known continent (`/us/africa/atlantis`) is the not-found page.
 */
export async function destinationResolve(
  kind: DestinationKind,
  { params, path, query, sources }: ResolveArgs<DestinationParams>,
): Promise<Resolved<DestinationParams>> {
  const { byUrl, byKindId } = directoryIndex(await sources.destinations());
  if (params.via === 'legacy') {
    const entry = byKindId.get(`${kind}:${params.id}`);
    if (!entry) return { kind: 'notFound', reason: `no ${kind} ${params.id}` };
    return {
      kind: 'redirect',
      redirect: moved(`${entry.url}${keptQuery(query)}`, `friendly ${kind} address`),
    };
  }
  const asked = path.replace(/\/+$/, '');
  const entry = byUrl.get(asked.toLowerCase());
  if (!entry) {
    const segments = asked.split('/').filter(Boolean);
    const parent =
      segments.length === 3 ? byUrl.get(`/${segments[0]}/${segments[1]}`.toLowerCase()) : undefined;
    if (parent?.kind === 'continent') return { kind: 'notFound', reason: `no destination ${asked}` };
    return { kind: 'next', reason: `${asked} is no destination` };
  }
  if (entry.kind !== kind) return { kind: 'next', reason: `${asked} is a ${entry.kind}` };
  if (asked !== entry.url) {
    return {
      kind: 'redirect',
      redirect: moved(`${entry.url}${keptQuery(query)}`, `canonical ${kind} address`),
    };
  }
  return { kind: 'page', params: { ...params, id: entry.id, via: 'friendly' }, sitePath: entry.url };
}
