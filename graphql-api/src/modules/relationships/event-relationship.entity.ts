import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType } from 'type-graphql';
import { Node } from '../graph/node.interface.js';
import { ConnectionTypeEnum, RelationshipTypeEnum } from '../graph/vocabulary.enums.js';

/**
 * A link between two events: "source <relationshipType> target". A manual link was made by a person
 * and is typed; a suggested one was proposed by the server (modules/suggestions) with its reason,
 * and has no type until a moderator confirms it.
 */
// simpleResolvers: plain property reads without type-graphql's per-field middleware wrapper (a nested page has 200 links).
@ObjectType('EventRelationship', {
  implements: Node,
  description: 'A link between two events, read as "source <relationshipType> target".',
  simpleResolvers: true,
})
@Entity({ tableName: 'event_relationships' })
export class EventRelationship {
  @Field(() => ID, { description: 'Relationship id: a UUID, unique across all types (Node).' })
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field(() => ID, { description: 'Id of the source event.' })
  @Index()
  @Property({ type: 'uuid' })
  sourceEventId!: string;

  @Field(() => ID, { description: 'Id of the target event.' })
  @Index()
  @Property({ type: 'uuid' })
  targetEventId!: string;

  @Field(() => RelationshipTypeEnum, { nullable: true, description: 'How the source relates to the target; null on a suggested link until it is confirmed.' })
  @Property({ type: 'string', length: 32, nullable: true })
  relationshipType?: string | null;

  @Field(() => ConnectionTypeEnum, { description: 'Who made the link: a person (MANUAL) or the server (SUGGESTED, awaiting confirmation).' })
  @Property({ type: 'string', length: 16, default: 'manual' })
  connectionType: string & Opt = 'manual';

  @Field(() => String, { nullable: true, description: 'Why the server suggested the link (kept once it is confirmed); null on links people made.' })
  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  /** The account that added the link, or confirmed the suggestion; null for the curated data and suggestions. */
  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  @Field(() => String, { nullable: true, description: 'One sentence on the link.' })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => Date, { description: 'When the link was made.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
