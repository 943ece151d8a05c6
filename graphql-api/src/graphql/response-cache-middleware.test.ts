import express from 'express';
import request from 'supertest';
import { expect, it } from 'vitest';
import { ResponseCache } from './response-cache.js';
import { responseCacheMiddleware } from './response-cache-middleware.js';

it("holds a mutation's answer until the caches know of the write (the cluster's other workers included)", async () => {
  const cache = new ResponseCache({ maxBytes: 2 ** 20, freshMs: 60_000, readVersion: () => Promise.resolve('v1') });
  let told!: () => void;
  let answered = false;
  const app = express();
  app.use(express.json());
  app.use(responseCacheMiddleware(cache, () => new Promise<void>((resolve) => (told = resolve))));
  app.post('/graphql', (_req, res) => void res.json({ data: { logout: true } }));
  const answer = request(app)
    .post('/graphql')
    .send({ query: 'mutation { logout }' })
    .then((res) => ((answered = true), res));
  await new Promise((r) => setTimeout(r, 100));
  expect(answered).toBe(false);
  told();
  expect((await answer).body).toEqual({ data: { logout: true } });
});
