import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { RELATIONSHIP_TYPES } from '../../domain/enums.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { isModerator } from '../auth/roles.js';
import type { User } from '../users/user.entity.js';
import { EventRelationship } from './event-relationship.entity.js';

export const AddRelationshipSchema = z
  .object({
    sourceEventId: z.uuid({ message: 'Not an event id' }),
    targetEventId: z.uuid({ message: 'Not an event id' }),
    relationshipType: z.enum(RELATIONSHIP_TYPES, { message: `Expected one of ${RELATIONSHIP_TYPES.join(', ')}` }),
    description: z.string().trim().max(500, 'At most 500 characters').nullish(),
  })
  .refine((a) => a.sourceEventId !== a.targetEventId, { path: ['targetEventId'], message: 'An event cannot be linked to itself' });
export type AddRelationshipInput = z.infer<typeof AddRelationshipSchema>;

export const FORBIDDEN_LINK = 'Only the account that submitted an event, or a moderator, can link it to other events';

/** Whether `userId` submitted the event (the account it was created for: the one that may edit it). */
async function submitted(em: EntityManager, eventId: string, userId: string): Promise<boolean> {
  return (await em.count(HistoricalEvent, { id: eventId, submittedBy: userId })) > 0;
}

/** Removes the server's suggestion for a pair (either way round): a person's link replaces it. */
export async function dropSuggestionFor(em: EntityManager, a: string, b: string): Promise<void> {
  await em.nativeDelete(EventRelationship, {
    connectionType: 'suggested',
    $or: [
      { sourceEventId: a, targetEventId: b },
      { sourceEventId: b, targetEventId: a },
    ],
  });
}

/**
 * A creator's typed link from their own event to another (moderators: from any event). One link
 * per pair and type; it replaces the server's suggestion for the pair, in one transaction.
 */
export async function addRelationship(em: EntityManager, actor: User, input: unknown): Promise<EventRelationship> {
  const data = parseOrThrow(AddRelationshipSchema, input);
  const found = await em.find(HistoricalEvent, { id: { $in: [data.sourceEventId, data.targetEventId] } }, { fields: ['id'] });
  for (const field of ['sourceEventId', 'targetEventId'] as const) {
    if (!found.some((e) => e.id === data[field])) throw new NotFoundError(`No event with id ${data[field]} (${field})`);
  }
  if (!isModerator(actor) && !(await submitted(em, data.sourceEventId, actor.id))) throw new ForbiddenError(FORBIDDEN_LINK);
  const duplicate = new ValidationError([{ field: 'relationshipType', message: 'These events are already linked with this type' }]);
  try {
    return await em.transactional(async (tx) => {
      const same = await tx.count(EventRelationship, { ...pairOf(data), relationshipType: data.relationshipType, connectionType: 'manual' });
      if (same) throw duplicate;
      await dropSuggestionFor(tx, data.sourceEventId, data.targetEventId);
      return tx.create(EventRelationship, {
        ...pairOf(data),
        relationshipType: data.relationshipType,
        description: data.description || null,
        connectionType: 'manual',
        createdBy: actor.id,
      });
    });
  } catch (error) {
    // Two requests adding the same link at once: the unique index let one in.
    if (isUniqueViolation(error)) throw duplicate;
    throw error;
  }
}

const pairOf = (data: AddRelationshipInput) => ({ sourceEventId: data.sourceEventId, targetEventId: data.targetEventId });

/** Removes a link a person made: the account that added it, or a moderator. Suggestions are dismissed instead. */
export async function removeRelationship(em: EntityManager, actor: User, id: string): Promise<string> {
  const relationshipId = parseOrThrow(z.object({ id: z.uuid({ message: 'Not a link id' }) }), { id }).id;
  const link = await em.findOne(EventRelationship, relationshipId);
  if (!link) throw new NotFoundError(`No link with id ${relationshipId}`);
  if (link.connectionType === 'suggested') {
    throw new ValidationError([{ field: 'id', message: 'A suggested link is not removed: a moderator dismisses it (dismissSuggestedLink)' }]);
  }
  if (!isModerator(actor) && link.createdBy !== actor.id) throw new ForbiddenError('Only the account that added a link, or a moderator, can remove it');
  await em.removeAndFlush(link);
  return link.id;
}
