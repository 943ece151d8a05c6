import 'reflect-metadata';
import compression from 'compression';
import express, { type Express } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config/env.js';
import type { Orm } from './db/orm.js';
import { createGraphQLMiddleware } from './graphql/apollo.js';
import { apiRouter } from './rest/api.router.js';
import type { AuthContext } from './modules/auth/auth-context.js';
import { createSessions } from './modules/auth/session.js';
import { createMailer } from './modules/mail/mailer.js';

export interface CreateAppOptions {
  orm: Orm;
  config: Pick<AppConfig, 'WEB_DIST_DIR' | 'NODE_ENV' | 'sessionSecret' | 'ADMIN_EMAILS' | 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_OUTBOX_DIR' | 'PUBLIC_URL'>;
}

export interface App {
  app: Express;
  /** Stops Apollo and the session store; the caller owns the ORM and the HTTP server. */
  close(): Promise<void>;
}

/** Builds the whole HTTP application (GraphQL, REST, web app) without listening. */
export async function createApp({ orm, config }: CreateAppOptions): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 1);
  // gzip for JSON, the app's files and the binary map feeds (typed columns compress about 2:1).
  app.use(compression({ filter: (req, res) => req.originalUrl.startsWith('/api/map/') || compression.filter(req, res) }));

  const sessions = createSessions({ databaseUrl: orm.config.getClientUrl(), secret: config.sessionSecret, pruneExpired: config.NODE_ENV !== 'test' });
  const auth: AuthContext = {
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.MAIL_OUTBOX_DIR }),
    adminEmails: config.ADMIN_EMAILS,
    publicUrl: config.PUBLIC_URL,
  };
  const graphql = await createGraphQLMiddleware(orm, auth);
  app.use('/graphql', sessions.middleware, express.json({ limit: '1mb' }), graphql.middleware);
  app.use('/api', sessions.middleware, apiRouter(orm, auth, { warmMapFeed: config.NODE_ENV !== 'test' }));
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  serveWebApp(app, config.WEB_DIST_DIR);

  return {
    app,
    async close() {
      await graphql.stop();
      await sessions.close();
    },
  };
}

/** Serves the built web app; any other GET answers index.html so deep links work (history fallback). */
function serveWebApp(app: Express, distDir: string): void {
  const indexFile = path.join(distDir, 'index.html');
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (_req, res) => {
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(indexFile);
  });
}
