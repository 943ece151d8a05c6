import type { ErrorRequestHandler } from 'express';
import { errorAnswer } from '../http/error-answer.js';
import { isAnsweredByGate } from '../http/database-gate.js';
import { requestId } from '../http/request-logging.js';
import { logger } from '../lib/logger.js';

/**
 * Errors on /graphql before Apollo answers (a body that cannot be read or stored, a session lookup
 * during an outage) are answered as GraphQL answers, `{ errors: [{ message, extensions: { code } }] }`
 * with the HTTP status, so a GraphQL client reads every refusal the same way.
 */
export const graphqlTransportErrors: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return isAnsweredByGate(res) ? undefined : next(error);
  const answer = errorAnswer(error);
  const log = req.log ?? logger;
  if (answer.log === 'error') log.error({ err: error }, '[graphql] unexpected error');
  if (answer.retryAfterSeconds) res.set('Retry-After', String(answer.retryAfterSeconds));
  const extensions = {
    code: answer.code,
    ...(answer.violations ? { violations: answer.violations } : {}),
    ...(answer.retryAfterSeconds ? { retryAfterSeconds: answer.retryAfterSeconds } : {}),
  };
  res.status(answer.status).json({ errors: [{ message: answer.message, extensions }], extensions: { requestId: requestId(req) } });
};
