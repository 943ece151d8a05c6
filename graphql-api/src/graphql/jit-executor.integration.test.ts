/**
 * The compiled executor writes built-in scalars as the resolvers return them (jit-executor.ts,
 * disableLeafSerialization). That is only right while every resolver already returns the exact
 * type: here every leaf field of the public types, over the whole curated dataset, must answer
 * byte for byte what graphql-js (which serializes every leaf) answers.
 */
import type { Request } from 'express';
import {
  execute,
  getNamedType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  isLeafType,
  Kind,
  parse,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../modules/shared/auth-context.js';
import { curatedDatabaseAndSchema } from '../test/curated-schema.js';
import { buildContext } from './context.js';
import { SignedCursors } from '../modules/graph/signed-cursors.js';
import { jitExecutorGateway } from './jit-executor.js';

const t = curatedDatabaseAndSchema();

/** Every leaf field (scalars and lists of them) of a type that takes no arguments, as a selection. */
function leaves(typeName: string): string {
  const type = t.schema.getType(typeName) as GraphQLObjectType;
  return Object.values(type.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && f.args.length === 0)
    .map((f) => f.name)
    .join(' ');
}

/** Public reads need no session: a bare request and no auth services. */
const context = () => buildContext(t.db.orm, {} as Request, { cursors: new SignedCursors('test key') } as AuthContext);

/** The answer as it goes on the wire. */
const wire = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

async function bothWays(query: string) {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const reference = await execute({ schema: t.schema, document, contextValue: context() });
  const executor = (await jitExecutorGateway(t.schema).load({ apollo: {} })).executor!;
  const compiled = await executor({ document, operation, operationName: null, request: { query, variables: {} }, context: context() } as never);
  return { reference: wire(reference), compiled: wire(compiled) };
}

describe('the compiled executor answers as graphql-js does', () => {
  it('every field of every event, its relationships and linked event, with the page info and cursors', async () => {
    const { reference, compiled } = await bothWays(`{
      events(first: 500) {
        totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges { cursor node { ${leaves('HistoricalEvent')} attachedMedia { type name url } linkedEvent { id name eventType }
          relationships { ${leaves('EventRelationship')} source { id period } target { id verificationStatus } } } }
      } }`);
    const edges = (reference as { data: { events: { edges: unknown[] } } }).data.events.edges;
    expect(edges.length).toBeGreaterThan(100);
    expect((reference as { errors?: unknown }).errors).toBeUndefined();
    expect(compiled).toEqual(reference);
  });

  it('search results, one event by id, periods, categories and country tags', async () => {
    const [first] = await t.db.orm.em.fork().getConnection().execute<{ id: string }[]>('select id from historical_events order by start_year limit 1');
    const { reference, compiled } = await bothWays(`{
      searchEvents(query: "battle", first: 200) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${leaves('HistoricalEvent')} } } }
      event(id: "${first!.id}") { ${leaves('HistoricalEvent')} }
      periods { ${leaves('Period')} }
      categories { ${leaves('Category')} subcategories { key name } }
      countryTagCounts(first: 100) { ${leaves('CountryTagCount')} }
    }`);
    expect((reference as { errors?: unknown }).errors).toBeUndefined();
    expect((reference as { data: { searchEvents: { edges: unknown[] } } }).data.searchEvents.edges.length).toBeGreaterThan(10);
    expect(compiled).toEqual(reference);
  });

  it('would show a resolver returning the wrong type: graphql-js writes a number as a String, the compiled executor as it is', async () => {
    const tiny = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { year: { type: new GraphQLNonNull(GraphQLString), resolve: () => 1066 } } }),
    });
    const document = parse('{ year }');
    const operation = document.definitions[0] as OperationDefinitionNode;
    const executor = (await jitExecutorGateway(tiny).load({ apollo: {} })).executor!;
    expect(wire(await execute({ schema: tiny, document }))).toEqual({ data: { year: '1066' } });
    expect(wire(await executor({ document, operation, operationName: null, request: { query: '{ year }', variables: {} }, context: {} } as never))).toEqual({
      data: { year: 1066 },
    });
  });
});
