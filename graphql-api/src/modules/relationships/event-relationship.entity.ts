import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType } from 'type-graphql';

/** A typed link between two events: "source <relationshipType> target". */
@ObjectType('EventRelationship', { description: 'A link between two events, read as "source <relationshipType> target".' })
@Entity({ tableName: 'event_relationships' })
export class EventRelationship {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field(() => String, { description: 'Id of the source event.' })
  @Index()
  @Property({ type: 'uuid' })
  sourceEventId!: string;

  @Field(() => String, { description: 'Id of the target event.' })
  @Index()
  @Property({ type: 'uuid' })
  targetEventId!: string;

  @Field(() => String, { description: 'depicts, inspired_by, caused_by or response_to.' })
  @Property({ type: 'string', length: 32 })
  relationshipType!: string;

  @Field(() => String, { nullable: true, description: 'One sentence on the link.' })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
