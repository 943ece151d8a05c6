import { Router, type Request } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../lib/errors.js';
import { limitRequest } from '../rate-limit/limit-request.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { requestEm } from '../shared/request-em.js';
import { followClick, INVALID_TRACKING_LINK, recordOpen, unsubscribeByToken } from './newsletter-links.js';
import type { NewsletterRuntime } from './newsletter-runtime.js';

// The smallest transparent GIF: what a tracking image answers.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The links every newsletter mail holds, all public (the signed token is the credential, no
 * session): the tracking image, the click redirect, and unsubscribing from the web page.
 */
export function newsletterLinksRouter(runtime: NewsletterRuntime, limiter: RateLimiter): Router {
  const router = Router();
  const limit = (req: Request) => limitRequest(limiter, requestEm(req), req, 'newsletterLink');

  router.get('/o/:token', async (req, res) => {
    await limit(req);
    if (!(await recordOpen(requestEm(req), runtime, req.params.token))) throw new ValidationError([{ field: 'token', message: INVALID_TRACKING_LINK }]);
    res.set('Cache-Control', 'no-store').type('image/gif').send(PIXEL);
  });

  router.get('/c/:token', async (req, res) => {
    await limit(req);
    res.redirect(302, await followClick(requestEm(req), runtime, req.params.token, req.query.u));
  });

  router.post('/unsubscribe-link', async (req, res) => {
    await limit(req);
    const email = await unsubscribeByToken(requestEm(req), runtime, (req.body as { token?: unknown } | undefined)?.token);
    res.json({ success: true, email });
  });

  return router;
}

/**
 * RFC 8058 one-click unsubscribe: the mail program POSTs `List-Unsubscribe=One-Click` as a form,
 * from its own server, to the address in the List-Unsubscribe header. It is mounted before the
 * same-origin rule of the other writes (it needs no cookie, so there is no request to forge).
 */
export function oneClickUnsubscribe(runtime: NewsletterRuntime, limiter: RateLimiter, em: () => EntityManager): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const fork = em();
    await limitRequest(limiter, fork, req, 'newsletterLink');
    await unsubscribeByToken(fork, runtime, req.query.token);
    res.type('text').send('You are unsubscribed from the Epoch Atlas newsletters.');
  });
  return router;
}
