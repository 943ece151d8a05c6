import express from 'express';
import pino from 'pino';
import { Writable } from 'node:stream';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loggableUrl, requestLogging } from './request-logging.js';

describe('loggableUrl', () => {
  it('hides the reset token of the emailed link and other secret parameters, keeping the rest', () => {
    expect(loggableUrl('/auth?reset=AbC123-_xyz&tab=login')).toBe('/auth?reset=[redacted]&tab=login');
    expect(loggableUrl('/x?a=1&token=s3cret#frag')).toBe('/x?a=1&token=[redacted]#frag');
    expect(loggableUrl('/api/events?year=1945')).toBe('/api/events?year=1945');
  });
});

/** An app with the request logging on a logger of its own, and the lines it wrote. */
function loggedApp(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLogging(pino({ level }, sink)));
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/missing', (_req, res) => void res.status(404).json({ message: 'Not found' }));
  app.get('/broken', (_req, res) => void res.status(500).json({ message: 'Internal server error' }));
  app.get('/healthz', (_req, res) => void res.send('ok'));
  // Whether the request has a logger of its own before and after a line (the prototype's getter makes it on first use).
  app.get('/own-logger', (req, res) => {
    const before = Object.prototype.hasOwnProperty.call(req, 'log');
    req.log.info('a line');
    res.json({ before, after: Object.prototype.hasOwnProperty.call(req, 'log') });
  });
  app.get('/note', (req, res) => {
    req.log.warn({ detail: 1 }, 'a handler line');
    res.json({ id: req.id });
  });
  // Lines are written after the answer: wait for the sink.
  const settled = () => new Promise((r) => setTimeout(r, 20));
  return { app, lines, settled };
}

describe('requestLogging', () => {
  it('echoes a well-formed X-Request-Id and generates one otherwise', async () => {
    const { app } = loggedApp('info');
    const given = await request(app).get('/ok').set('X-Request-Id', 'proxy-id-12345');
    expect(given.headers['x-request-id']).toBe('proxy-id-12345');
    const made = await request(app).get('/ok').set('X-Request-Id', 'bad id with spaces');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes no line for a plain success at info, one at info for a 4xx and at error for a 5xx, with the request', async () => {
    const { app, lines, settled } = loggedApp('info');
    await request(app).get('/ok');
    await request(app).get('/missing?token=s3cret').set('X-Request-Id', 'req-4xx-0001');
    await request(app).get('/broken').set('X-Request-Id', 'req-5xx-0001');
    await settled();
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [30, 'request completed'],
      [50, 'request errored'],
    ]);
    expect(lines[0]).toMatchObject({ req: { id: 'req-4xx-0001', method: 'GET', url: '/missing?token=[redacted]' }, res: { statusCode: 404 } });
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
    expect(lines[1]).toMatchObject({ req: { id: 'req-5xx-0001' }, res: { statusCode: 500 } });
  });

  it('logs every request at debug, except the health probes', async () => {
    const { app, lines, settled } = loggedApp('debug');
    await request(app).get('/ok').set('X-Request-Id', 'req-debug-01');
    await request(app).get('/healthz');
    await settled();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 20, msg: 'request completed', req: { id: 'req-debug-01', url: '/ok' }, res: { statusCode: 200 } });
  });

  it("binds the request to a handler's own lines through req.log", async () => {
    const { app, lines, settled } = loggedApp('info');
    const response = await request(app).get('/note').set('X-Request-Id', 'req-note-001');
    await settled();
    expect(response.body).toEqual({ id: 'req-note-001' });
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: 'a handler line', detail: 1, req: { id: 'req-note-001', method: 'GET', url: '/note' } })]);
  });

  it('makes a request its own logger on first use only', async () => {
    const { app } = loggedApp('info');
    expect((await request(app).get('/own-logger')).body).toEqual({ before: false, after: true });
  });
});
