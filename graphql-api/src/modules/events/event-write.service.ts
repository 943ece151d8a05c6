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
import { EventSubmission } from './event-submission.entity.js';
import { EventRevision } from './revisions/event-revision.entity.js';
import { changesBetween, contentOf } from './revisions/revision-changes.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { z } from 'zod';

export const CONTENT_VIOLATIONS = 'Content violations';

/** The key a client sends with one submission (a UUID fits): 8 to 100 letters, digits, '-' or '_'. */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8 to 100 letters, digits, hyphens or underscores (a UUID fits)');

/** One submission: who sends it, and the key their client chose for it (a repeat stores nothing new). */
export interface Submission {
  userId: string;
  idempotencyKey?: string | null;
}

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

  /**
   * `submission`: the signed-in account, recorded with a refused submission's violations, and the
   * client's key: the same account and key again answers with the event the first request stored.
   */
  async create(raw: unknown, submission: Submission | null = null): Promise<HistoricalEvent> {
    const key = submission?.idempotencyKey ? { userId: submission.userId, idempotencyKey: submission.idempotencyKey } : null;
    const earlier = key && (await this.submittedEarlier(key));
    if (earlier) return earlier;
    let input;
    try {
      input = await validateEventInput(this.em, raw, this.moderator);
    } catch (error) {
      if (error instanceof ValidationError) await this.logRejection(raw, error, submission?.userId ?? null);
      throw error;
    }
    try {
      return await this.em.transactional(async (em) => {
        const event = em.create(HistoricalEvent, { ...eventRowFromInput(input, { verificationStatus: 'pending' }), submittedBy: submission?.userId ?? null });
        // The event first: the submission row references it, and the ORM does not order plain ids.
        await em.flush();
        if (key) em.create(EventSubmission, { ...key, eventId: event.id });
        em.create(EventRevision, {
          eventId: event.id,
          eventName: event.name,
          kind: 'created',
          actorId: submission?.userId ?? null,
          changes: changesBetween({}, contentOf(event)),
          baseVersion: 0,
          version: event.version,
        });
        return event;
      });
    } catch (error) {
      // Two requests with one key at once: the primary key let one in; answer with its event.
      const winner = key && isUniqueViolation(error) ? await this.submittedEarlier(key) : null;
      if (winner) return winner;
      throw error;
    }
  }

  private async submittedEarlier(key: { userId: string; idempotencyKey: string }): Promise<HistoricalEvent | null> {
    const row = await this.em.fork().findOne(EventSubmission, key);
    return row ? this.em.findOne(HistoricalEvent, { id: row.eventId }) : null;
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
