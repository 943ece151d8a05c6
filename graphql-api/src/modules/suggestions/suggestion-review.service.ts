import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { RELATIONSHIP_TYPES } from '../../domain/enums.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import { EventRelationship } from '../relationships/event-relationship.entity.js';
import type { User } from '../users/user.entity.js';
import { DismissedLinkSuggestion } from './dismissed-link-suggestion.entity.js';

const LinkId = z.uuid({ message: 'Not a link id' });

export const ConfirmSchema = z.object({
  id: LinkId,
  relationshipType: z.enum(RELATIONSHIP_TYPES, { message: `Expected one of ${RELATIONSHIP_TYPES.join(', ')}` }),
  description: z.string().trim().max(500, 'At most 500 characters').nullish(),
});

/** The suggestion `id` names, read with a row lock: two moderators deciding at once decide once. */
async function lockedSuggestion(em: EntityManager, id: unknown): Promise<EventRelationship> {
  const linkId = parseOrThrow(z.object({ id: LinkId }), { id }).id;
  const link = await em.findOne(EventRelationship, linkId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!link) throw new NotFoundError(`No link with id ${linkId}`);
  if (link.connectionType !== 'suggested')
    throw new ValidationError([{ field: 'id', message: 'This link is not a suggestion: it was confirmed or made by a person' }]);
  return link;
}

/**
 * A moderator confirms a suggestion: it becomes a manual link with the type they give, keeping the
 * server's reason. A manual link of that type between the pair already: BAD_USER_INPUT.
 */
export async function confirmSuggestion(em: EntityManager, moderator: User, input: unknown): Promise<EventRelationship> {
  const data = parseOrThrow(ConfirmSchema, input);
  const duplicate = new ValidationError([{ field: 'relationshipType', message: 'These events are already linked with this type' }]);
  try {
    return await em.transactional(async (tx) => {
      const link = await lockedSuggestion(tx, data.id);
      Object.assign(link, {
        connectionType: 'manual',
        relationshipType: data.relationshipType,
        description: data.description || link.description || null,
        createdBy: moderator.id,
      });
      return link;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate;
    throw error;
  }
}

/**
 * A moderator dismisses a suggestion: the link goes, and the pair is remembered so the generator
 * never proposes it again (answers given on it keep their events, and lose the link id).
 */
export async function dismissSuggestion(em: EntityManager, moderator: User, id: unknown): Promise<string> {
  return em.transactional(async (tx) => {
    const link = await lockedSuggestion(tx, id);
    const [first, second] = [link.sourceEventId, link.targetEventId].sort();
    await tx.upsert(DismissedLinkSuggestion, { firstEventId: first!, secondEventId: second!, reason: link.reason ?? null, dismissedBy: moderator.id });
    tx.remove(link);
    return link.id;
  });
}
