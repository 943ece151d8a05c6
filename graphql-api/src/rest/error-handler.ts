import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, TooManyRequestsError, ValidationError } from '../graphql/errors.js';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../http/database-errors.js';
import { requestId } from '../http/request-logging.js';
import { logger } from '../lib/logger.js';

/**
 * Maps errors to the spec's REST conventions: the status code, a JSON body with `message`
 * (and `violations` or `code` where the spec reads them) and the request id. A database outage is
 * a 503 with Retry-After; unknown errors are logged and become a 500 without internals. Used by
 * the /api router and, for everything else (sessions on /graphql, static files), by the app.
 */
export const restErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const log = req.log ?? logger;
  if (res.headersSent) {
    // A streamed answer failed midway: the status is gone, so cut the connection rather than end cleanly.
    log.error({ err: error }, '[api] error while streaming');
    res.destroy();
    return;
  }
  const id = requestId(req);
  if (error instanceof ValidationError) {
    res.status(400).json({ message: error.message, violations: error.violations, requestId: id });
    return;
  }
  if (error instanceof TooManyRequestsError) {
    if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
    res.status(429).json({ message: error.message, code: error.code, requestId: id });
    return;
  }
  if (error instanceof AppError) {
    res.status(error.status).json({ message: error.message, code: error.code, requestId: id });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: { message: String(error?.message ?? error) } }, '[api] database unavailable');
    res.set('Retry-After', '5').status(503).json({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE', requestId: id });
    return;
  }
  // body-parser errors (malformed JSON, payload too large) carry their own 4xx status.
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) log.error({ err: error }, '[api] unexpected error');
  res.status(status).json({ message: status === 500 ? 'Internal server error' : String(error.message ?? 'Bad request'), requestId: id });
};

/** Unknown /api paths answer a real 404 in JSON (never the web app's index.html). */
export const restNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.originalUrl}` });
};
