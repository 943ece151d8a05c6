import type { GraphQLResolveInfo } from 'graphql';
import { Ctx, Field, FieldResolver, Info, ObjectType, Resolver, Root } from 'type-graphql';
import { EventRevisionStatusEnum } from '../../graph/vocabulary.enums.js';
import type { GraphQLContext } from '../../shared/request-context.js';
import { loadEvent } from '../event-loaders.js';
import { HistoricalEvent } from '../event.entity.js';
import { EventRevision } from './event-revision.entity.js';
import { actorById, RevisionActor } from './revision-actor.js';
import { changeList, type FieldChangeView } from './revision-changes.js';
import { decisionByProposal, revisionsById, revisionStatus } from './revision-loaders.js';

@ObjectType('FieldChange', { description: "One field's change in a revision: its value before and after.", simpleResolvers: true })
export class FieldChange implements FieldChangeView {
  @Field(() => String, { description: "The event field's name as HistoricalEvent names it (name, sources, verificationStatus...)." })
  field!: string;

  @Field(() => String, { nullable: true, description: 'The value before, as JSON text ("\\"Battle of X\\"", "12", "[...]"); null when it had none.' })
  from!: string | null;

  @Field(() => String, { nullable: true, description: 'The value after, as JSON text; null when it has none.' })
  to!: string | null;
}

@Resolver(() => EventRevision)
export class EventRevisionResolver {
  @FieldResolver(() => [FieldChange], { description: 'Exactly the fields that changed, in the order of the event form; empty for a rejection.' })
  changes(@Root() revision: EventRevision): FieldChangeView[] {
    return changeList(revision.changes);
  }

  @FieldResolver(() => EventRevisionStatusEnum, { description: 'Whether it took effect, or where a proposed edit stands.' })
  async status(@Root() revision: EventRevision, @Ctx() { loaders }: GraphQLContext): Promise<string> {
    const decision = revision.kind === 'proposed' ? await loaders.get(decisionByProposal).load(revision.id) : null;
    return revisionStatus(revision, decision);
  }

  @FieldResolver(() => RevisionActor, { nullable: true, description: 'Who made it; null when the account no longer exists.' })
  async actor(@Root() revision: EventRevision, @Ctx() { loaders }: GraphQLContext): Promise<RevisionActor | null> {
    return revision.actorId ? loaders.get(actorById).load(revision.actorId) : null;
  }

  @FieldResolver(() => HistoricalEvent, { nullable: true, description: 'The event as it is now; null once it was withdrawn.' })
  async event(@Root() revision: EventRevision, @Ctx() { loaders }: GraphQLContext, @Info() info: GraphQLResolveInfo): Promise<HistoricalEvent | null> {
    return loadEvent(loaders, revision.eventId, info);
  }

  @FieldResolver(() => EventRevision, { nullable: true, description: 'A decision (ACCEPTED or REJECTED): the proposed edit it decides.' })
  async proposal(@Root() revision: EventRevision, @Ctx() { loaders }: GraphQLContext): Promise<EventRevision | null> {
    return revision.proposalId ? loaders.get(revisionsById).load(revision.proposalId) : null;
  }

  @FieldResolver(() => EventRevision, { nullable: true, description: "A proposed edit: the moderator's decision on it, null while it waits." })
  async decision(@Root() revision: EventRevision, @Ctx() { loaders }: GraphQLContext): Promise<EventRevision | null> {
    return revision.kind === 'proposed' ? loaders.get(decisionByProposal).load(revision.id) : null;
  }
}
