/**
 * securityHeaders sets helmet's headers from a list worked out once: the list must be exactly what
 * helmet itself sets on a response, for both the plain and the https configuration.
 */
import express from 'express';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { headersOf, helmetOptions, securityHeaders } from './security-headers.js';

/** The headers a response gets from `middleware`, as an express app answers them. */
async function answeredHeaders(middleware: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const { headers } = await supertest(app).get('/');
  // Headers every express answer carries whatever the middleware does.
  const { date: _date, etag: _etag, 'content-length': _length, 'content-type': _type, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

describe('securityHeaders', () => {
  for (const https of [false, true]) {
    it(`sets the same headers as helmet per request (https: ${https})`, async () => {
      const ours = await answeredHeaders(securityHeaders({ https }));
      expect(ours['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(Boolean(ours['strict-transport-security'])).toBe(https);
      expect(ours['content-security-policy']?.includes('upgrade-insecure-requests')).toBe(https);
      // helmet itself, run as a middleware on every request with the same options.
      expect(ours).toEqual(await answeredHeaders(helmet(helmetOptions({ https }))));
      expect(Object.keys(ours).length).toBeGreaterThanOrEqual(10);
    });
  }

  it('removes what the middleware removes, and keeps the last value set', () => {
    const recorded = headersOf((_req, res, next) => {
      res.setHeader('X-A', '1');
      res.setHeader('X-A', '2');
      res.setHeader('X-Powered-By', 'x');
      res.removeHeader('X-Powered-By');
      next();
    });
    expect(recorded).toEqual({ set: [['X-A', '2']], removed: ['X-Powered-By'] });
  });

  it('refuses a middleware that does not finish at once (its headers would come too late)', () => {
    expect(() => headersOf((_req: IncomingMessage, _res: ServerResponse, next) => void setTimeout(next, 1))).toThrow(/did not finish synchronously/);
  });
});
