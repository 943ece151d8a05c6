/**
 * The insert form of an event (spec section 3: the event without id), validated with zod. Shared by
 * POST /api/events, the createEvent mutation and the importer, so every way in checks the same.
 * Structure only here; content rules (dates in range, period, links, words) are the moderator's.
 */
import { z } from 'zod';
import { CULTURAL_TYPES, EVENT_TYPES, MEDIA_TYPES, RELATIONSHIP_TYPES } from '../../domain/enums.js';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullish();

export const MediaItemSchema = z.object({
  type: z.enum(MEDIA_TYPES),
  name: text(300).min(1),
  url: text(2000).nullish(),
});

/** A source; its link's scheme (http or https only) is a content rule (rule-based-moderator.ts). */
export const SourceSchema = z.object({
  title: text(300).min(1),
  url: text(2000).nullish(),
  note: text(1000).nullish(),
});

export const EventInputSchema = z.object({
  name: text(200).min(1),
  period: optionalText(64),
  eventType: z.enum(EVENT_TYPES).default('real'),
  culturalType: z.enum(CULTURAL_TYPES).nullish(),
  category: optionalText(100),
  subcategory: optionalText(100),
  startDate: text(40).min(1),
  endDate: optionalText(40),
  latitude: z.number().finite(),
  longitude: z.number().finite(),
  radius: z.number().finite().positive().max(20_000_000).nullish(),
  description: text(5000).min(1),
  significance: text(2000).min(1),
  participants: z.array(text(200).min(1)).max(200).default([]),
  battleType: optionalText(100),
  casualties: z.number().int().nonnegative().max(1e10).nullish(),
  location: text(300).min(1),
  /** "lat, lon" as text; derived from latitude and longitude when absent. */
  coordinates: optionalText(100),
  wikiUrl: optionalText(2000),
  /** A Wikidata item id; the moderator checks its form (Q and digits). */
  wikidataId: optionalText(16),
  whoDescription: optionalText(5000),
  outfit: optionalText(5000),
  background: optionalText(5000),
  actions: optionalText(5000),
  context: optionalText(5000),
  consequences: optionalText(5000),
  attachedMedia: z.array(MediaItemSchema).max(50).default([]),
  /** Optional in the type too: the seed and synthetic rows are built without it (stored as []). */
  sources: z.array(SourceSchema).max(50).optional(),
  linkedEventId: z.uuid().nullish(),
  relationshipType: z.enum(RELATIONSHIP_TYPES).nullish(),
  tags: z.array(text(60).min(1)).max(50).default([]),
  countryTags: z.array(text(80).min(1)).max(50).default([]),
});

export type EventInput = z.infer<typeof EventInputSchema>;
