/**
 * The one way a Waypoint service declares its errors: each package keeps one catalogue of its own, an
 * object of entries made here, each with a stable code, a message template (`util.format`, `%s` and
 * `%d`) and the HTTP status it answers with. Entries are `@fastify/error` constructors, so Fastify and
 * the composer's error handler treat them as typed errors (`name` 'FastifyError', `code`, `statusCode`),
 * `instanceof` works per entry, and a last `{ cause }` argument is kept as `cause`. Every code is
 * documented in docs/errors.md under its package (tests/error-catalogue.test.ts).
 */
import createError, { type FastifyError, type FastifyErrorConstructor } from '@fastify/error';

/** An error of a catalogue: a stable `code`, and the status answered to a client when there is one. */
export type CatalogueError = FastifyError;

/** An entry of a catalogue: `new Entry(...templateArgs, { cause }?)`. */
export type CatalogueEntry<
  E extends { code: string; statusCode?: number } = { code: string; statusCode?: number },
> = FastifyErrorConstructor<E>;

export interface DefineErrorOptions {
  /**
   * The class the entry's errors extend, for a package that wants one `instanceof` for its whole
   * catalogue (the content store's `CmsError`).
   */
  base?: new (
    ...args: never[]
  ) => Error;
}

/**
 * A catalogue entry. `statusCode` null is an error that is never answered to a client (a start-up
 * failure, a block left out, a header dropped): it has no `statusCode`.
 */
export function defineError<C extends string, S extends number>(
  code: C,
  template: string,
  statusCode: S,
  options?: DefineErrorOptions,
): CatalogueEntry<{ code: C; statusCode: S }>;
export function defineError<C extends string>(
  code: C,
  template: string,
  statusCode: null,
  options?: DefineErrorOptions,
): CatalogueEntry<{ code: C }>;
export function defineError(
  code: string,
  template: string,
  statusCode: number | null,
  options: DefineErrorOptions = {},
): CatalogueEntry {
  // createError reads a status of 0 as none; undefined would give its default, 500. Its Base is typed as
  // the global ErrorConstructor, but any Error subclass works at run time.
  const base = (options.base ?? Error) as unknown as ErrorConstructor;
  return createError(code, template, statusCode ?? 0, base);
}

/**
 * The `wrap` of a catalogue: anything thrown becomes the given entry, its message the original's and
 * the original kept as `cause`; an error of the same catalogue is kept as it is (it already says what
 * failed).
 */
export function catalogueWrap(catalogue: Record<string, CatalogueEntry>) {
  const entries = Object.values(catalogue);
  return (Entry: CatalogueEntry, err: unknown): CatalogueError => {
    if (entries.some((E) => err instanceof E)) return err as CatalogueError;
    const detail = err instanceof Error ? err.message : String(err);
    return new Entry(detail, { cause: err });
  };
}
