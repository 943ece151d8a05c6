/**
 * Sessions in PostgreSQL (connect-pg-simple, table `sessions`: sid, sess, expire), so any API node
 * can serve any request. The cookie is httpOnly, SameSite=Lax, Secure when the request came over
 * https (behind a proxy only when TRUST_PROXY names it), and lasts 30 days.
 */
import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import pg from 'pg';
import { logger } from '../../lib/logger.js';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

export const SESSION_COOKIE = 'epoch.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface Sessions {
  middleware: RequestHandler;
  close(): Promise<void>;
}

export function createSessions(options: { databaseUrl: string; secret: string; pruneExpired?: boolean }): Sessions {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4, connectionTimeoutMillis: 2000 });
  // An idle connection dropped by the database (a restart, a shutdown) must not crash the process:
  // the pool replaces it on the next request.
  pool.on('error', (error) => logger.warn(`[sessions] idle database connection lost: ${error.message}`));
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'sessions',
    createTableIfMissing: false,
    errorLog: (...args: unknown[]) => logger.warn(`[sessions] ${args.map(String).join(' ')}`),
    pruneSessionInterval: options.pruneExpired === false ? false : 15 * 60,
  });
  const middleware = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_MAX_AGE_MS },
  });
  return {
    middleware,
    async close() {
      store.close();
      await pool.end();
    },
  };
}

/** express-session types its callbacks' errors `any`; the store's failures are Errors (pg's, read by the outage answers) and pass as they are. */
const asError = (error: unknown): Error => (error instanceof Error ? error : new Error('The session store failed', { cause: error }));

/** Signs a user in on a fresh session id (no fixation): regenerate, then store the user. */
export function signIn(req: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(asError(error));
      req.session.userId = userId;
      req.session.save((saveError) => (saveError ? reject(asError(saveError)) : resolve()));
    });
  });
}

export function signOut(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((error) => (error ? reject(asError(error)) : resolve()));
  });
}

export const sessionUserId = (req: Request): string | undefined => req.session?.userId;
