import type { ErrorRequestHandler, RequestHandler } from 'express';
import { errorAnswer } from '../http/error-answer.js';
import { isAnsweredByGate } from '../http/database-gate.js';
import { sendRestError } from '../modules/shared/rest-error-body.js';
export { sendRestError } from '../modules/shared/rest-error-body.js';
import { logger } from '../lib/logger.js';

/**
 * Answers errors as REST errors (http/error-answer.ts decides what they mean): the status and code,
 * `violations` for validation, Retry-After where the client should wait; internal errors are
 * logged and answered without their details. Used by the /api router and, for everything else
 * (static files, the web app), by the app.
 */
export const restErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const log = req.log ?? logger;
  if (res.headersSent && isAnsweredByGate(res)) return; // answered 503 during an outage; this is the handler waking up after it
  if (res.headersSent) {
    // A streamed answer failed midway: the status is gone, so cut the connection rather than end cleanly.
    log.error({ err: error }, '[api] error while streaming');
    res.destroy();
    return;
  }
  const answer = errorAnswer(error);
  if (answer.log === 'error') log.error({ err: error }, '[api] unexpected error');
  if (answer.log === 'warn') log.warn({ err: { message: String((error as Error)?.message ?? error) } }, '[api] database unavailable');
  if (answer.retryAfterSeconds) res.set('Retry-After', String(answer.retryAfterSeconds));
  sendRestError(res, answer.status, { message: answer.message, code: answer.code, ...(answer.violations ? { violations: answer.violations } : {}) });
};

/** Unknown /api paths answer a real 404 in JSON (never the web app's index.html). */
export const restNotFound: RequestHandler = (req, res) => {
  sendRestError(res, 404, { message: `No API route for ${req.method} ${req.originalUrl}`, code: 'NOT_FOUND' });
};
