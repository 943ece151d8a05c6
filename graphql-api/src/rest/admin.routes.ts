import { Router } from 'express';
import { sendPage } from './send-page.js';
import type { AuthContext } from '../modules/auth/auth-context.js';
import { ADMIN, MODERATOR, requireRole } from '../modules/auth/roles.js';
import { ContactsService } from '../modules/contacts/contacts.service.js';
import { setVerificationStatus } from '../modules/events/event-verification.js';
import { userView } from '../modules/users/user-view.js';
import { listUsers } from '../modules/users/user.service.js';
import { requestEm } from './request-em.js';


/** Contacts, admin and moderation calls: 401 when signed out, 403 for a role that may not. */
export function adminRouter(auth: AuthContext): Router {
  const router = Router();

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
