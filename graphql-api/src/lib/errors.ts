/**
 * Typed application errors, thrown by services and known to no transport. Each carries its HTTP
 * status and its stable code; formatError in graphql/apollo.ts (GraphQL answers) and
 * http/error-answer.ts (REST answers, and GraphQL refusals before Apollo runs) map them, each once,
 * through appErrorOf below.
 */
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-errors.js';

export interface Violation {
  field: string;
  message: string;
}

export abstract class AppError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
}

export class ValidationError extends AppError {
  readonly status = 400;
  readonly code = 'BAD_USER_INPUT';
  constructor(
    readonly violations: Violation[],
    message = 'Validation failed',
  ) {
    super(`${message}: ${violations.map((v) => `${v.field ? `${v.field}: ` : ''}${v.message}`).join('; ')}`);
  }
}

export class NotFoundError extends AppError {
  readonly status = 404;
  readonly code = 'NOT_FOUND';
}

export class UnauthorizedError extends AppError {
  readonly status = 401;
  readonly code = 'UNAUTHENTICATED';
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  readonly code = 'FORBIDDEN';
}

export class ConflictError extends AppError {
  readonly status = 409;
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export class TooManyRequestsError extends AppError {
  readonly status = 429;
  readonly code = 'RATE_LIMITED';
  /** @param retryAfterSeconds sent as the Retry-After header. */
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export class PayloadTooLargeError extends AppError {
  readonly status = 413;
  readonly code = 'PAYLOAD_TOO_LARGE';
}

/** The mail server did not take a mail the caller waits on (a test send): 502, nothing else changed. */
export class MailNotSentError extends AppError {
  readonly status = 502;
  readonly code = 'MAIL_NOT_SENT';
}

/**
 * A request for a form of answer the server does not make: oEmbed says 501 for a `format` the
 * provider does not offer (only JSON here). The one 5xx that answers the request, not a fault.
 */
export class NotImplementedError extends AppError {
  readonly status = 501;
  readonly code = 'NOT_IMPLEMENTED';
}

/** The database cannot be reached (an outage): 503, and the client should retry shortly. */
export class ServiceUnavailableError extends AppError {
  readonly status = 503;
  readonly code = 'DATABASE_UNAVAILABLE';
  readonly retryAfterSeconds = 5;
  constructor(message = DATABASE_UNAVAILABLE_MESSAGE) {
    super(message);
  }
}

/**
 * The application error an error stands for: itself, a ServiceUnavailableError for a database
 * that cannot be reached, or null for anything unexpected (a bug: logged, answered as internal).
 */
export function appErrorOf(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new ServiceUnavailableError();
  return null;
}
