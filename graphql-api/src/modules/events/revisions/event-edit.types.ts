/** GraphQL types of editing (issue 25): an edit's answer and what a viewer may do with an event. */
import { Field, ObjectType } from 'type-graphql';
import { HistoricalEvent } from '../event.entity.js';
import { EventRevision } from './event-revision.entity.js';

@ObjectType('UpdateEventResult', { description: 'What an edit did.', simpleResolvers: true })
export class UpdateEventResult {
  @Field(() => HistoricalEvent, { description: 'The event as published now (unchanged when the edit waits for a moderator).' })
  event!: HistoricalEvent;

  @Field(() => EventRevision, { description: 'The revision recording the edit (EDITED, or PROPOSED when it waits for a moderator).' })
  revision!: EventRevision;

  @Field(() => Boolean, { description: 'True when the edit took effect; false when it waits for a moderator (a proposal).' })
  applied!: boolean;
}

@ObjectType('EventPermissions', { description: 'What the signed-in viewer may do with one event (all false when signed out).', simpleResolvers: true })
export class EventPermissions {
  @Field(() => Boolean, { description: 'May edit it (updateEvent): its submitter, moderators and admins.' })
  canEdit!: boolean;

  @Field(() => Boolean, { description: "The viewer's edits become proposals a moderator decides (the submitter of a validated or disputed event)." })
  editNeedsReview!: boolean;

  @Field(() => Boolean, { description: 'May withdraw it (withdrawEvent): its submitter.' })
  canWithdraw!: boolean;

  @Field(() => Boolean, { description: 'May revert it to an earlier version (revertEvent): moderators and admins.' })
  canRevert!: boolean;

  @Field(() => Boolean, { description: 'The viewer submitted it.' })
  isSubmitter!: boolean;
}
