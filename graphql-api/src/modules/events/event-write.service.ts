import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../graphql/errors.js';
import { zodViolations } from '../../lib/zod-violations.js';
import type { ContentModerator, ModerationLookup } from '../moderation/content-moderator.js';
import { RuleBasedModerator } from '../moderation/rule-based-moderator.js';
import { HistoricalEvent } from './event.entity.js';
import { EventInputSchema, type EventInput } from './event.inputs.js';
import { eventRowFromInput } from './event-row.js';

export const CONTENT_VIOLATIONS = 'Content violations';

/** Looks up anchors for the moderator in the request's database session. */
export function moderationLookup(em: EntityManager): ModerationLookup {
  return {
    async eventTypeOf(id) {
      const row = await em.findOne(HistoricalEvent, { id }, { fields: ['eventType'] });
      return row?.eventType ?? null;
    },
  };
}

/** Validates an event body: structure (zod) first, then the content rules. Throws ValidationError. */
export async function validateEventInput(
  em: EntityManager,
  raw: unknown,
  moderator: ContentModerator,
  lookup: ModerationLookup = moderationLookup(em),
): Promise<EventInput> {
  const parsed = EventInputSchema.safeParse(raw);
  if (!parsed.success) throw new ValidationError(zodViolations(parsed.error), CONTENT_VIOLATIONS);
  const violations = await moderator.review(parsed.data, lookup);
  if (violations.length) throw new ValidationError(violations, CONTENT_VIOLATIONS);
  return parsed.data;
}

/** Creates events submitted by people: every one is moderated and starts pending. */
export class EventWriteService {
  constructor(
    private readonly em: EntityManager,
    private readonly moderator: ContentModerator = new RuleBasedModerator(),
  ) {}

  async create(raw: unknown): Promise<HistoricalEvent> {
    const input = await validateEventInput(this.em, raw, this.moderator);
    const event = this.em.create(HistoricalEvent, eventRowFromInput(input, { verificationStatus: 'pending' }));
    await this.em.flush();
    return event;
  }
}
