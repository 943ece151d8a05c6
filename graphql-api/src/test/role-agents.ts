import supertest from 'supertest';
import { expect } from 'vitest';
import { User } from '../modules/users/user.entity.js';
import { linkTokenFor } from './outbox.js';
import { signedInAgent, type Agent } from './signed-in-agent.js';
import type { TestApp } from './test-app.js';

export type Role = 'user' | 'moderator' | 'admin';
export type Who = 'signedOut' | Role;

/** The address each role signs up with; create the app with `ADMIN_EMAILS: ROLE_EMAIL.admin`. */
export const ROLE_EMAIL: Record<Role, string> = { user: 'user@example.org', moderator: 'moderator@example.org', admin: 'admin@example.org' };

export interface RoleAgents {
  /** A cookie-keeping agent per caller: signed out, and signed in as each role. */
  agents: Record<Who, Agent>;
  /** The account id of each role. */
  ids: Record<Role, string>;
}

/**
 * An agent signed in as an account of each role. ADMIN_EMAILS counts once the address is proven,
 * so the admin follows the link mailed at sign-up; the moderator role is given as the admin tool
 * gives it (npm run create-admin -- <email> --role moderator), in the database.
 */
export async function roleAgents(t: TestApp): Promise<RoleAgents> {
  const agents = { signedOut: supertest.agent(t.app) } as Record<Who, Agent>;
  for (const role of ['user', 'moderator', 'admin'] as const) agents[role] = await signedInAgent(t, ROLE_EMAIL[role]);
  const verified = await supertest(t.app)
    .post('/api/verify-email')
    .send({ token: await linkTokenFor(t.outbox, ROLE_EMAIL.admin, 'verify') });
  expect(verified.body.user.role, 'create the app with ADMIN_EMAILS: ROLE_EMAIL.admin').toBe('admin');
  const em = t.db.orm.em.fork();
  const accounts = await em.find(User, { email: { $in: Object.values(ROLE_EMAIL) } });
  const byEmail = new Map(accounts.map((u) => [u.email, u]));
  byEmail.get(ROLE_EMAIL.moderator)!.role = 'moderator';
  await em.flush();
  return {
    agents,
    ids: { user: byEmail.get(ROLE_EMAIL.user)!.id, moderator: byEmail.get(ROLE_EMAIL.moderator)!.id, admin: byEmail.get(ROLE_EMAIL.admin)!.id },
  };
}
