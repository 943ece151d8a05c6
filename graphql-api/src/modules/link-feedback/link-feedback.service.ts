import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { LINK_ANSWERS, LinkFeedback } from './link-feedback.entity.js';

export const LinkFeedbackInputSchema = z.object({
  eventId: z.uuid({ message: 'eventId must be an event id' }),
  answer: z.enum(LINK_ANSWERS, { message: `answer must be one of ${LINK_ANSWERS.join(', ')}` }),
});

export interface Voter {
  userId?: string | null;
  /** Address and browser of an anonymous caller; only their hash is stored. */
  address: string;
  userAgent: string;
}

export function voterKey(voter: Voter): string {
  return createHash('sha256').update(`${voter.address}\n${voter.userAgent}`).digest('hex');
}

/** Records an answer on an event's link, as shown now (the linked event id is copied from the event). */
export async function recordLinkFeedback(em: EntityManager, input: unknown, voter: Voter): Promise<LinkFeedback> {
  const data = parseOrThrow(LinkFeedbackInputSchema, input);
  const event = await em.findOne(HistoricalEvent, data.eventId, { fields: ['id', 'linkedEventId'] });
  if (!event) throw new NotFoundError(`No event with id ${data.eventId}`);
  const feedback = em.create(LinkFeedback, {
    eventId: event.id,
    linkedEventId: event.linkedEventId ?? null,
    answer: data.answer,
    userId: voter.userId ?? null,
    voterKey: voterKey(voter),
  });
  await em.persistAndFlush(feedback);
  return feedback;
}
