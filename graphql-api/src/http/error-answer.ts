/**
 * What an error means to a client, decided once for both transports' HTTP answers (the REST body
 * and the GraphQL transport errors: a body that could not be read, an outage before Apollo ran):
 * the application error's status and stable code, or the 4xx a library raised (body-parser,
 * multer), or an internal error whose details stay in the log.
 */
import { appErrorOf, ServiceUnavailableError, TooManyRequestsError, ValidationError, type Violation } from '../lib/errors.js';

export interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
  violations?: Violation[];
  retryAfterSeconds?: number;
  /** Not ours to explain: log it (a bug, or an outage worth a warning). */
  log?: 'error' | 'warn';
}

/** Codes of errors that come with their own 4xx status from a library. */
const LIBRARY_CODES: Record<number, string> = { 400: 'BAD_REQUEST', 404: 'NOT_FOUND', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };

export function errorAnswer(error: unknown): ErrorAnswer {
  const known = appErrorOf(error);
  if (known) {
    return {
      status: known.status,
      code: known.code,
      message: known.message,
      ...(known instanceof ValidationError ? { violations: known.violations } : {}),
      ...(known instanceof TooManyRequestsError || known instanceof ServiceUnavailableError ? { retryAfterSeconds: known.retryAfterSeconds } : {}),
      ...(known instanceof ServiceUnavailableError ? { log: 'warn' as const } : {}),
    };
  }
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, code: LIBRARY_CODES[status] ?? 'BAD_REQUEST', message: String((error as Error).message ?? 'Bad request') };
  }
  return { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error', log: 'error' };
}
