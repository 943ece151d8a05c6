import 'reflect-metadata';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import type { ClusterLink } from './cluster/cluster-link.js';
import type { AppConfig } from './config/env.js';
import type { Orm } from './orm/orm.js';
import { createGraphQLMiddleware } from './graphql/apollo.js';
import { graphqlTransportErrors } from './graphql/transport-errors.js';
import { explorerPage } from './graphql/explorer-page.js';
import { ResponseCache } from './graphql/response-cache.js';
import { exceptForPublicReads, isPublicReadGet, responseCacheMiddleware } from './graphql/response-cache-middleware.js';
import { versionedETag } from './http/versioned-etag.js';
import { eventsDataVersion } from './modules/map-feed/data-version.js';
import { healthRoutes } from './http/health.js';
import { serveWebApp } from './http/web-app.js';
import { holdAnswerUntil } from './http/hold-answer.js';
import { databaseGate } from './http/database-gate.js';
import { cors } from './http/cors.js';
import { DatabaseMonitor } from './db/database-monitor.js';
import { jsonBody, storableGraphQLQuery } from './http/json-body.js';
import { Readiness } from './http/readiness.js';
import { requestLogging } from './http/request-logging.js';
import { sameOriginWrites } from './http/same-origin-writes.js';
import { securityHeaders } from './http/security-headers.js';
import { logger, setLogLevel } from './lib/logger.js';
import { generateSuggestionsFor } from './modules/suggestions/suggestion-generator.js';
import { apiRouter } from './rest/api.router.js';
import { restErrorHandler } from './rest/error-handler.js';
import type { AuthContext } from './modules/shared/auth-context.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { createSessions } from './modules/auth/session.js';
import { createMailer } from './modules/mail/mailer.js';
import { bindNewsletterRuntime, NewsletterRuntime } from './modules/newsletter/newsletter-runtime.js';
import { oneClickUnsubscribe } from './modules/newsletter/newsletter-links.routes.js';
import { RateLimiter } from './modules/rate-limit/rate-limiter.js';
import { FailureLimiter } from './modules/rate-limit/failure-limiter.js';
import { createHmac } from 'node:crypto';
import { SignedCursors } from './modules/graph/signed-cursors.js';
import { cardRoutes, oembedRoutes, pageHeadTags, type LinkPreviewOptions } from './modules/link-previews/link-previews.routes.js';

export interface CreateAppOptions {
  orm: Orm;
  config: Pick<
    AppConfig,
    | 'WEB_DIST_DIR'
    | 'NODE_ENV'
    | 'sessionSecret'
    | 'ADMIN_EMAILS'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'MAIL_OUTBOX_DIR'
    | 'PUBLIC_URL'
    | 'publicUrl'
    | 'TRUST_PROXY'
    | 'CORS_ORIGINS'
    | 'RATE_LIMIT_FACTOR'
    | 'logLevel'
    | 'MEDIA_DIR'
    | 'RESPONSE_CACHE_MB'
    | 'RESPONSE_CACHE_FRESH_MS'
    | 'NEWSLETTER_SEND_RATE'
    | 'NEWSLETTER_BATCH_SIZE'
    | 'NEWSLETTER_TRACKING'
    | 'NEWSLETTER_DIGEST_CRON'
  >;
  /** Set when this app runs in a cluster worker (see cluster/). */
  cluster?: ClusterLink;
}

export interface App {
  app: Express;
  /** Stops Apollo and the session store; the caller owns the ORM and the HTTP server. */
  close: () => Promise<void>;
  /** The newsletter's queue and settings; the server starts its queue (tests start it when they send). */
  newsletter: NewsletterRuntime;
}

/** Builds the whole HTTP application (GraphQL, REST, web app) without listening. */
export async function createApp({ orm, config, cluster }: CreateAppOptions): Promise<App> {
  setLogLevel(config.logLevel);
  const app = express();
  app.disable('x-powered-by');
  // No hashing of every JSON answer for a weak ETag nobody revalidates; the map feeds set their own.
  app.set('etag', false);
  // X-Forwarded-* only from the proxies TRUST_PROXY names: otherwise req.ip is the peer's address.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestLogging());
  // /oembed too: oEmbed consumers are often other sites' pages fetching it from the browser.
  app.use(['/graphql', '/api', '/oembed'], cors({ allowedOrigins: config.CORS_ORIGINS, publicUrl: config.publicUrl }));
  app.use(securityHeaders({ https: Boolean(config.PUBLIC_URL?.startsWith('https:')) }));
  // gzip for JSON, the app's files and the binary map feeds (typed columns compress about 2:1).
  const compress = compression({ filter: (req, res) => req.originalUrl.startsWith('/api/map/') || compression.filter(req, res) });
  // A client that accepts no encoding (API clients, scripts) gets nothing from the middleware but
  // its per-response negotiation: skip it.
  app.use((req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));
  const readiness = new Readiness();
  const monitor = new DatabaseMonitor(orm.config.getClientUrl());
  monitor.start();
  const gate = databaseGate(monitor);

  const sessions = createSessions({ databaseUrl: orm.config.getClientUrl(), secret: config.sessionSecret, pruneExpired: config.NODE_ENV !== 'test' });
  const auth: AuthContext = {
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.MAIL_OUTBOX_DIR }),
    adminEmails: config.ADMIN_EMAILS,
    publicUrl: config.publicUrl,
    rateLimiter: new RateLimiter(config.RATE_LIMIT_FACTOR),
    failureLimiter: new FailureLimiter(config.RATE_LIMIT_FACTOR),
    deviceSecret: createHmac('sha256', config.sessionSecret).update('trusted-device cookies').digest('hex'),
    cursors: new SignedCursors(createHmac('sha256', config.sessionSecret).update('event cursors').digest('hex')),
    newsletterSignup: (em, person) => new NewsletterService(em, auth).activateProven(person.email, person.firstName ?? null, person.lastName ?? null),
    eventValidated: (eventId) => {
      generateSuggestionsFor(orm.em.fork(), eventId).catch((error: unknown) =>
        logger.error({ err: error, eventId }, '[suggestions] proposing the links of a validated event failed'),
      );
    },
  };
  const newsletter = new NewsletterRuntime(orm, auth.mailer, {
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    tracking: config.NEWSLETTER_TRACKING,
    sendRatePerSecond: config.NEWSLETTER_SEND_RATE,
    batchSize: config.NEWSLETTER_BATCH_SIZE,
    digestCron: config.NEWSLETTER_DIGEST_CRON,
  });
  bindNewsletterRuntime(auth, newsletter);
  const graphql = await createGraphQLMiddleware(orm, auth);
  const graphqlChain: RequestHandler[] = [jsonBody(), storableGraphQLQuery()];
  // The data version, as fresh as the response cache keeps it (or read each time without a cache).
  let currentVersion: () => Promise<string> = () => eventsDataVersion(orm.em.fork());
  if (config.RESPONSE_CACHE_MB > 0) {
    const cache = new ResponseCache({
      maxBytes: config.RESPONSE_CACHE_MB * 2 ** 20,
      freshMs: config.RESPONSE_CACHE_FRESH_MS,
      readVersion: () => eventsDataVersion(orm.em.fork()),
    });
    currentVersion = () => cache.currentVersion();
    // After a write, this worker and the cluster's others read the version again; the write's
    // answer waits until they all know, so the writer's next read cannot meet an old answer.
    const afterWrite = async () => {
      cache.markStale();
      await cluster?.announceWrite();
    };
    cluster?.onPeerWrite(() => cache.markStale());
    // Public reads are answered before the session lookup; REST writes make the cache re-read the version.
    graphqlChain.push(responseCacheMiddleware(cache, afterWrite));
    app.use('/api', (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') holdAnswerUntil(res, afterWrite);
      next();
    });
  }
  app.use('/graphql', explorerPage(config.WEB_DIST_DIR));
  app.use('/graphql', versionedETag({ currentVersion: () => currentVersion(), maxAgeSeconds: 60, isPublicRead: isPublicReadGet }));
  app.use('/graphql', gate, ...graphqlChain, exceptForPublicReads(sessions.middleware), graphql.middleware, graphqlTransportErrors);
  // After /graphql: the probes are rare, the pages many, and every router passed costs a little.
  app.use(healthRoutes(orm, readiness, monitor));
  app.use(
    '/api/newsletter/one-click',
    gate,
    oneClickUnsubscribe(newsletter, auth.rateLimiter, () => orm.em.fork()),
  );
  app.use(['/api/events', '/api/cards'], versionedETag({ currentVersion: () => currentVersion(), maxAgeSeconds: 60 }));
  const previews: LinkPreviewOptions = {
    em: () => orm.em.fork(),
    limiter: auth.rateLimiter,
    publicUrl: config.publicUrl,
    currentVersion: () => currentVersion(),
  };
  app.use('/api/cards', gate, cardRoutes(previews));
  app.use('/oembed', gate, oembedRoutes(previews));
  app.use(
    '/api',
    gate,
    sameOriginWrites({ publicUrl: config.publicUrl, allowedOrigins: config.CORS_ORIGINS, multipartPaths: ['/media'] }),
    sessions.middleware,
    apiRouter(orm, auth, { warmMapFeedFor: config.NODE_ENV !== 'test' ? readiness : undefined, mediaDir: config.MEDIA_DIR }),
  );
  serveWebApp(app, config.WEB_DIST_DIR, pageHeadTags(previews));
  if (cluster) {
    // This worker's own warm-up (registered above) first; then it waits for the others.
    void readiness.settled().then(() => cluster.reportReady());
    readiness.waitFor('other workers', cluster.allReady);
  }
  // Errors outside the /api router (a session lookup during a database outage, a bad /graphql body).
  app.use(restErrorHandler);

  return {
    app,
    newsletter,
    async close() {
      await newsletter.queue.stop();
      await graphql.stop();
      await sessions.close();
      await monitor.stop();
    },
  };
}
