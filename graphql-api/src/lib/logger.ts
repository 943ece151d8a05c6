/**
 * One structured (pino, JSON lines) logger for the server. Request handlers log through `req.log`,
 * which carries the request id (see http/request-logging.ts). Secrets never reach a line: cookies,
 * authorization headers and any password or token field are redacted.
 */
import pino from 'pino';

export const logger = pino({
  level: 'info',
  base: { service: 'epoch-atlas' },
  redact: {
    paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.currentPassword', '*.newPassword', '*.token'],
    censor: '[redacted]',
  },
});

export type Logger = typeof logger;

/** Sets how much the server logs (LOG_LEVEL); the level is shared by every child logger. */
export function setLogLevel(level: string): void {
  logger.level = level;
}
