import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { StoryRevisionStatus } from '../../domain/enums.js';
import { StoryRevisionStatusEnum } from '../graph/vocabulary.enums.js';
import type { StoredStep } from './story-step.js';

/**
 * One version of a story's content: written by its author or a moderator, taken at once, proposed
 * for a moderator's decision, or refused. Its content is never changed afterwards; a decision only
 * sets its status and note.
 */
@ObjectType('StoryRevision', { description: "One version of a story's content, with whether it took effect." })
@Entity({ tableName: 'story_revisions' })
export class StoryRevision {
  @Field(() => ID, { description: 'Revision id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  storyId!: string;

  @Field(() => Int, { description: 'The story version it was written as (a proposal: the version it would make).' })
  @Property({ type: 'integer' })
  version!: number;

  @Field(() => StoryRevisionStatusEnum, { description: 'PROPOSED while a moderator has not decided; ACCEPTED when it took effect; REJECTED.' })
  @Property({ type: 'string', length: 16 })
  status!: StoryRevisionStatus;

  @Property({ type: 'uuid', nullable: true })
  authorId?: string | null;

  @Field(() => String, { description: 'The story title in this revision.' })
  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  summary: string & Opt = '';

  @Property({ type: 'json' })
  steps!: StoredStep[];

  @Field(() => String, { nullable: true, description: "A moderator's note on accepting, or the reason of a rejection." })
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Field(() => Date, { description: 'When it was written.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
