/**
 * A request id on every request: taken from a well-formed `X-Request-Id` header (a proxy in front
 * may set one) or generated, echoed in the response header, bound to every log line the request
 * writes (`req.log`) and put in error bodies so a user's report can be matched to the log.
 */
import type { Request, RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import { logger } from '../lib/logger.js';

const WELL_FORMED_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** Query parameters that carry secrets (the password-reset link is /auth?reset=<token>). */
const SECRET_PARAMS = /([?&](?:reset|token|password|code)=)[^&#]*/gi;

/** The URL as it may be logged: secret query values replaced. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

export function requestLogging(): RequestHandler {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      // A 4xx is the client's mistake, not the server's: info. Plain successes are debug, so the
      // hot path writes no line by default (LOG_LEVEL=debug logs every request).
      return res.statusCode >= 400 ? 'info' : 'debug';
    },
    // Health probes every few seconds would drown the log.
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggableUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }) as unknown as RequestHandler;
}

/** The request id given by requestLogging(), for error bodies. */
export function requestId(req: Request): string | undefined {
  const id = (req as Request & { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
}
