/**
 * A request id on every request: taken from a well-formed `X-Request-Id` header (a proxy in front
 * may set one) or generated, echoed in the response header, bound to every log line the request
 * writes (`req.log`) and put in error bodies so a user's report can be matched to the log.
 *
 * One line per finished request: errors and 5xx at error, 4xx at info, plain successes at debug
 * (so the hot path writes no line by default; LOG_LEVEL=debug logs every request). Health probes
 * are not logged.
 *
 * Our own middleware rather than pino-http: pino-http builds a child logger with the request
 * serialised into its bindings for every request, logged or not, and formats the success message
 * even when debug lines are off (a visible share of an executed GraphQL page's CPU). Here the child logger
 * is made on first use and a line is only built when its level is enabled.
 */
import type { Request, RequestHandler, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { logger, type Logger } from '../lib/logger.js';

declare module 'http' {
  interface IncomingMessage {
    /** The request id (see requestLogging). */
    id: string;
    /** The logger of this request: every line carries the request's id, method and URL. */
    log: Logger;
  }
}

const WELL_FORMED_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** Query parameters that carry secrets (the password-reset link is /auth?reset=<token>). */
const SECRET_PARAMS = /([?&](?:reset|token|password|code)=)[^&#]*/gi;

const UNLOGGED_PATHS = new Set(['/healthz', '/readyz']);

/** The URL as it may be logged: secret query values replaced. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** The level of a finished request's line. */
function requestLogLevel(statusCode: number, error?: unknown): 'error' | 'info' | 'debug' {
  if (error || statusCode >= 500) return 'error';
  // A 4xx is the client's mistake, not the server's.
  return statusCode >= 400 ? 'info' : 'debug';
}

/** The server logger a request's own logger derives from, set by requestLogging(). */
const LOG_BASE = Symbol('request log base');
type LoggedRequest = IncomingMessage & { [LOG_BASE]?: Logger };

/** Made on first use: most requests never log. Kept as the request's own `log` (the prototype's setter below). */
function requestLogger(base: Logger, req: Request): Logger {
  const log = base.child({ req: { id: req.id, method: req.method, url: loggableUrl(req.originalUrl) } });
  req.log = log;
  return log;
}

/**
 * `req.log` is a getter on the request prototype, defined once, rather than one defined on every
 * request: a getter of its own gave each request object a new hidden class, and V8 then kept the
 * request, its response and everything they hold alive past the young-generation collections
 * (promoted to the old generation; bench/README.md). It is undefined on a request that did not
 * pass requestLogging().
 */
if (!Object.prototype.hasOwnProperty.call(IncomingMessage.prototype, 'log')) {
  Object.defineProperty(IncomingMessage.prototype, 'log', {
    configurable: true,
    get(this: LoggedRequest): Logger | undefined {
      const base = this[LOG_BASE];
      return base ? requestLogger(base, this as Request) : undefined;
    },
    set(this: IncomingMessage, value: Logger) {
      Object.defineProperty(this, 'log', { value, writable: true, configurable: true });
    },
  });
}

/** `base`: the server's logger (tests give one of their own). */
export function requestLogging(base: Logger = logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    (req as LoggedRequest)[LOG_BASE] = base;
    if (!UNLOGGED_PATHS.has(req.url)) logWhenFinished(base, req, res);
    next();
  };
}

function logWhenFinished(base: Logger, req: Request, res: Response): void {
  const started = Date.now();
  const done = (error?: unknown) => {
    res.off('finish', done);
    res.off('close', done);
    res.off('error', done);
    const level = requestLogLevel(res.statusCode, error);
    if (!base.isLevelEnabled(level)) return;
    const line: Record<string, unknown> = { res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
    if (error) line.err = error;
    // A connection the client closed before the answer was sent (a navigation away) is no error of ours.
    const message = error || res.statusCode >= 500 ? 'request errored' : res.writableFinished ? 'request completed' : 'request aborted';
    req.log[level](line, message);
  };
  res.on('finish', done);
  res.on('close', done);
  res.on('error', done);
}

export { requestId } from '../modules/shared/rest-error-body.js';
