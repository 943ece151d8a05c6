/**
 * The contact form: a valid message is stored and listed for admins (without the sender key), each
 * address may send three an hour, and a bad one is refused with every problem. Who may list the
 * messages is in the permission matrix (auth/authorization.integration.test.ts).
 */
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violationFields } from '../../test/response-body.js';
import { ROLE_EMAIL, roleAgents, type Who } from '../../test/role-agents.js';
import type { Agent } from '../../test/signed-in-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let agents: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ROLE_EMAIL.admin });
  agents = (await roleAgents(t)).agents;
});
afterAll(() => t?.close());

describe('contacts', () => {
  const message = { firstName: 'Ada', lastName: 'Byron', email: 'Ada@Example.org', subject: 'Hello', message: 'A question about the map.' };

  it('stores a valid message (201), lists it for admins without the sender key, and rate-limits per address', async () => {
    const sender = supertest.agent(t.app);
    const earlier = Number((await agents.admin.get('/api/admin/contacts')).headers['x-total-count']);
    const ok = await sender.post('/api/contacts').send(message);
    expect(ok.status).toBe(201);
    expect(ok.body.message).toMatch(/Thank you/);
    const list = await agents.admin.get('/api/admin/contacts');
    expect(list.body[0]).toMatchObject({ email: 'ada@example.org', subject: 'Hello', message: 'A question about the map.' });
    expect(list.body[0].senderKey).toBeUndefined();
    await sender.post('/api/contacts').send(message);
    await sender.post('/api/contacts').send(message);
    const fourth = await sender.post('/api/contacts').send(message);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/Too many messages/);
    expect(list.headers['x-total-count']).toBe(String(earlier + 1));
    expect((await agents.admin.get('/api/admin/contacts')).headers['x-total-count']).toBe(String(earlier + 3));
  });

  it('answers 400 with every problem and stores nothing', async () => {
    const before = (await agents.admin.get('/api/admin/contacts')).headers['x-total-count'];
    const bad = await supertest(t.app)
      .post('/api/contacts')
      .send({ firstName: ' ', email: 'nope', message: 'x'.repeat(5001) });
    expect(bad.status).toBe(400);
    expect(violationFields(bad)).toEqual(['email', 'firstName', 'lastName', 'message', 'subject']);
    expect((await agents.admin.get('/api/admin/contacts')).headers['x-total-count']).toBe(before);
  });
});
