import { Router } from 'express';
import { requestEm } from '../shared/request-em.js';
import { sendPage } from '../shared/send-page.js';
import type { AuthContext } from '../shared/auth-context.js';
import { ADMIN, requireRole, requireUser } from '../auth/roles.js';
import { sessionUserId } from '../auth/session.js';
import { limitRequest } from '../rate-limit/limit-request.js';
import { User } from '../users/user.entity.js';
import { NewsletterService } from './newsletter.service.js';
import { newsletterAnalytics } from './newsletter-analytics.js';
import { newsletterLinksRouter } from './newsletter-links.routes.js';
import { newsletterRuntime } from './newsletter-runtime.js';

/** The newsletter calls of spec section 7, plus confirming a subscription from its mail. */
export function newsletterRouter(auth: AuthContext): Router {
  const router = Router();
  const service = (req: Parameters<typeof requestEm>[0]) => new NewsletterService(requestEm(req), auth);

  router.use(newsletterLinksRouter(newsletterRuntime(auth), auth.rateLimiter));

  router.post('/subscribe', async (req, res) => {
    const em = requestEm(req);
    await limitRequest(auth.rateLimiter, em, req, 'newsletter', (req.body as { email?: unknown } | undefined)?.email);
    const userId = sessionUserId(req);
    const user = userId ? await em.findOne(User, { id: userId }) : null;
    const subscriber = await service(req).subscribe(req.body, user?.emailVerifiedAt ? user.email : null);
    res.json({ success: true, subscriber });
  });

  router.post('/confirm', async (req, res) => {
    await limitRequest(auth.rateLimiter, requestEm(req), req, 'confirmLink');
    const subscriber = await service(req).confirm(req.body);
    res.json({ success: true, subscriber: { email: subscriber.email, preferences: subscriber.preferences, status: subscriber.status } });
  });

  /** Unsubscribes the signed-in user's own address (nobody can unsubscribe someone else). */
  router.post('/unsubscribe', async (req, res) => {
    const user = await requireUser(req, requestEm(req));
    await service(req).unsubscribe(user.email);
    res.json({ success: true });
  });

  /** The signed-in user's own subscription (Newsletter Preferences), or null. */
  router.get('/me', async (req, res) => {
    const user = await requireUser(req, requestEm(req));
    res.json(await service(req).byEmail(user.email));
  });

  router.get('/subscribers', async (req, res) => {
    await requireRole(req, requestEm(req), ADMIN);
    sendPage(res, await service(req).list(req.query));
  });

  router.get('/analytics', async (req, res) => {
    await requireRole(req, requestEm(req), ADMIN);
    res.json(await newsletterAnalytics(requestEm(req)));
  });

  return router;
}
