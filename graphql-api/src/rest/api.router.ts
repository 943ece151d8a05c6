import { Router } from 'express';
import type { Orm } from '../orm/orm.js';
import { restErrorHandler, restNotFound } from './error-handler.js';
import { authRouter } from '../modules/auth/auth.routes.js';
import { contactsRouter } from '../modules/contacts/contacts.routes.js';
import { usersRouter } from '../modules/auth/user-admin.routes.js';
import { newsletterRouter } from '../modules/newsletter/newsletter.routes.js';
import { eventsRouter } from '../modules/events/events.routes.js';
import { exportRouter } from '../modules/import-export/export.routes.js';
import type { AuthContext } from '../modules/shared/auth-context.js';
import { mapFeedRouter } from '../modules/map-feed/map-feed.routes.js';
import { mediaRouter } from '../modules/media/media.routes.js';
import { forkEmPerRequest } from '../modules/shared/request-em.js';
import { jsonBody, storableQuery } from '../http/json-body.js';
import type { Readiness } from '../http/readiness.js';

/** The /api/* compatibility layer of spec section 7: thin adapters over the module services. */
export function apiRouter(orm: Orm, auth: AuthContext, options: { warmMapFeedFor?: Readiness; mediaDir: string }): Router {
  const router = Router();
  router.use(jsonBody(), storableQuery());
  router.use(forkEmPerRequest(orm));
  router.use('/', authRouter(auth));
  router.use('/newsletter', newsletterRouter(auth));
  router.use('/', contactsRouter());
  router.use('/', usersRouter());
  router.use('/', exportRouter());
  router.use('/events', eventsRouter(auth.rateLimiter, auth));
  router.use('/map', mapFeedRouter(orm, { warmUp: options.warmMapFeedFor }));
  router.use('/media', mediaRouter(options.mediaDir, auth.rateLimiter));
  router.use(restNotFound);
  router.use(restErrorHandler);
  return router;
}
