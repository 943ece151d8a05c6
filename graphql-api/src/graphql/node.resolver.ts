/**
 * Relay's `node(id:)` and `nodes(ids:)`: any object by its id. Ids are UUIDs unique across all
 * types: events, the common case, are read first; one query then asks every other table which
 * holds the ids left; each type answers through its own access rule (events and relationships are
 * public; moderation records and answers are for moderators; accounts, subscribers and messages
 * for admins, and an account for itself).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, ID, Info, Query, Resolver } from 'type-graphql';
import { queryRows } from '../db/pooled-query.js';
import { ValidationError } from '../lib/errors.js';
import { isUuid } from '../lib/uuid.js';
import { ADMIN, MODERATOR, requireRole } from '../modules/auth/roles.js';
import { sessionUserId } from '../modules/auth/session.js';
import { ContactMessage } from '../modules/contacts/contact-message.entity.js';
import { loadEvents } from '../modules/events/event-loaders.js';
import { Node } from '../modules/graph/node.interface.js';
import { LinkFeedback } from '../modules/link-feedback/link-feedback.entity.js';
import { ModerationLogEntry } from '../modules/moderation/moderation-log.entity.js';
import { NewsletterSubscriber } from '../modules/newsletter/newsletter-subscriber.entity.js';
import { EventRelationship } from '../modules/relationships/event-relationship.entity.js';
import { maySee, viewerOf } from '../modules/stories/story-access.js';
import { Story } from '../modules/stories/story.entity.js';
import { User } from '../modules/users/user.entity.js';
import type { GraphQLContext } from './context.js';

const MAX_IDS = 100;

interface NodeKind {
  table: string;
  /** Loads the objects of these ids; throws when the caller may not see this kind. */
  load: (ctx: GraphQLContext, ids: string[], info: GraphQLResolveInfo) => Promise<object[]>;
}

const entities = (em: EntityManager, entity: new () => object, ids: string[]) => em.find(entity as never, { id: { $in: ids } }) as Promise<object[]>;

const KINDS: Record<string, NodeKind> = {
  HistoricalEvent: {
    table: 'historical_events',
    load: ({ loaders }, ids, info) => loadEvents(loaders, ids, info),
  },
  EventRelationship: { table: 'event_relationships', load: ({ em }, ids) => entities(em, EventRelationship, ids) },
  LinkFeedback: { table: 'link_feedback', load: async ({ em, req }, ids) => (await requireRole(req, em, MODERATOR), entities(em, LinkFeedback, ids)) },
  ModerationLogEntry: {
    table: 'moderation_log',
    load: async ({ em, req }, ids) => (await requireRole(req, em, MODERATOR), entities(em, ModerationLogEntry, ids)),
  },
  User: {
    table: 'users',
    load: async ({ em, req }, ids) => (ownAccountOnly(req, ids) ? entities(em, User, ids) : (await requireRole(req, em, ADMIN), entities(em, User, ids))),
  },
  NewsletterSubscriber: {
    table: 'newsletter_subscribers',
    load: async ({ em, req }, ids) => (await requireRole(req, em, ADMIN), entities(em, NewsletterSubscriber, ids)),
  },
  Story: {
    table: 'stories',
    // A story the viewer may not see answers as no object at all, as the story query does.
    load: async (ctx, ids) => {
      const viewer = await viewerOf(ctx);
      return (await ctx.em.find(Story, { id: { $in: ids } })).filter((story) => maySee(story, viewer));
    },
  },
  ContactMessage: { table: 'contact_messages', load: async ({ em, req }, ids) => (await requireRole(req, em, ADMIN), entities(em, ContactMessage, ids)) },
};

const ownAccountOnly = (req: Request, ids: string[]) => ids.length === 1 && ids[0] === sessionUserId(req);

const EVENT_KIND = 'HistoricalEvent';

/** Which kind each id that is not an event is: one statement over every other table, its one parameter the ids. */
const KINDS_SQL = Object.entries(KINDS)
  .filter(([kind]) => kind !== EVENT_KIND)
  .map(([kind, { table }]) => `select '${kind}' as kind, "id"::text as id from "${table}" where "id" = any($1::uuid[])`)
  .join(' union all ');

/** Which kind each id is, in one statement over every table (straight through pg, as the hot read paths are: db/pooled-query.ts). */
async function kindsOf(em: EntityManager, ids: string[]): Promise<Map<string, string>> {
  const rows = await queryRows<{ kind: string; id: string }>(em, KINDS_SQL, [ids]);
  return new Map(rows.map((r) => [r.id, r.kind]));
}

/** The objects of `ids`, in order: null for ids that name nothing, an Error for ones the caller may not see. */
async function resolveNodes(ctx: GraphQLContext, ids: string[], info: GraphQLResolveInfo): Promise<(object | Error | null)[]> {
  const valid = ids.filter(isUuid);
  const found = new Map<string, object | Error>();
  // Events first (public, and what a client mostly asks for): a page of them by id costs no kind
  // lookup, one statement fewer (issue 32: the nested page through nodes).
  const events = valid.length ? await KINDS[EVENT_KIND]!.load(ctx, valid, info) : [];
  for (const event of events) found.set((event as { id: string }).id, Object.assign(event, { __typename: EVENT_KIND }));
  const rest = valid.filter((id) => !found.has(id));
  const kinds = rest.length ? await kindsOf(ctx.reader, rest) : new Map<string, string>();
  for (const [kind, { load }] of Object.entries(KINDS)) {
    const wanted = rest.filter((id) => kinds.get(id) === kind);
    if (!wanted.length) continue;
    try {
      for (const object of await load(ctx, wanted, info)) found.set((object as { id: string }).id, Object.assign(object, { __typename: kind }));
    } catch (error) {
      for (const id of wanted) found.set(id, error as Error);
    }
  }
  return ids.map((id) => found.get(id) ?? null);
}

@Resolver()
export class NodeResolver {
  @Query(() => Node, { nullable: true, description: 'Any object by its id (Relay object identification), or null when no object has it.' })
  async node(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: 'The id.' }) id: string,
    @Info() info: GraphQLResolveInfo,
  ): Promise<object | null> {
    const [result] = await resolveNodes(ctx, [id], info);
    if (result instanceof Error) throw result;
    return result ?? null;
  }

  @Query(() => [Node], {
    nullable: 'items',
    description: `Objects by their ids, in the order asked (at most ${MAX_IDS}); null for an id that names nothing or an object the caller may not see (with an error at its path).`,
  })
  async nodes(
    @Ctx() ctx: GraphQLContext,
    @Arg('ids', () => [ID], { description: 'The ids.' }) ids: string[],
    @Info() info: GraphQLResolveInfo,
  ): Promise<(object | Error | null)[]> {
    if (ids.length > MAX_IDS) throw new ValidationError([{ field: 'ids', message: `At most ${MAX_IDS} ids` }]);
    return resolveNodes(ctx, ids, info);
  }
}
