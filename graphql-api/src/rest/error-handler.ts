import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { appErrorOf, TooManyRequestsError, ServiceUnavailableError, ValidationError } from '../lib/errors.js';
import { requestId } from '../http/request-logging.js';
import { isAnsweredByGate } from '../http/database-gate.js';
import { logger } from '../lib/logger.js';

/** The one shape of every REST error body. */
export interface RestErrorBody {
  message: string;
  code: string;
  violations?: { field: string; message: string }[];
  requestId: string | undefined;
}

/** Sends a REST error answer in the one shape, with the request id. */
export function sendRestError(res: Response, status: number, body: Omit<RestErrorBody, 'requestId'>): void {
  res.status(status).json({ ...body, requestId: requestId(res.req) });
}

/** Codes of errors that come with their own 4xx status from a library (body-parser, multer...). */
const LIBRARY_CODES: Record<number, string> = { 400: 'BAD_REQUEST', 404: 'NOT_FOUND', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };

/**
 * Maps errors to REST answers once: the application error's status and code, `violations` for
 * validation, Retry-After where the client should wait; unknown errors are logged and answered as
 * a 500 without internals. Used by the /api router and, for everything else (sessions on
 * /graphql, static files), by the app.
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
  const known = appErrorOf(error);
  if (known) {
    if (known instanceof ServiceUnavailableError) log.warn({ err: { message: String(error?.message ?? error) } }, '[api] database unavailable');
    if ((known instanceof TooManyRequestsError || known instanceof ServiceUnavailableError) && known.retryAfterSeconds) res.set('Retry-After', String(known.retryAfterSeconds));
    sendRestError(res, known.status, { message: known.message, code: known.code, ...(known instanceof ValidationError ? { violations: known.violations } : {}) });
    return;
  }
  // body-parser errors (malformed JSON, payload too large) carry their own 4xx status.
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) log.error({ err: error }, '[api] unexpected error');
  sendRestError(res, status, {
    message: status === 500 ? 'Internal server error' : String(error.message ?? 'Bad request'),
    code: status === 500 ? 'INTERNAL_SERVER_ERROR' : (LIBRARY_CODES[status] ?? 'BAD_REQUEST'),
  });
};

/** Unknown /api paths answer a real 404 in JSON (never the web app's index.html). */
export const restNotFound: RequestHandler = (req, res) => {
  sendRestError(res, 404, { message: `No API route for ${req.method} ${req.originalUrl}`, code: 'NOT_FOUND' });
};
