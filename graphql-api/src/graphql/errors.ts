/**
 * Typed application errors, mapped once: to GraphQL error codes (formatError in schema.ts) and to
 * HTTP statuses with the spec's error bodies (rest/error-handler.ts).
 */
import { GraphQLError } from 'graphql';

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
  constructor(readonly violations: Violation[], message = 'Validation failed') {
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

/** The GraphQL form of an AppError: its code and, for validation, the violations. */
export function toGraphQLError(error: AppError): GraphQLError {
  const extensions: Record<string, unknown> = { code: error.code };
  if (error instanceof ValidationError) extensions.violations = error.violations;
  if (error instanceof TooManyRequestsError) extensions.retryAfterSeconds = error.retryAfterSeconds;
  return new GraphQLError(error.message, { extensions });
}
