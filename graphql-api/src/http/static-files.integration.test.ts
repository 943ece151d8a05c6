/**
 * The built web app's files: the brotli and gzip copies the build writes next to each file are sent
 * as they are to clients that accept them; others get the file itself; a file without copies is
 * still compressed on the fly; a missing build file is a 404; any other path answers index.html
 * (deep links), with 404 when it is no page of the app.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const SCRIPT = `export const years = [${Array.from({ length: 600 }, (_, i) => i - 3500).join(',')}];\n`;
const STYLE = `body { margin: 0 }\n${'.row { display: flex }\n'.repeat(200)}`;

// The copies as the build writes them (brotli 11, gzip at a level the middleware never uses, so an
// answer compressed on the fly cannot pass for the copy).
const SCRIPT_BR = zlib.brotliCompressSync(SCRIPT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
const SCRIPT_GZ = zlib.gzipSync(SCRIPT, { level: 1 });

let t: TestApp;
let server: http.Server;
let base: string;

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Epoch Atlas</title>');
  // As the build writes them: the file, and its brotli and gzip copies.
  fs.writeFileSync(path.join(dist, 'assets/app.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets/app.js.br'), SCRIPT_BR);
  fs.writeFileSync(path.join(dist, 'assets/app.js.gz'), SCRIPT_GZ);
  // No copies: the compression middleware's job.
  fs.writeFileSync(path.join(dist, 'assets/plain.css'), STYLE);
  t = await createTestApp({ WEB_DIST_DIR: dist });
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await t?.close();
});

/** The answer as sent on the wire (node's http does not decode it). */
function get(urlPath: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${urlPath}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the web app files', () => {
  it('sends the brotli copy to a browser that accepts it, with the type of the file and its cache time', async () => {
    const res = await get('/assets/app.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.equals(SCRIPT_BR)).toBe(true);
    expect(res.headers['content-length']).toBe(String(SCRIPT_BR.length));
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get('/assets/app.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.equals(SCRIPT_GZ)).toBe(true);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const res = await get('/assets/app.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(SCRIPT);
  });

  it('still compresses a file that has no copies', async () => {
    const res = await get('/assets/plain.css', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).toString()).toBe(STYLE);
  });

  it('answers a deep link with index.html, never cached stale', async () => {
    for (const link of ['/?year=1500&event=123', '/about', '/newsletter/confirm?token=abc']) {
      const res = await get(link, 'br');
      expect(res.status, link).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('answers a path that is no page of the app with 404 and index.html, where the app shows its 404 page', async () => {
    const res = await get('/event/123?year=1500');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body.toString()).toContain('<title>Epoch Atlas</title>');
  });

  it('answers a build file that is not there with 404, not index.html (a stale tab must see its import fail)', async () => {
    const res = await get('/assets/main-screen-0ld0ne.js', 'br');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
  });
});
