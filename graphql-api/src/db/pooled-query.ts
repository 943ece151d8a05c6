/**
 * Runs one statement on a connection of the ORM's pool, straight through pg. The hot read paths (a
 * GraphQL page, the REST list, search) skip knex's query pipeline: its query objects, events and
 * binding rewriting cost more CPU on a page of 100 events than the row parsing itself (npm run
 * bench). The connection comes from and goes back to the same pool as every other query, so pool
 * limits, broken-connection handling and the outage answers (http/database-errors.ts) are the same.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PoolClient, QueryResult } from 'pg';

/**
 * knex's `?` placeholders numbered as pg's `$1, $2, ...`. The statements given here hold no
 * literal question mark (no jsonb `?` operator, no `?` in a string constant).
 */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** What this uses of knex's client (typed `any` by knex): taking a connection of its pool and giving it back. */
interface ConnectionPool {
  acquireConnection(): Promise<PoolClient>;
  releaseConnection(client: PoolClient): Promise<void>;
}

/**
 * Runs `use` with a connection of the ORM's pool and gives it back afterwards, whatever happens: for
 * work knex has no call for (COPY, session settings, several statements on one connection).
 */
export async function withPooledClient<T>(em: EntityManager, use: (client: PoolClient) => Promise<T>): Promise<T> {
  const pool = em.getConnection().getKnex().client as ConnectionPool;
  const client = await pool.acquireConnection();
  try {
    return await use(client);
  } finally {
    await pool.releaseConnection(client);
  }
}

/**
 * The rows of `sql` (`?` placeholders; an array binds as a PostgreSQL array, as with knex.raw), as a
 * prepared statement on the connection (preparedStatement).
 */
export async function queryRows<Row = Record<string, unknown>>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<Row[]> {
  const { text, name } = preparedStatement(sql);
  return withPooledClient(
    em,
    (client) =>
      // pg's callback form, as knex uses it. With its promise form the batches' rows stayed alive
      // longer, and streaming the million-event list went over the memory target (bench/README.md).
      new Promise<Row[]>((resolve, reject) => {
        client.query({ name, text, values: params as unknown[] }, (error: Error | null, result: QueryResult) =>
          error ? reject(error) : resolve(result.rows as Row[]),
        );
      }),
  );
}

/** Prepared statements per process; SQL built from user input in pieces stays bounded in kinds. */
const MAX_PREPARED = 500;

export interface PreparedStatement {
  /** The SQL with pg's numbered placeholders. */
  text: string;
  /** The name it is prepared under on each connection; none once `max` texts have names (it then runs unnamed). */
  name?: string;
}

/**
 * `sql` (`?` placeholders) as pg runs it, kept per text, so a page's statements are numbered and
 * named once, not on every run. A named statement is parsed once per connection, then only bound:
 * it skips PostgreSQL's parse and rewrite on every later run; it is still planned for its values
 * each time, because the ORM's connections set plan_cache_mode = force_custom_plan
 * (db/mikro-orm.config.ts). Together with the bound functions of Migration20261124230000, this cut
 * the database's CPU per GraphQL page (measured in bench/README.md). The process has one
 * (preparedStatement); a test makes its own to start from none.
 */
export function createStatementCache(max = MAX_PREPARED): (sql: string) => PreparedStatement {
  const statements = new Map<string, PreparedStatement>();
  return (sql) => {
    const known = statements.get(sql);
    if (known) return known;
    const text = numberPlaceholders(sql);
    if (statements.size >= max) return { text };
    const statement = { text, name: `epoch_atlas_${statements.size + 1}` };
    statements.set(sql, statement);
    return statement;
  };
}

/** The process's prepared statements (createStatementCache). */
export const preparedStatement = createStatementCache();
