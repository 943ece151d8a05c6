import { randomBytes } from 'node:crypto';
import supertest from 'supertest';
import { expect } from 'vitest';
import { bodyOf } from './response-body.js';
import type { GraphQLAnswer, TestApp } from './test-app.js';

export type Agent = ReturnType<typeof supertest.agent>;

/** A supertest agent that keeps cookies, registered (and so signed in) as a new account. */
export async function signedInAgent(t: TestApp, email = `tester-${randomBytes(4).toString('hex')}@example.org`): Promise<Agent> {
  const agent = supertest.agent(t.app);
  const res = await agent.post('/api/register').send({ email, password: 'tester password 1' });
  expect(res.status).toBe(201);
  return agent;
}

/** A GraphQL call through a signed-in agent. */
export async function graphqlAs<T = unknown>(agent: Agent, query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>> {
  const res = await agent.post('/graphql').send({ query, variables }).set('content-type', 'application/json');
  return bodyOf<GraphQLAnswer<T>>(res);
}
