/**
 * The GraphQL context forks the EntityManager only when a resolver needs one: the public event
 * reads go through the root EntityManager's pool (`reader`), and every resolver of one request
 * shares the one fork when there is one.
 */
import type { Request } from 'express';
import { execute, parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { AuthContext } from '../modules/shared/auth-context.js';
import { curatedDatabaseAndSchema } from '../test/curated-schema.js';
import { createTestApp } from '../test/test-app.js';
import { buildContext } from './context.js';
import { SignedCursors } from '../modules/graph/signed-cursors.js';

const t = curatedDatabaseAndSchema();

/** Runs `query` with a fresh context and counts the forks it made. */
async function run(query: string) {
  const fork = vi.spyOn(t.db.orm.em, 'fork');
  try {
    const result = await execute({
      schema: t.schema,
      document: parse(query),
      contextValue: buildContext(t.db.orm, {} as Request, { cursors: new SignedCursors('test key') } as AuthContext),
    });
    expect(result.errors).toBeUndefined();
    return { data: result.data as Record<string, unknown>, forks: fork.mock.calls.length };
  } finally {
    fork.mockRestore();
  }
}

describe('GraphQL context', () => {
  it('answers a page of events, tag counts and a search without forking the EntityManager', async () => {
    const { data, forks } = await run(
      `{ events(first: 5, filter: { fromYear: -3500, toYear: 2000 }) { edges { node { id name } } } countryTagCounts(first: 3) { tag } searchEvents(query: "battle", first: 3) { edges { node { id } } } }`,
    );
    expect((data.events as { edges: unknown[] }).edges).toHaveLength(5);
    expect((data.searchEvents as { edges: unknown[] }).edges.length).toBeGreaterThan(0);
    expect(forks).toBe(0);
  });

  it('answers events by id with their relationships and both ends without forking: those loaders read plain rows', async () => {
    const page = await run(`{ events(first: 2) { edges { node { id } } } }`);
    const [a, b] = (page.data.events as { edges: { node: { id: string } }[] }).edges.map((e) => e.node.id);
    const { data, forks } = await run(
      `{ a: event(id: "${a}") { id relationships { id source { name } target { name } } } b: event(id: "${b}") { id } nodes(ids: ["${a}"]) { id } }`,
    );
    expect((data.a as { id: string }).id).toBe(a);
    expect((data.b as { id: string }).id).toBe(b);
    expect(data.nodes).toEqual([{ id: a }]);
    expect(forks).toBe(0);
  });

  it('forks once when resolvers need the identity map, and every resolver shares that fork', async () => {
    const { data, forks } = await run(`{ one: stories(first: 1) { totalCount } two: stories(first: 2) { totalCount } }`);
    expect((data.one as { totalCount: number }).totalCount).toBe((data.two as { totalCount: number }).totalCount);
    expect(forks).toBe(1);
  });

  it('gives the same fork and loaders on every read of one context', () => {
    const context = buildContext(t.db.orm, {} as Request, { cursors: new SignedCursors('test key') } as AuthContext);
    expect(context.em).toBe(context.em);
    expect(context.loaders).toBe(context.loaders);
    expect(context.reader).toBe(t.db.orm.em);
  });
});

describe('GraphQL context through Apollo Server', () => {
  // Apollo copies the context before it runs an operation; the copy must not fork on its own.
  it('answers a public page over HTTP without forking, and forks once for a read that needs the identity map', async () => {
    // No response cache: its data-version reads have a fork of their own.
    const app = await createTestApp({ RESPONSE_CACHE_MB: '0' });
    const fork = vi.spyOn(app.db.orm.em, 'fork');
    try {
      const page = await app.graphql<{ events: { edges: unknown[] } }>(
        `{ events(first: 2, filter: { fromYear: -3500, toYear: 2000 }) { edges { node { id name } } } }`,
      );
      expect(page.errors).toBeUndefined();
      expect(Array.isArray(page.data?.events.edges)).toBe(true);
      expect(fork).toHaveBeenCalledTimes(0);

      const one = await app.graphql<{ a: { totalCount: number }; b: { totalCount: number } }>(
        `{ a: stories(first: 1) { totalCount } b: stories(first: 2) { totalCount } }`,
      );
      expect(one.errors).toBeUndefined();
      expect(one.data?.a.totalCount).toBe(one.data?.b.totalCount);
      expect(fork).toHaveBeenCalledTimes(1);
    } finally {
      fork.mockRestore();
      await app.close();
    }
  });
});
