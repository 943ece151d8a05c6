/** Enumerations of spec section 3. */

export const EVENT_TYPES = ['real', 'alternative', 'whatif'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const CULTURAL_TYPES = ['scientific', 'artistic', 'cultural', 'achievement'] as const;
export type CulturalType = (typeof CULTURAL_TYPES)[number];

export const SIGNIFICANCE_LEVELS = ['global', 'regional', 'local'] as const;

export const RELATIONSHIP_TYPES = ['depicts', 'inspired_by', 'caused_by', 'response_to'] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

export const CONNECTION_TYPES = ['manual', 'suggested'] as const;

export const MEDIA_TYPES = ['text', 'image', 'video', 'audio', 'game', 'book', 'movie'] as const;

export const TIMELINE_MODES = ['real', 'whatif'] as const;
export type TimelineMode = (typeof TIMELINE_MODES)[number];

/** Real mode shows real and alternative events; what-if mode shows what-if events only. */
export function matchesMode(eventType: string, mode: TimelineMode): boolean {
  return mode === 'whatif' ? eventType === 'whatif' : eventType === 'real' || eventType === 'alternative';
}
