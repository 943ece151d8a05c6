import { Router, type Response } from 'express';
import type { AuthContext } from '../modules/auth/auth-context.js';
import { ADMIN, MODERATOR, requireRole, requireUser } from '../modules/auth/roles.js';
import { ContactsService } from '../modules/contacts/contacts.service.js';
import { setVerificationStatus } from '../modules/events/event-verification.js';
import { NewsletterService } from '../modules/newsletter/newsletter.service.js';
import { limitRequest } from '../modules/rate-limit/limit-request.js';
import { userView } from '../modules/users/user-view.js';
import { listUsers } from '../modules/users/user.service.js';
import { requestEm } from './request-em.js';

/** Lists are arrays (spec section 7); the total for the filter travels in a header for paging. */
function sendPage<T>(res: Response, page: { rows: T[]; total: number }) {
  res.set('X-Total-Count', String(page.total)).json(page.rows);
}

/** Newsletter, admin and moderation calls: 401 when signed out, 403 for a role that may not. */
export function adminRouter(auth: AuthContext): Router {
  const router = Router();

  router.post('/newsletter/subscribe', async (req, res) => {
    await limitRequest(auth.rateLimiter, requestEm(req), req, 'newsletter', req.body?.email);
    const subscriber = await new NewsletterService(requestEm(req)).subscribe(req.body);
    res.json({ success: true, subscriber });
  });

  /** Unsubscribes the signed-in user's own address (nobody can unsubscribe someone else). */
  router.post('/newsletter/unsubscribe', async (req, res) => {
    const user = await requireUser(req, requestEm(req));
    await new NewsletterService(requestEm(req)).unsubscribe(user.email);
    res.json({ success: true });
  });

  /** The signed-in user's own subscription (Newsletter Preferences), or null. */
  router.get('/newsletter/me', async (req, res) => {
    const user = await requireUser(req, requestEm(req));
    res.json(await new NewsletterService(requestEm(req)).byEmail(user.email));
  });

  router.get('/newsletter/subscribers', async (req, res) => {
    await requireRole(req, requestEm(req), ADMIN);
    sendPage(res, await new NewsletterService(requestEm(req)).list(req.query));
  });

  router.get('/newsletter/analytics', async (req, res) => {
    await requireRole(req, requestEm(req), ADMIN);
    res.json(await new NewsletterService(requestEm(req)).analytics());
  });

  router.post('/contacts', async (req, res) => {
    await new ContactsService(requestEm(req)).send(req.body, req.ip ?? '');
    res.status(201).json({ success: true, message: 'Thank you! Your message has been received; we answer within two working days.' });
  });

  router.get('/admin/contacts', async (req, res) => {
    await requireRole(req, requestEm(req), ADMIN);
    sendPage(res, await new ContactsService(requestEm(req)).list(req.query));
  });

  router.get('/admin/users', async (req, res) => {
    await requireRole(req, requestEm(req), ADMIN);
    const page = await listUsers(requestEm(req), req.query);
    sendPage(res, { rows: page.rows.map(userView), total: page.total });
  });

  router.patch('/events/:id/verification', async (req, res) => {
    const moderator = await requireRole(req, requestEm(req), MODERATOR);
    const event = await setVerificationStatus(requestEm(req), req.params.id, req.body?.status, moderator);
    res.json({ id: event.id, verificationStatus: event.verificationStatus, verifiedAt: event.verifiedAt });
  });

  return router;
}
