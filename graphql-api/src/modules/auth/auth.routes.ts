import { Router } from 'express';
import { requestEm } from '../shared/request-em.js';
import { userView } from '../users/user-view.js';
import type { AuthContext } from '../shared/auth-context.js';
import { changeAccount, registerAccount, requestPasswordReset, resendVerification, resetPassword, signInWithPassword, verifyEmail } from './account-flows.js';
import { AuthService, RESET_SENT } from './auth.service.js';
import { sessionUserId, signOut } from './session.js';
import { sendRestError } from '../shared/rest-error-body.js';

/** The account calls of spec section 7, with their exact statuses and bodies, plus address confirmation. */
export function authRouter(auth: AuthContext): Router {
  const router = Router();

  router.get('/user', async (req, res) => {
    const user = await new AuthService(requestEm(req), auth).byId(sessionUserId(req));
    if (!user) {
      sendRestError(res, 401, { message: 'Not signed in', code: 'UNAUTHENTICATED' });
      return;
    }
    res.json(userView(user));
  });

  router.patch('/user', async (req, res) => {
    res.json(userView(await changeAccount(req, requestEm(req), auth, req.body)));
  });

  router.post('/login', async (req, res) => {
    const user = await signInWithPassword(req, requestEm(req), auth, req.body);
    res.json({ success: true, message: 'Logged in', user: userView(user) });
  });

  router.post('/register', async (req, res) => {
    const user = await registerAccount(req, requestEm(req), auth, req.body);
    res.status(201).json({ success: true, message: 'Account created', user: userView(user) });
  });

  router.post('/forgot-password', async (req, res) => {
    await requestPasswordReset(req, requestEm(req), auth, req.body);
    res.json({ success: true, message: RESET_SENT });
  });

  router.post('/reset-password', async (req, res) => {
    const user = await resetPassword(req, requestEm(req), auth, req.body);
    res.json({ success: true, message: 'Password changed', user: userView(user) });
  });

  router.post('/verify-email', async (req, res) => {
    const user = await verifyEmail(req, requestEm(req), auth, req.body);
    res.json({ success: true, message: 'Email address confirmed', user: userView(user) });
  });

  router.post('/verify-email/resend', async (req, res) => {
    const user = await resendVerification(req, requestEm(req), auth);
    res.json({ success: true, message: `A confirmation link is on its way to ${user.pendingEmail ?? user.email}.` });
  });

  router.post('/logout', async (req, res) => {
    await signOut(req);
    res.clearCookie('epoch.sid');
    res.json({ success: true });
  });

  return router;
}
