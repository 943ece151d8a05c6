import { withoutControlCharacters } from '../../lib/control-characters.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../lib/errors.js';
import { zodViolations } from '../../lib/zod-violations.js';
import type { ContentModerator, ModerationLookup } from './content-review/content-moderator.js';
import { ModerationLogEntry } from '../moderation/moderation-log.entity.js';
import { RuleBasedModerator } from './content-review/rule-based-moderator.js';
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

  /** `submittedBy`: the signed-in account, recorded with a refused submission's violations. */
  async create(raw: unknown, submittedBy: string | null = null): Promise<HistoricalEvent> {
    let input;
    try {
      input = await validateEventInput(this.em, raw, this.moderator);
    } catch (error) {
      if (error instanceof ValidationError) await this.logRejection(raw, error, submittedBy);
      throw error;
    }
    const event = this.em.create(HistoricalEvent, eventRowFromInput(input, { verificationStatus: 'pending' }));
    await this.em.flush();
    return event;
  }

  /** Keeps what the content check refused (a separate write: nothing of the submission is stored as an event). */
  private async logRejection(raw: unknown, error: ValidationError, userId: string | null) {
    const name =
      raw && typeof raw === 'object' && typeof (raw as { name?: unknown }).name === 'string'
        ? withoutControlCharacters((raw as { name: string }).name).slice(0, 300)
        : null;
    const em = this.em.fork();
    em.create(ModerationLogEntry, { action: 'submission_rejected', eventName: name, userId, violations: error.violations });
    await em.flush();
  }
}
