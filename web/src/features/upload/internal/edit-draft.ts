import { MEDIA_TYPE } from '@domain/enums';
import type { UpdateEventInput } from '../../../gql/graphql';
import { domainWord } from '../../../lib/graphql-words';
import { toSourceDrafts, type SourceValue } from './sources-draft';
import { EMPTY_DRAFT, toEventInput, type UploadDraft } from './upload-draft';

/** What the editor reads of an event: the wizard's fields, as the API gives them. */
export interface EditableEvent {
  name: string;
  eventType: string;
  linkedEventId?: string | null;
  linkedEvent?: { id: string; name: string } | null;
  whoDescription?: string | null;
  participants: readonly string[];
  location: string;
  latitude: number;
  longitude: number;
  startDate: string;
  endDate?: string | null;
  description: string;
  actions?: string | null;
  significance: string;
  context?: string | null;
  consequences?: string | null;
  attachedMedia: readonly { type: string; name: string; url?: string | null }[];
  sources: readonly SourceValue[];
}

/** The event as a wizard draft, every step filled from it (the editor opens on it). */
export function draftFromEvent(e: EditableEvent): UploadDraft {
  return {
    ...EMPTY_DRAFT,
    name: e.name,
    eventType: e.eventType === 'WHATIF' ? 'whatif' : 'real',
    linkedEventId: e.linkedEventId ?? null,
    linkedEventName: e.linkedEvent?.name ?? null,
    whoDescription: e.whoDescription ?? '',
    participants: e.participants.join(', '),
    location: e.location,
    latitude: String(e.latitude),
    longitude: String(e.longitude),
    startDate: e.startDate,
    endDate: e.endDate ?? '',
    description: e.description,
    actions: e.actions ?? '',
    significance: e.significance,
    context: e.context ?? '',
    consequences: e.consequences ?? '',
    media: e.attachedMedia.map((m) => ({ type: domainWord(MEDIA_TYPE, m.type), name: m.name, url: m.url ?? '' })),
    sources: toSourceDrafts(e.sources),
  };
}

/**
 * The fields the draft changes, and only those: updateEvent leaves absent fields as they are, so
 * what the wizard does not ask for (an alternative telling's type, a curated event's period or its
 * link) stays. The draft and the event it opened from are compared in the input's own form.
 */
export function changedInput(original: UploadDraft, draft: UploadDraft): UpdateEventInput {
  const before = toEventInput(original) as Record<string, unknown>;
  const after = toEventInput(draft) as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key])) changed[key] = value;
  }
  return changed;
}
