import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType } from 'type-graphql';
import { Node } from '../graph/node.interface.js';
import { RelationshipTypeEnum } from '../graph/vocabulary.enums.js';

/** A typed link between two events: "source <relationshipType> target". */
@ObjectType('EventRelationship', { implements: Node, description: 'A link between two events, read as "source <relationshipType> target".' })
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

  @Field(() => RelationshipTypeEnum, { description: 'How the source relates to the target.' })
  @Property({ type: 'string', length: 32 })
  relationshipType!: string;

  @Field(() => String, { nullable: true, description: 'One sentence on the link.' })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => Date, { description: 'When the link was made.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
