/**
 * One JSON route of the sandbox's table (table.ts) and its path and query parameters. Its own file
 * because the table lists the routes that other files declare with it (campaign, destination, generic,
 * product and SEO routes), and those files would otherwise import the table that imports them.
 */
import type { CatalogueError } from '@waypoint/service-kit/errors';
import type { BuildContext } from '../builders/context.ts';

export type Params = Record<string, string>;
export type Query = Record<string, string | string[] | undefined>;

export interface JsonRoute {
  path: string;
  build: (ctx: BuildContext, params: Params, query: Query) => unknown;
  /** A 400 detail when the parameters are unusable. */
  validate?: (params: Params, query: Query) => string | undefined;
  /** The 404 when the resource does not exist (NOT_FOUND by default). */
  missing?: (params: Params) => CatalogueError;
  /** Query parameters the body depends on: part of its memo key (other parameters are ignored). */
  query?: readonly string[];
  /** The body depends on today's date (departure days, prices): memoised per day. */
  dated?: boolean;
}
