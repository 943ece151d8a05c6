import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, ValidationError } from '../graphql/errors.js';

/**
 * Maps errors to the spec's REST conventions: the status code, a JSON body with `message`
 * (and `violations` or `code` where the spec reads them). Unknown errors are logged and become a
 * 500 without internals.
 */
export const restErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (res.headersSent) {
    // A streamed answer failed midway: the status is gone, so cut the connection rather than end cleanly.
    console.error('[api] error while streaming', error);
    res.destroy();
    return;
  }
  if (error instanceof ValidationError) {
    res.status(400).json({ message: error.message, violations: error.violations });
    return;
  }
  if (error instanceof AppError) {
    res.status(error.status).json({ message: error.message, code: error.code });
    return;
  }
  // body-parser errors (malformed JSON, payload too large) carry their own 4xx status.
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) console.error('[api] unexpected error', error);
  res.status(status).json({ message: status === 500 ? 'Internal server error' : String(error.message ?? 'Bad request') });
};

/** Unknown /api paths answer a real 404 in JSON (never the web app's index.html). */
export const restNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.originalUrl}` });
};
