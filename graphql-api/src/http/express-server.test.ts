/**
 * The server makes its requests and responses with the app's prototypes, so express has nothing
 * to swap per request, and the app still works as with `app.listen`.
 */
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { callable, createExpressServer, withPrototype } from './express-server.js';

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function listen(s: http.Server): Promise<string> {
  server = s;
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}

describe('createExpressServer', () => {
  it("hands express requests and responses that already have the app's prototypes", async () => {
    const app = express();
    app.use(express.json());
    app.post(
      '/echo',
      (req, res) =>
        void res
          .status(201)
          .set('X-Seen', req.get('x-given') ?? '')
          .json({ body: req.body as unknown, path: req.path }),
    );
    const s = createExpressServer(app);
    // Runs before express, which would otherwise set the prototypes itself.
    const seen: boolean[] = [];
    s.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      seen.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response);
    });
    const url = await listen(s);

    const answer = await fetch(`${url}/echo?x=1`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-given': 'yes' }, body: '{"a":[1,2]}' });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-seen')).toBe('yes');
    expect(await answer.json()).toEqual({ body: { a: [1, 2] }, path: '/echo' });
    expect(seen).toEqual([true, true]);
  });

  it('keeps requests instances of the Node classes, with their own state per request', async () => {
    const app = express();
    app.get('/', (req, res) => void res.json({ incoming: req instanceof http.IncomingMessage, outgoing: res instanceof http.ServerResponse, url: req.url }));
    const url = await listen(createExpressServer(app));
    const [a, b] = await Promise.all([fetch(`${url}/?n=1`), fetch(`${url}/?n=2`)]);
    expect(await a.json()).toEqual({ incoming: true, outgoing: true, url: '/?n=1' });
    expect(await b.json()).toEqual({ incoming: true, outgoing: true, url: '/?n=2' });
  });
});

describe('withPrototype', () => {
  it('refuses a prototype that does not inherit the class', () => {
    expect(() => withPrototype(http.IncomingMessage, {})).toThrow(/does not inherit from IncomingMessage/);
  });

  it("tells Node's function constructors from classes", () => {
    expect(callable(http.IncomingMessage)).toBe(true);
    expect(callable(class Example {})).toBe(false);
  });
});
