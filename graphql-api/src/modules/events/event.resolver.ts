import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../shared/request-context.js';
import { loadEvent } from './event-loaders.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import { MODERATOR, requireRole } from '../auth/roles.js';
import { readPaging, offsetConnection, PagingArgs } from '../graph/paging.js';
import type { SignedCursors } from '../graph/signed-cursors.js';
import { PeriodKeyEnum, VerificationStatusEnum } from '../graph/vocabulary.enums.js';
import { eventsByIds } from './event-columns.js';
import { eventProperties, fieldNames } from './event-selection.js';
import { decodeEventCursor, encodeEventCursor } from './event-cursor.js';
import type { EventFilter } from './event-filter.js';
import { EventFilterSchema, PageSizeSchema, PeriodListSchema, SearchTextSchema, YearSchema } from './event-filter.schema.js';
import { CreateEventInput, withoutNulls } from './event.inputs.graphql.js';
import { EventSearchService, SEARCH_DEFAULT_RESULTS, SEARCH_MAX_RESULTS } from './event-search.service.js';
import { HistoricalEvent } from './event.entity.js';
import { EventService, DEFAULT_PAGE_SIZE, type EventPaging } from './event.service.js';
import { CountryTagCount, EventConnection, EventFilterInput, EventSearchConnection } from './event.type.js';
import { EventWriteService, IdempotencyKeySchema } from './event-write.service.js';
import { ModerationDecisions } from './revisions/moderation-decisions.js';
import { ReasonSchema } from './revisions/revision-arguments.js';
import { requireSubmitter } from './event-submitter.js';

@Resolver(() => HistoricalEvent)
export class EventResolver {
  @Query(() => EventConnection, {
    description: 'Events in timeline order (start year, then id), filtered and paged: first/after forward, last/before backward, at most 500 a page.',
  })
  async events(
    @Ctx() { reader, auth }: GraphQLContext,
    @Args(() => PagingArgs) paging: PagingArgs,
    @Arg('filter', () => EventFilterInput, { nullable: true, description: 'Conditions on the events.' }) filter?: EventFilterInput,
    @Info() info?: GraphQLResolveInfo,
  ): Promise<EventConnection> {
    const valid = validFilter(filter);
    const page = readPaging(paging, DEFAULT_PAGE_SIZE);
    const decode = (cursor: string | null, field: string) => (cursor == null ? null : decodeEventCursor(auth.cursors, cursor, field));
    const eventPaging: EventPaging =
      page.direction === 'forward'
        ? { direction: 'forward', size: page.size, after: decode(page.after, 'after') }
        : { direction: 'backward', size: page.size, before: decode(page.before, 'before') };
    const result = await new EventService(reader).page(valid, eventPaging, info ? pageSelection(info) : { withCount: true });
    const edges = result.events.map((node) => new LazyEdge(node, auth.cursors));
    return {
      edges,
      pageInfo: {
        hasNextPage: result.hasNextPage,
        hasPreviousPage: result.hasPreviousPage,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
      totalCount: result.totalCount,
    };
  }

  @Query(() => [CountryTagCount], {
    description: 'Country tags of the events matching the filter (at most 500), ordered by boostedCount: count plus twice the matching events in boostPeriods.',
  })
  async countryTagCounts(
    @Ctx() { reader }: GraphQLContext,
    @Arg('filter', () => EventFilterInput, { nullable: true, description: 'Conditions on the events.' }) filter?: EventFilterInput,
    @Arg('first', () => Int, { nullable: true, description: 'How many tags, 1 to 500 (default 200).' }) first?: number,
    @Arg('boostPeriods', () => [PeriodKeyEnum], { nullable: true, description: 'Periods whose events count three times (once plus a boost of twice).' })
    boostPeriods?: string[],
  ): Promise<CountryTagCount[]> {
    const size = parseOrThrow(PageSizeSchema, first ?? 200, 'first');
    const boosted = parseOrThrow(PeriodListSchema, boostPeriods ?? [], 'boostPeriods');
    return new EventService(reader).countryTagCounts(validFilter(filter), size, boosted);
  }

  @Query(() => HistoricalEvent, { nullable: true, description: 'One event by id, or null when there is none.' })
  async event(
    @Ctx() { loaders }: GraphQLContext,
    @Arg('id', () => ID, { description: 'Event id.' }) id: string,
    @Info() info: GraphQLResolveInfo,
  ): Promise<HistoricalEvent | null> {
    return loadEvent(loaders, id, info);
  }

  @Query(() => EventSearchConnection, {
    description:
      'Events ranked by relevance for a text of 3 to 200 characters, case-insensitive across name, description, location, significance, participants, tags, category and subcategory; the best 200 at most, paged.',
  })
  async searchEvents(
    @Ctx() { reader, auth }: GraphQLContext,
    @Arg('query', () => String, { description: 'Search text, 3 to 200 characters.' }) query: string,
    @Args(() => PagingArgs) paging: PagingArgs,
    @Arg('year', () => Int, {
      nullable: true,
      description: "The map's year (signed, no year 0): matches near it rank first, as a visitor at that year expects.",
    })
    year?: number | null,
    @Info() info?: GraphQLResolveInfo,
  ): Promise<EventSearchConnection> {
    const text = parseOrThrow(SearchTextSchema, query, 'query');
    const near = year == null ? null : parseOrThrow(YearSchema, year, 'year');
    const page = readPaging(paging, SEARCH_DEFAULT_RESULTS, SEARCH_MAX_RESULTS);
    const search = new EventSearchService(reader);
    const fields = info ? pageSelection(info).fields : undefined;
    // Ranked inside fetch, which runs once offsetConnection has checked the cursor: a forged one is refused before any SQL.
    let ranked: Promise<string[]> | undefined;
    return offsetConnection(auth.cursors, `search:${near ?? ''}:${text.toLowerCase()}`, page, async (offset, limit) => {
      const ids = await (ranked ??= search.rankedIds(text, SEARCH_MAX_RESULTS, near));
      return { rows: await eventsByIds(reader, ids.slice(offset, offset + limit), fields), total: ids.length };
    });
  }

  @Mutation(() => HistoricalEvent, {
    description:
      'Submits a new event. Signed-in accounts only (UNAUTHENTICATED otherwise). It passes the content check (violations come back as BAD_USER_INPUT with extensions.violations) and starts pending.',
  })
  async createEvent(
    @Ctx() { em, req, auth }: GraphQLContext,
    @Arg('input', () => CreateEventInput, { description: 'The event.' }) input: CreateEventInput,
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description:
        'A key the client chooses for this one submission (8 to 100 letters, digits, hyphens or underscores; a UUID fits). Sent again by the same account, the same event comes back and nothing new is stored: a double press or a retried request publishes once.',
    })
    idempotencyKey?: string | null,
  ): Promise<HistoricalEvent> {
    const key = idempotencyKey == null ? null : parseOrThrow(IdempotencyKeySchema, idempotencyKey, 'idempotencyKey');
    const submitter = await requireSubmitter(req, em, auth.rateLimiter);
    return new EventWriteService(em).create(withoutNulls(input), { userId: submitter, idempotencyKey: key });
  }

  @Mutation(() => HistoricalEvent, {
    nullable: true,
    description:
      "Moves an event between verification states. Moderators and admins only; records who, when and why (a STATUS_CHANGED revision). Deciding a pending event (the moderation queue's NEW_EVENT) mails its submitter, with the reason.",
  })
  async setVerificationStatus(
    @Ctx() { em, req, auth }: GraphQLContext,
    @Arg('eventId', () => ID, { description: 'The event.' }) eventId: string,
    @Arg('status', () => VerificationStatusEnum, { description: 'The new state.' }) status: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why, for the submitter and the history (1 to 1000 characters).' }) reason?: string | null,
  ): Promise<HistoricalEvent> {
    const why = reason == null ? null : parseOrThrow(ReasonSchema, reason, 'reason');
    const moderator = await requireRole(req, em, MODERATOR);
    return new ModerationDecisions(em, auth).setStatus(eventId, status, moderator, why);
  }

  @FieldResolver(() => HistoricalEvent, { nullable: true, description: 'The event this one anchors to (linkedEventId).' })
  async linkedEvent(@Root('linkedEventId') id: string, @Ctx() { loaders }: GraphQLContext, @Info() info: GraphQLResolveInfo): Promise<HistoricalEvent | null> {
    return id ? loadEvent(loaders, id, info) : null;
  }
}

/** An edge whose cursor is only encoded when the query reads it (most pages never do). */
class LazyEdge {
  constructor(
    readonly node: HistoricalEvent,
    private readonly cursors: SignedCursors,
  ) {}
  get cursor(): string {
    return encodeEventCursor(this.cursors, this.node);
  }
}

/** The filter argument checked by the same rules as REST (event-filter.schema.ts). */
const validFilter = (filter: EventFilterInput | undefined): EventFilter => parseOrThrow(EventFilterSchema, withoutNulls(filter ?? {}), 'filter');

/**
 * What a page query reads: whether it asks for the total (counting a million rows costs more than
 * the page itself) and the event properties under edges.node, so a page selects only those columns.
 */
function pageSelection(info: GraphQLResolveInfo): { withCount: boolean; fields: string[] } {
  const top = fieldNames(
    info,
    info.fieldNodes.flatMap((n) => n.selectionSet?.selections ?? []),
  );
  const edges = fieldNames(info, top.get('edges') ?? []);
  return { withCount: top.has('totalCount'), fields: eventProperties(info, edges.get('node') ?? []) };
}
