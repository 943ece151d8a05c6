import { CATEGORY, constantCase, CULTURAL_TYPE, EVENT_TYPE, PERIOD, RELATIONSHIP_TYPE, SUBCATEGORY, type Vocabulary } from '../domain/enums.js';

const FIELDS: Record<string, Vocabulary> = {
  period: PERIOD,
  eventType: EVENT_TYPE,
  culturalType: CULTURAL_TYPE,
  category: CATEGORY,
  subcategory: SUBCATEGORY,
  relationshipType: RELATIONSHIP_TYPE,
};

/** An event in the REST input's words as GraphQL's CreateEventInput wants it: vocabulary values in UPPER_CASE. */
export function graphqlEventInput(event: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...event };
  for (const [field, vocabulary] of Object.entries(FIELDS)) {
    const value = out[field];
    if (typeof value === 'string' && vocabulary.values.includes(value)) out[field] = constantCase(value);
  }
  if (Array.isArray(out.attachedMedia))
    out.attachedMedia = out.attachedMedia.map((m: { type?: string }) => ({ ...m, type: typeof m.type === 'string' ? constantCase(m.type) : m.type }));
  return out;
}
