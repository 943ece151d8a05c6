import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { StoryStatus } from '../../domain/enums.js';
import { Node } from '../graph/node.interface.js';
import { StoryStatusEnum } from '../graph/vocabulary.enums.js';

/**
 * A guided story (issue 29, point 4): ordered steps that move the map and the timeline. Its title,
 * summary and steps are those of its current revision (story-revision.entity.ts); the row keeps who
 * wrote it, where it stands in moderation and its version for optimistic concurrency.
 */
@ObjectType('Story', { implements: Node, description: 'A guided story: ordered steps that move the map and timeline.' })
@Entity({ tableName: 'stories' })
export class Story {
  @Field(() => ID, { description: 'Globally unique id of the story (a UUID; treat it as opaque).' })
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** The account that created it; null once that account is deleted. */
  @Property({ type: 'uuid', nullable: true })
  authorId?: string | null;

  @Field(() => StoryStatusEnum, { description: 'PENDING until a moderator accepts it; PUBLISHED; REJECTED; WITHDRAWN.' })
  @Property({ type: 'string', length: 16 })
  status: StoryStatus & Opt = 'pending';

  @Field(() => Int, { description: 'Bumped by every change (content or status): updateStory names the version it was made on.' })
  @Property({ type: 'integer' })
  version: number & Opt = 1;

  /** The revision whose content everyone who may see the story sees. */
  @Property({ type: 'uuid' })
  currentRevisionId!: string;

  /** The author's edit of the published story still waiting for a moderator. */
  @Property({ type: 'uuid', nullable: true })
  proposedRevisionId?: string | null;

  @Field(() => Date, { description: 'When it was created.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date, { description: 'When it last changed (content or status).' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date & Opt = new Date();
}
