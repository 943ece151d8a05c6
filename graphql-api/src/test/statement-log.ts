import pg, { type QueryConfig } from 'pg';
import { vi } from 'vitest';

export interface IssuedStatement {
  sql: string;
  bindings: readonly unknown[];
}

/**
 * Every statement the app sends, as the driver sees it (node-postgres' Client.query: knex's
 * statements and the raw ones alike), so a test can say what a request read, or that a refused
 * request read nothing. Recording stops with vi.restoreAllMocks().
 */
export class StatementLog {
  private issued: IssuedStatement[] = [];

  static install(): StatementLog {
    const log = new StatementLog();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, applied below to the client it is called on
    const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const [first, second] = args;
      if (typeof first === 'string') log.issued.push({ sql: first, bindings: Array.isArray(second) ? second : [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const config = first as QueryConfig;
        log.issued.push({ sql: config.text, bindings: config.values ?? [] });
      }
      return query.apply(this, args);
    });
    return log;
  }

  /** Forgets what was recorded so far. */
  clear(): void {
    this.issued = [];
  }

  /** What was sent since the last clear() or take(), and forgets it. */
  take(): IssuedStatement[] {
    const taken = this.issued;
    this.issued = [];
    return taken;
  }

  /** take(), the SQL text only. */
  takeSql(): string[] {
    return this.take().map((s) => s.sql);
  }
}
