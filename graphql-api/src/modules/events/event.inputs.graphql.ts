/** GraphQL input types of the events module; bodies are re-validated with EventInputSchema. */
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { CulturalTypeEnum, EventCategoryEnum, EventSubcategoryEnum, EventTypeEnum, MediaTypeEnum, PeriodKeyEnum, RelationshipTypeEnum } from '../graph/vocabulary.enums.js';

@InputType('BoundingBoxInput', { description: 'A map area in WGS84 degrees; west > east crosses the antimeridian.' })
export class BoundingBoxInput {
  @Field(() => Float, { description: 'Western longitude, -180..180.' })
  west!: number;

  @Field(() => Float, { description: 'Southern latitude, -90..90.' })
  south!: number;

  @Field(() => Float, { description: 'Eastern longitude, -180..180.' })
  east!: number;

  @Field(() => Float, { description: 'Northern latitude, -90..90.' })
  north!: number;
}

@InputType('MediaItemInput', { description: 'A file or link attached to an event.' })
export class MediaItemInput {
  @Field(() => MediaTypeEnum, { description: 'The kind of media.' })
  type!: string;

  @Field(() => String, { description: 'File or link name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Where the media is: an http(s) address, or /api/media/<name> for a file uploaded through POST /api/media.' })
  url?: string | null;
}

@InputType('CreateEventInput', { description: 'A new event (spec section 3: the event without id). It is moderated and starts pending.' })
export class CreateEventInput {
  @Field(() => String, { description: 'Name of the event (required).' })
  name!: string;

  @Field(() => PeriodKeyEnum, { nullable: true, description: 'The period; derived from the start year when absent, rejected when it does not match.' })
  period?: string | null;

  @Field(() => EventTypeEnum, { nullable: true, description: 'REAL (default), ALTERNATIVE or WHATIF. A what-if event needs linkedEventId to a real event.' })
  eventType?: string | null;

  @Field(() => CulturalTypeEnum, { nullable: true, description: 'The kind of cultural event; null for generic events.' })
  culturalType?: string | null;

  @Field(() => EventCategoryEnum, { nullable: true, description: 'Top-level category from the category tree.' })
  category?: string | null;

  @Field(() => EventSubcategoryEnum, { nullable: true, description: 'Subcategory; must belong to the category.' })
  subcategory?: string | null;

  @Field(() => String, { description: 'YYYY, YYYY-MM or YYYY-MM-DD, a leading minus for BCE (required).' })
  startDate!: string;

  @Field(() => String, { nullable: true, description: 'End date in the same form; not before the start.' })
  endDate?: string | null;

  @Field(() => Float, { description: 'Latitude, -90..90 (required).' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude, -180..180 (required).' })
  longitude!: number;

  @Field(() => Float, { nullable: true, description: 'Extent in metres (default 10000).' })
  radius?: number | null;

  @Field(() => String, { description: 'What happened (required).' })
  description!: string;

  @Field(() => String, { description: 'Why it matters (required).' })
  significance!: string;

  @Field(() => [String], { nullable: true, description: 'People, states and groups involved.' })
  participants?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Battle type, for battles.' })
  battleType?: string | null;

  @Field(() => Int, { nullable: true, description: 'Casualties on all sides: killed, wounded, captured and missing together (for disasters: the dead, plus the injured where known), the common scholarly estimate; null when no all-sides figure is known (docs/data.md).' })
  casualties?: number | null;

  @Field(() => String, { description: 'Place name (required).' })
  location!: string;

  @Field(() => String, { nullable: true, description: 'Coordinates as text; derived from latitude and longitude when absent.' })
  coordinates?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) link to more information.' })
  wikiUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'Who was involved, in the creator\'s words.' })
  whoDescription?: string | null;

  @Field(() => String, { nullable: true, description: 'Clothing and look of the participants.' })
  outfit?: string | null;

  @Field(() => String, { nullable: true, description: 'Background of the event.' })
  background?: string | null;

  @Field(() => String, { nullable: true, description: 'What the participants did.' })
  actions?: string | null;

  @Field(() => String, { nullable: true, description: 'Why it happened.' })
  context?: string | null;

  @Field(() => String, { nullable: true, description: 'What happened next.' })
  consequences?: string | null;

  @Field(() => [MediaItemInput], { nullable: true, description: 'Attached media.' })
  attachedMedia?: MediaItemInput[] | null;

  @Field(() => ID, { nullable: true, description: 'Id of the event this one anchors to.' })
  linkedEventId?: string | null;

  @Field(() => RelationshipTypeEnum, { nullable: true, description: 'How this event relates to the linked event.' })
  relationshipType?: string | null;

  @Field(() => [String], { nullable: true, description: 'Free keywords.' })
  tags?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Modern countries involved.' })
  countryTags?: string[] | null;
}

/** GraphQL leaves absent fields undefined and explicit nulls null; zod defaults apply to undefined only. */
export function withoutNulls<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}
