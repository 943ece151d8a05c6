import { Router } from 'express';
import { ADMIN, requireRole } from './roles.js';
import { requestEm } from '../shared/request-em.js';
import { sendPage } from '../shared/send-page.js';
import { userView } from '../users/user-view.js';
import { listUsers } from '../users/user.service.js';

/** GET /api/admin/users (spec section 7): the accounts, for admins. */
export function usersRouter(): Router {
  const router = Router();
  router.get('/admin/users', async (req, res) => {
    await requireRole(req, requestEm(req), ADMIN);
    const page = await listUsers(requestEm(req), req.query);
    sendPage(res, { rows: page.rows.map(userView), total: page.total });
  });
  return router;
}
