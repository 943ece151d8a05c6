import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { EventResolver } from '../modules/events/event.resolver.js';
import { TaxonomyResolver } from '../modules/taxonomy/taxonomy.resolver.js';
import { LinkFeedbackResolver } from '../modules/link-feedback/link-feedback.resolver.js';
import { ModerationResolver } from '../modules/moderation/moderation.resolver.js';
import { UserResolver } from '../modules/users/user.resolver.js';

export const RESOLVERS = [AuthResolver, EventResolver, LinkFeedbackResolver, ModerationResolver, TaxonomyResolver, UserResolver] as const;

/** Builds the executable schema from the decorated classes (code first). */
export async function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: [...RESOLVERS], validate: false, emitSchemaFile: false });
}
