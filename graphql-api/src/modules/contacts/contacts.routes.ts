import { Router } from 'express';
import { ADMIN, requireRole } from '../auth/roles.js';
import { requestEm } from '../shared/request-em.js';
import { sendPage } from '../shared/send-page.js';
import { ContactsService } from './contacts.service.js';

/** The contact form (anyone) and its messages (admins: 401 signed out, 403 other roles). */
export function contactsRouter(): Router {
  const router = Router();

  router.post('/contacts', async (req, res) => {
    await new ContactsService(requestEm(req)).send(req.body, req.ip ?? '');
    res.status(201).json({ success: true, message: 'Thank you! Your message has been received; we answer within two working days.' });
  });

  router.get('/admin/contacts', async (req, res) => {
    await requireRole(req, requestEm(req), ADMIN);
    sendPage(res, await new ContactsService(requestEm(req)).list(req.query));
  });

  return router;
}
