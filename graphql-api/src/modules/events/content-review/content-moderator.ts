import type { Violation } from '../../../lib/errors.js';
import type { EventInput } from '../event.inputs.js';

/** What the moderator may look up about other events (a what-if must anchor to a real one). */
export interface ModerationLookup {
  eventTypeOf(id: string): Promise<string | null>;
}

/**
 * The check every new event passes before it is stored ("all events publish after AI filtering").
 * Today the rules of rule-based-moderator.ts; a model-based moderator can implement the same
 * interface later without touching the callers.
 */
export interface ContentModerator {
  review(event: EventInput, lookup: ModerationLookup): Promise<Violation[]>;
}
