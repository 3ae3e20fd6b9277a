/** A page's state as its path and query give it: what a page definition matches and is cached under. */
import type { Market } from '@waypoint/schemas';

export type ParamValue = string | number | boolean | null;

/** A page's state: its market and what its path and query say (the trip page's selection, ...). */
export interface PageParams {
  readonly market: Market;
  readonly [name: string]: ParamValue;
}

export type Query = Readonly<Record<string, string | undefined>>;
