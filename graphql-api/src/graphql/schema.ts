import type { GraphQLInterfaceType, GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { adaptVocabularyEnums } from './vocabulary-adapter.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { EventResolver } from '../modules/events/event.resolver.js';
import { EventEditResolver } from '../modules/events/revisions/event-edit.resolver.js';
import { EventHistoryResolver } from '../modules/events/revisions/event-history.resolver.js';
import { EventRevisionResolver } from '../modules/events/revisions/revision.resolver.js';
import { ModerationQueueResolver } from '../modules/events/revisions/moderation-queue.resolver.js';
import { MyEventsResolver } from '../modules/events/revisions/my-events.resolver.js';
import { TaxonomyResolver } from '../modules/taxonomy/taxonomy.resolver.js';
import { LinkFeedbackResolver } from '../modules/link-feedback/link-feedback.resolver.js';
import { ModerationResolver } from '../modules/moderation/moderation.resolver.js';
import { UserResolver } from '../modules/auth/user-admin.resolver.js';
import { EventRelationshipsResolver, RelationshipResolver } from '../modules/relationships/relationship.resolver.js';
import { RelationshipWritesResolver } from '../modules/relationships/relationship-writes.resolver.js';
import { SuggestionResolver } from '../modules/suggestions/suggestion.resolver.js';
import { ContactsResolver } from '../modules/contacts/contacts.resolver.js';
import { NewsletterResolver } from '../modules/newsletter/newsletter.resolver.js';
import { CampaignResolver } from '../modules/newsletter/campaign.resolver.js';
import { StoryFieldsResolver, StoryRevisionFieldsResolver, StoryStepFieldsResolver } from '../modules/stories/story-fields.resolver.js';
import { StoryResolver } from '../modules/stories/story.resolver.js';
import { NodeResolver } from './node.resolver.js';
import { nodeTypeOf } from '../modules/graph/node.interface.js';

export const RESOLVERS = [
  AuthResolver,
  CampaignResolver,
  ContactsResolver,
  EventResolver,
  EventEditResolver,
  EventHistoryResolver,
  EventRevisionResolver,
  ModerationQueueResolver,
  MyEventsResolver,
  LinkFeedbackResolver,
  ModerationResolver,
  NewsletterResolver,
  NodeResolver,
  RelationshipResolver,
  EventRelationshipsResolver,
  RelationshipWritesResolver,
  StoryResolver,
  StoryFieldsResolver,
  StoryRevisionFieldsResolver,
  StoryStepFieldsResolver,
  SuggestionResolver,
  TaxonomyResolver,
  UserResolver,
] as const;

/** Builds the executable schema from the decorated classes (code first). */
export async function buildAppSchema(): Promise<GraphQLSchema> {
  const schema = adaptVocabularyEnums(await buildSchema({ resolvers: [...RESOLVERS], validate: false, emitSchemaFile: false }));
  // type-graphql gives the root types no description; the schema's linter (and its readers) want one.
  Object.assign(schema.getQueryType()!, {
    description: 'What Epoch Atlas answers: events, search, the taxonomy, accounts and, for moderators and admins, their data.',
  });
  Object.assign(schema.getMutationType()!, {
    description: 'What Epoch Atlas changes: accounts, events, answers on links, the newsletter and, for moderators and admins, their decisions.',
  });
  // type-graphql wraps resolveType in an async function; graphql-jit reads its answer synchronously
  // (a promise names no type, and node(id:) answered INTERNAL_SERVER_ERROR). The same rule, synchronous.
  (schema.getType('Node') as GraphQLInterfaceType).resolveType = nodeTypeOf;
  return schema;
}
