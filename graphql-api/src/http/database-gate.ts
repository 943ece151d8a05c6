/**
 * While the database monitor (db/database-monitor.ts) says the database is down, API and GraphQL
 * requests are answered 503 at once instead of waiting on a pool or a query that may hang for the
 * whole outage; requests already waiting when it goes down are answered 503 then. A handler that
 * wakes up later (the database came back) finds its answer already sent: its late write is
 * dropped quietly (isAnsweredByGate, rest/error-handler.ts).
 */
import type { Request, RequestHandler, Response } from 'express';
import type { DatabaseMonitor } from '../db/database-monitor.js';
import { ServiceUnavailableError } from '../lib/errors.js';
import { requestId } from './request-logging.js';

const ANSWERED = Symbol('answered by the database gate');

export function isAnsweredByGate(res: Response): boolean {
  return (res as Response & { [ANSWERED]?: boolean })[ANSWERED] === true;
}

function answerUnavailable(req: Request, res: Response): void {
  if (res.headersSent) return; // an answer is already streaming: it fails or finishes on its own
  (res as Response & { [ANSWERED]?: boolean })[ANSWERED] = true;
  const error = new ServiceUnavailableError();
  res.set('Retry-After', String(error.retryAfterSeconds)).status(503);
  const id = requestId(req);
  if (req.originalUrl.startsWith('/graphql')) {
    res.json({
      errors: [{ message: error.message, extensions: { code: error.code, retryAfterSeconds: error.retryAfterSeconds } }],
      extensions: { requestId: id },
    });
  } else res.json({ message: error.message, code: error.code, requestId: id });
}

export function databaseGate(monitor: DatabaseMonitor): RequestHandler {
  const waiting = new Map<Response, Request>();
  monitor.onDown(() => {
    for (const [res, req] of waiting) answerUnavailable(req, res);
    waiting.clear();
  });
  return (req, res, next) => {
    if (monitor.isDown) return answerUnavailable(req, res);
    waiting.set(res, req);
    res.once('close', () => waiting.delete(res));
    next();
  };
}
