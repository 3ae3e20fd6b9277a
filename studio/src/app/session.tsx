/** The signed-in user, the shared pickers' options and the block palette, and the live announcer. */
import type { BlockTypeInfo, StudioOptions, StudioUser } from '@waypoint/schemas';
import { createContext, useContext, useEffect, useState } from 'react';
import { api } from './api.ts';

export interface StudioContextValue {
  user: StudioUser;
  signOut(): Promise<void>;
  /** Says a message in the live region (for screen readers) and in the status line. */
  announce(message: string): void;
}

export const StudioContext = createContext<StudioContextValue | null>(null);

export function useStudio(): StudioContextValue {
  const value = useContext(StudioContext);
  if (!value) throw new Error('useStudio outside the signed-in app');
  return value;
}

/** Loads once per page load and shares the answer (options and the palette do not change while open). */
function shared<T>(load: () => Promise<T>) {
  let promise: Promise<T> | null = null;
  return function useShared(): { value: T | null; error: string | null } {
    const [state, setState] = useState<{ value: T | null; error: string | null }>({
      value: null,
      error: null,
    });
    useEffect(() => {
      let live = true;
      promise ??= load().catch((err: unknown) => {
        promise = null;
        throw err;
      });
      promise.then(
        (value) => live && setState({ value, error: null }),
        (err: unknown) =>
          live && setState({ value: null, error: err instanceof Error ? err.message : String(err) }),
      );
      return () => {
        live = false;
      };
    }, []);
    return state;
  };
}

export const useOptions = shared(async () => (await api<StudioOptions>('GET', '/options')).data);
export const useBlockTypes = shared(
  async () => (await api<{ blockTypes: BlockTypeInfo[] }>('GET', '/block-types')).data.blockTypes,
);

/** 'Best sellers' for 'BestSellersCarousel' once the palette is loaded; the type name before. */
export function labelFor(blockTypes: readonly BlockTypeInfo[] | null, type: string): string {
  return blockTypes?.find((b) => b.type === type)?.label ?? type;
}

/** The time zone a market plans in, from the options (UTC when unknown). */
export function zoneOf(options: StudioOptions | null, market: string | null | undefined): string {
  return options?.timeZones.find((z) => z.market === market)?.timeZone ?? 'UTC';
}

/** Every zone the pickers offer: the markets' zones, UTC and the browser's own. */
export function zonesOf(options: StudioOptions | null): string[] {
  const zones = new Set(options?.timeZones.map((z) => z.timeZone) ?? []);
  zones.add('UTC');
  zones.add(Intl.DateTimeFormat().resolvedOptions().timeZone);
  return [...zones].sort();
}
