// One way to run SQL for the store, the same over the embedded database (PGlite: PostgreSQL in
// WebAssembly, in a data folder) and a PostgreSQL server (DATABASE_URL): PostgreSQL's dialect, every
// value a $1… parameter, never spliced into the text.

/** Statements run one at a time. */
export interface Sql {
  /** One statement with its parameters: the rows it answers. */
  rows<T extends object>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Statements with no parameters, one after another (a migration). */
  script(text: string): Promise<void>;
}

/** The store's database: statements, and transactions of them. */
export interface Database extends Sql {
  readonly kind: 'embedded' | 'postgres';
  /** Writes that belong together: all of `work`, or (if it throws) none of it. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A unique key already taken (PostgreSQL's code for it): a second try with a new random value. */
export const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';

/** A row refers to one that is gone (deleted a moment before). */
export const isForeignKeyViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23503';
