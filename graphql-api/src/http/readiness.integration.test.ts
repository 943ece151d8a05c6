import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { healthRoutes } from './health.js';
import { Readiness } from './readiness.js';
import { DatabaseMonitor } from '../db/database-monitor.js';
import type { Orm } from '../orm/orm.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

describe('/readyz and the start-up warm-up', () => {
  it('answers 503 with what is warming until the work is done, then ready; a failed warm-up does not keep the node out', async () => {
    const readiness = new Readiness();
    const http = supertest(express().use(healthRoutes(db.orm, readiness, new DatabaseMonitor(db.url))));
    let finish!: () => void;
    readiness.waitFor('map feed', new Promise<void>((resolve) => (finish = resolve)));
    let fail!: (e: Error) => void;
    readiness.waitFor('search index', new Promise<void>((_, reject) => (fail = reject)));

    const warming = await http.get('/readyz');
    expect(warming.status).toBe(503);
    expect(warming.body).toMatchObject({ ok: false, database: 'up', warming: ['map feed', 'search index'] });
    expect((await http.get('/healthz')).status).toBe(200); // alive all along

    finish();
    fail(new Error('no luck'));
    await new Promise((r) => setTimeout(r, 10));
    const ready = await http.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ok: true, database: 'up' });
  });
});

describe('/readyz while the database hangs', () => {
  it('answers 503 as soon as the monitor finds the database down, not at its own timeout', async () => {
    const downListeners: (() => void)[] = [];
    const monitor = { isDown: false, onDown: (listener: () => void) => downListeners.push(listener) } as unknown as DatabaseMonitor;
    // A paused database: the query is sent and never answered.
    const hung = { em: { getConnection: () => ({ execute: () => new Promise(() => {}) }) } } as unknown as Orm;
    const http = supertest(express().use(healthRoutes(hung, new Readiness(), monitor)));
    const startedAt = Date.now();
    setTimeout(() => downListeners.forEach((listener) => listener()), 100);
    const res = await http.get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ ok: false, database: 'down' });
    expect(Date.now() - startedAt).toBeLessThan(600);
  });
});
