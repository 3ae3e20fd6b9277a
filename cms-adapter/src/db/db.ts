/**
 * The one seam between the store and its database. Two implementations (node-postgres pool, embedded
 * PGlite) sit behind it so every SQL statement, migration and test is shared by both.
 */

export interface Queryable {
  /** One parameterised statement; rows come back as plain objects. */
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migration files). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** The schema every connection resolves unqualified names in. */
  readonly schema: string;
  /** Runs `fn` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Schema names are interpolated into SQL, so only plain lower-case identifiers are accepted. */
export function assertSchemaName(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) {
    throw new TypeError(`Invalid schema name "${schema}": use lower-case letters, digits and underscores`);
  }
  return schema;
}
