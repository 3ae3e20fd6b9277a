/**
 * The browser side of recently visited (storefront.md §4 Recently visited, §8): read the stored list
 * (resetting it when corrupted), then fetch the trip cards of its ids from the composer. Storage, fetch
 * and logging are passed in, so the steps are tested without a browser.
 */
import type { RecentlyVisitedProps, TripCard } from '@waypoint/schemas';
import { parseVisited, recentCampaignIds } from './visited-destinations.ts';

export interface VisitedStorage {
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

export type Warn = (...message: unknown[]) => void;

type ReadProps = Pick<
  RecentlyVisitedProps,
  'storageKey' | 'maxItems' | 'excludeCampaignId' | 'corruptedDataMessage'
>;

/**
 * The ids to show, newest first. Corrupted data is removed and logged with the spec's exact message
 * (a warning: the visitor loses nothing but the list). Storage that cannot be read counts as empty.
 */
export function readRecentIds(props: ReadProps, storage: VisitedStorage, warn: Warn): number[] {
  let raw: string | null;
  try {
    raw = storage.getItem(props.storageKey);
  } catch {
    return [];
  }
  const { entries, corrupted } = parseVisited(raw);
  if (corrupted) {
    try {
      storage.removeItem(props.storageKey);
    } catch {
      // Nothing more to do: the list is ignored either way.
    }
    warn(props.corruptedDataMessage);
    return [];
  }
  return recentCampaignIds(entries, { excludeCampaignId: props.excludeCampaignId, maxItems: props.maxItems });
}

/** GET {endpoint}?id={ids}&limit={n} (composer/src/routes/cards.ts). */
export function cardsUrl(endpoint: string, ids: readonly number[], limit: number): string {
  const separator = endpoint.includes('?') ? '&' : '?';
  return `${endpoint}${separator}id=${ids.join(',')}&limit=${limit}`;
}

/** Enough of the TripCard shape to render it; anything else from the network is left out. */
export function isTripCard(value: unknown): value is TripCard {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Record<string, unknown>;
  const image = card.image as Record<string, unknown> | null | undefined;
  return (
    typeof card.id === 'number' &&
    typeof card.title === 'string' &&
    typeof card.href === 'string' &&
    typeof card.fromPrice === 'string' &&
    typeof card.destination === 'string' &&
    typeof card.durationLabel === 'string' &&
    typeof image === 'object' &&
    image !== null &&
    typeof image.src === 'string'
  );
}

/** The cards in the order of `ids` (the order the visitor saw them), each once, at most `limit`. */
export function orderCards(cards: readonly TripCard[], ids: readonly number[], limit: number): TripCard[] {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const ordered: TripCard[] = [];
  for (const id of ids) {
    const card = byId.get(id);
    if (card) ordered.push(card);
    byId.delete(id);
    if (ordered.length >= limit) break;
  }
  return ordered;
}

export interface FetchCardsOptions {
  endpoint: string;
  maxItems: number;
  fetch: (url: string, init: { signal?: AbortSignal; headers: Record<string, string> }) => Promise<Response>;
  warn: Warn;
  signal?: AbortSignal;
}

/** ERROR_RECENTLY_VISITED_DATA (§8): the section hides, so a warning is enough. */
export const FETCH_FAILED_MESSAGE = 'ERROR_RECENTLY_VISITED_DATA: recently visited trips could not be loaded';

/**
 * The trip cards of `ids`, in their order; null when the call failed (logged as a warning) or was
 * cancelled (not logged).
 */
export async function fetchCards(
  ids: readonly number[],
  options: FetchCardsOptions,
): Promise<TripCard[] | null> {
  const url = cardsUrl(options.endpoint, ids, options.maxItems);
  try {
    const response = await options.fetch(url, {
      headers: { accept: 'application/json' },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (!response.ok) {
      options.warn(FETCH_FAILED_MESSAGE, `(HTTP ${response.status})`);
      return null;
    }
    const body = (await response.json()) as { cards?: unknown } | null;
    if (!body || !Array.isArray(body.cards)) {
      options.warn(FETCH_FAILED_MESSAGE, '(unexpected response)');
      return null;
    }
    return orderCards(body.cards.filter(isTripCard), ids, options.maxItems);
  } catch (error) {
    if (options.signal?.aborted) return null;
    options.warn(FETCH_FAILED_MESSAGE, error);
    return null;
  }
}
