import { Router } from 'express';
import type { AuthContext } from '../modules/auth/auth-context.js';
import { AuthService, RESET_SENT } from '../modules/auth/auth.service.js';
import { requireUser } from '../modules/auth/roles.js';
import { limitRequest } from '../modules/rate-limit/limit-request.js';
import { publicUrl, sessionUserId, signIn, signOut } from '../modules/auth/session.js';
import { userView } from '../modules/users/user-view.js';
import { requestEm } from './request-em.js';

/** The account calls of spec section 7, with their exact statuses and bodies. */
export function authRouter(auth: AuthContext): Router {
  const router = Router();
  const service = (req: Parameters<typeof requestEm>[0]) => new AuthService(requestEm(req), auth);

  router.get('/user', async (req, res) => {
    const user = await service(req).byId(sessionUserId(req));
    if (!user) {
      res.status(401).json({ message: 'Not signed in' });
      return;
    }
    res.json(userView(user));
  });

  router.patch('/user', async (req, res) => {
    const em = requestEm(req);
    const user = await requireUser(req, em);
    res.json(userView(await new AuthService(em, auth).updateAccount(user, req.body)));
  });

  router.post('/login', async (req, res) => {
    await limitRequest(auth.rateLimiter, requestEm(req), req, 'login', req.body?.email);
    try {
      const user = await service(req).login(req.body);
      await signIn(req, user.id);
      res.json({ success: true, message: 'Logged in', user: userView(user) });
    } catch (e) {
      if ((e as { status?: number }).status === 401) {
        res.status(401).json({ success: false, message: (e as Error).message });
        return;
      }
      throw e;
    }
  });

  router.post('/register', async (req, res) => {
    await limitRequest(auth.rateLimiter, requestEm(req), req, 'register');
    try {
      const user = await service(req).register(req.body);
      await signIn(req, user.id);
      res.status(201).json({ success: true, message: 'Account created', user: userView(user) });
    } catch (e) {
      if ((e as { code?: string }).code === 'EMAIL_EXISTS') {
        res.status(409).json({ success: false, code: 'EMAIL_EXISTS', message: (e as Error).message });
        return;
      }
      throw e;
    }
  });

  router.post('/forgot-password', async (req, res) => {
    await limitRequest(auth.rateLimiter, requestEm(req), req, 'forgotPassword', req.body?.email);
    await service(req).requestPasswordReset(req.body, publicUrl(req, auth.publicUrl));
    res.json({ success: true, message: RESET_SENT });
  });

  router.post('/reset-password', async (req, res) => {
    await limitRequest(auth.rateLimiter, requestEm(req), req, 'resetPassword');
    const user = await service(req).resetPassword(req.body);
    // Every session of the account ended with the reset; this browser signs in with the new password.
    await signIn(req, user.id);
    res.json({ success: true, message: 'Password changed', user: userView(user) });
  });

  router.post('/logout', async (req, res) => {
    await signOut(req);
    res.clearCookie('epoch.sid');
    res.json({ success: true });
  });

  return router;
}
