import { VERIFICATION_STYLES, type VerificationStatus } from '@domain/verification';

/** The event's fields as a person reads them in a list of changes (history, moderation queue, my events). */
export const EVENT_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  eventType: 'Real or what-if',
  period: 'Period',
  startDate: 'Start date',
  endDate: 'End date',
  latitude: 'Latitude',
  longitude: 'Longitude',
  coordinates: 'Coordinates',
  location: 'Place',
  description: 'What happened',
  significance: 'Why it matters',
  participants: 'Who was involved',
  whoDescription: 'More about them',
  actions: 'What the people did',
  context: 'The context',
  consequences: 'What happened next',
  background: 'Background',
  outfit: 'Outfit',
  battleType: 'Battle type',
  casualties: 'Casualties',
  category: 'Category',
  subcategory: 'Subcategory',
  culturalType: 'Cultural type',
  tags: 'Tags',
  countryTags: 'Countries',
  radius: 'Extent (m)',
  wikiUrl: 'Article',
  wikidataId: 'Wikidata',
  linkedEventId: 'Linked event',
  relationshipType: 'Relationship',
  attachedMedia: 'Media',
  sources: 'Sources',
  verificationStatus: 'Verification',
};

export const fieldLabel = (field: string): string => EVENT_FIELD_LABELS[field] ?? field;

/** What a change shows for "nothing": a cleared field, an empty list. */
export const NO_VALUE = '(none)';

/** One item of a list field: a source as "title · address · note", a file by its name and kind. */
function describeItem(item: unknown): string {
  if (item === null || typeof item !== 'object') return String(item);
  const o = item as Record<string, unknown>;
  if (typeof o.title === 'string') return [o.title, o.url, o.note].filter((p) => typeof p === 'string' && p).join(' · ');
  if (typeof o.name === 'string') return typeof o.type === 'string' ? `${o.name} (${o.type})` : o.name;
  return JSON.stringify(item);
}

/**
 * A value of a field change (JSON text, as the API records it) in words: text as it is, lists one
 * item a line, the verification state by its label, nothing as "(none)".
 */
export function describeFieldValue(field: string, json: string | null | undefined): string {
  if (json == null) return NO_VALUE;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return NO_VALUE;
  if (field === 'verificationStatus' && typeof value === 'string') return VERIFICATION_STYLES[value.toLowerCase() as VerificationStatus]?.label ?? value;
  if (Array.isArray(value)) return value.every((v) => typeof v === 'string') ? value.join(', ') : value.map(describeItem).join('\n');
  if (typeof value === 'object') return describeItem(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}
