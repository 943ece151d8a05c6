/**
 * My events (issue 25): what the signed-in account sent in, newest first: its events (withdrawn ones
 * too) and its proposed edits, each with where it stands and the moderator's reason when refused.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { Args, Ctx, Field, FieldResolver, ID, Info, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { requireUser } from '../../auth/roles.js';
import { connectionOf } from '../../graph/connection.type.js';
import { offsetConnection, PagingArgs, readPaging } from '../../graph/paging.js';
import { MySubmissionKindEnum, MySubmissionStatusEnum } from '../../graph/vocabulary.enums.js';
import type { GraphQLContext } from '../../shared/request-context.js';
import { loadEvent } from '../event-loaders.js';
import { HistoricalEvent } from '../event.entity.js';
import { EventRevision } from './event-revision.entity.js';
import { mySubmissions, type MySubmissionRow } from './my-submissions.js';

@ObjectType('MySubmission', { description: 'Something the signed-in account sent in: an event or a proposed edit, and where it stands.' })
export class MySubmission implements MySubmissionRow {
  @Field(() => ID, { description: 'The event id (EVENT) or the proposal revision id (PROPOSAL).' })
  id!: string;

  @Field(() => MySubmissionKindEnum, { description: 'An event or a proposed edit.' })
  kind!: 'event' | 'proposal';

  @Field(() => ID, { description: 'The event.' })
  eventId!: string;

  @Field(() => String, { description: "The event's name (as it was when withdrawn or proposed)." })
  eventName!: string;

  @Field(() => MySubmissionStatusEnum, {
    description: 'Where it stands: an event PENDING, VALIDATED, DISPUTED, REJECTED or WITHDRAWN; a proposal PENDING, ACCEPTED or REJECTED.',
  })
  status!: string;

  @Field(() => String, { nullable: true, description: "The moderator's reason when it was refused (REJECTED)." })
  reason!: string | null;

  @Field(() => Date, { nullable: true, description: 'When a moderator decided it; null while it waits (and for a withdrawal).' })
  decidedAt!: Date | null;

  @Field(() => Date, { description: 'When it was sent in.' })
  submittedAt!: Date;

  @Field(() => EventRevision, { nullable: true, description: 'PROPOSAL: the proposed edit (its changes and comment).' })
  revision!: EventRevision | null;
}

export const MySubmissionConnection = connectionOf(MySubmission, 'MySubmission', 'submission');
export type MySubmissionConnection = InstanceType<typeof MySubmissionConnection>;

@Resolver(() => MySubmission)
export class MyEventsResolver {
  @Query(() => MySubmissionConnection, {
    description: 'Signed-in accounts: the events they submitted and the edits they proposed, newest first, with status and the reason when refused.',
  })
  async myEvents(@Ctx() { em, req, auth }: GraphQLContext, @Args(() => PagingArgs) paging: PagingArgs): Promise<MySubmissionConnection> {
    const user = await requireUser(req, em);
    return offsetConnection(auth.cursors, `my-events:${user.id}`, readPaging(paging, 20), (offset, limit) => mySubmissions(em, user.id, offset, limit));
  }

  @FieldResolver(() => HistoricalEvent, { nullable: true, description: 'The event as published now; null once withdrawn.' })
  async event(@Root() item: MySubmission, @Ctx() { loaders }: GraphQLContext, @Info() info: GraphQLResolveInfo): Promise<HistoricalEvent | null> {
    return loadEvent(loaders, item.eventId, info);
  }
}
