import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { PageInfo } from './page-info.type.js';

/**
 * The Relay connection and edge types of a node type: `<Name>Connection { edges, pageInfo,
 * totalCount }` and `<Name>Edge { cursor, node }`.
 */
export function connectionOf<T extends object>(nodeType: ClassType<T>, name: string, what: string) {
  @ObjectType(`${name}Edge`, { description: `One ${what} in a list, with its cursor.`, simpleResolvers: true })
  class Edge {
    @Field(() => String, { description: 'Opaque cursor of this edge: pass it as `after` or `before`.' })
    cursor!: string;

    @Field(() => nodeType, { description: `The ${what}.` })
    node!: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${what}s (Relay cursor connection).`, simpleResolvers: true })
  class Connection {
    @Field(() => [Edge], { description: `The ${what}s of this page, with their cursors.` })
    edges!: Edge[];

    @Field(() => PageInfo, { description: 'Where this page sits in the list.' })
    pageInfo!: PageInfo;

    @Field(() => Int, { description: `Number of ${what}s in the whole list, over all pages.` })
    totalCount!: number;
  }

  return Connection;
}
