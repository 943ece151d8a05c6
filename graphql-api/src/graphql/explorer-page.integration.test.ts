/**
 * /graphql in a browser is our GraphQL explorer (the web build's explorer.html), not Apollo's
 * landing page from Apollo's CDN; GraphQL clients on the same URL are answered as before.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-explorer-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Epoch Atlas</title>');
  fs.writeFileSync(path.join(dist, 'explorer.html'), '<!doctype html><title>GraphQL explorer</title>');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});

afterAll(async () => t?.close());

describe('GET /graphql', () => {
  it('answers a browser with the explorer page, under our CSP, with or without a query to open', async () => {
    for (const url of ['/graphql', '/graphql?query=%7B%20periods%20%7B%20key%20%7D%20%7D']) {
      const res = await request(t.app).get(url).set('Accept', BROWSER_ACCEPT);
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('GraphQL explorer');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.text).not.toMatch(/apollographql|embeddable-sandbox/);
    }
  });

  it('still answers GraphQL clients with JSON', async () => {
    const res = await request(t.app)
      .get('/graphql?query=%7B%20periods%20%7B%20key%20%7D%20%7D')
      .set('Accept', 'application/graphql-response+json')
      .set('apollo-require-preflight', 'true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { periods: expect.any(Array) } });
    const any = await request(t.app).get('/graphql?query=%7B%20periods%20%7B%20key%20%7D%20%7D').set('Accept', '*/*').set('apollo-require-preflight', 'true');
    expect(any.headers['content-type']).toMatch(/json/);
  });

  it('says so when the web app is not built', async () => {
    fs.rmSync(path.join(dist, 'explorer.html'));
    const res = await request(t.app).get('/graphql').set('Accept', BROWSER_ACCEPT);
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });
});
