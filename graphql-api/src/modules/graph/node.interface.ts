import { Field, ID, InterfaceType } from 'type-graphql';

/**
 * Relay's object identification: every object a client may refetch implements Node. Ids are UUIDs,
 * unique across all types, so one id names one object and `node(id:)` finds its type; clients treat
 * them as opaque.
 */
@InterfaceType('Node', {
  description: 'An object with a globally unique id; `node(id:)` fetches it again.',
  resolveType: (value: NodeValue) => nodeTypeOf(value),
})
export abstract class Node {
  @Field(() => ID, { description: 'Globally unique id of the object (a UUID; treat it as opaque).' })
  id!: string;
}

/** The GraphQL type of each entity class that implements Node (entities keep their class names). */
export const NODE_TYPE_OF_CLASS: Record<string, string> = {
  HistoricalEvent: 'HistoricalEvent',
  EventRelationship: 'EventRelationship',
  User: 'User',
  NewsletterSubscriber: 'NewsletterSubscriber',
  ContactMessage: 'ContactMessage',
  ModerationLogEntry: 'ModerationLogEntry',
  LinkFeedback: 'LinkFeedback',
  Story: 'Story',
};

type NodeValue = { __typename?: string; constructor?: { name?: string } };

/**
 * The GraphQL type of an object answered as a Node: the kind node.resolver.ts tagged it with, else
 * its entity class's. Synchronous: graphql-jit uses what resolveType returns as it is, and the
 * promise of type-graphql's async wrapper has no type name (schema.ts installs this one).
 */
export const nodeTypeOf = (value: NodeValue): string | undefined => value.__typename ?? NODE_TYPE_OF_CLASS[value.constructor?.name ?? ''];
