/**
 * X-Forwarded-For decides the client address only when it comes from a proxy TRUST_PROXY names: a
 * client reaching the app directly must not escape the per-address limits by inventing addresses.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_POLICIES } from '../domain/rate-limits.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function signUpsFromInventedAddresses(env: Record<string, string>, tag: string): Promise<number[]> {
  const t = await createTestApp(env);
  apps.push(t);
  const statuses: number[] = [];
  for (let i = 0; i <= RATE_LIMIT_POLICIES.register.perAddress.hits; i++) {
    const res = await t.http
      .post('/api/register')
      .set('X-Forwarded-For', `203.0.113.${i + 1}`)
      .send({ email: `${tag}${i}@example.org`, password: 'long enough' });
    statuses.push(res.status);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('off (the default): invented X-Forwarded-For addresses count as the one real peer', async () => {
    const statuses = await signUpsFromInventedAddresses({}, 'direct');
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('naming the proxy (here loopback) makes its X-Forwarded-For the client address', async () => {
    const statuses = await signUpsFromInventedAddresses({ TRUST_PROXY: 'loopback' }, 'proxied');
    expect(statuses.every((s) => s === 201)).toBe(true);
  });
});
