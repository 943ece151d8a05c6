import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Node } from '../graph/node.interface.js';
import { AttachedMediaType } from './attached-media.type.js';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import {
  ConnectionTypeEnum, CulturalTypeEnum, DatePrecisionEnum, EventCategoryEnum, EventSubcategoryEnum, EventTypeEnum, PeriodKeyEnum,
  RelationshipTypeEnum, SignificanceLevelEnum, VerificationStatusEnum,
} from '../graph/vocabulary.enums.js';

/** A media item attached to an event (upload draft, spec section 3). */
export interface AttachedMedia {
  type: string;
  name: string;
  url?: string | null;
}

/**
 * A historical event: every field of spec section 3, plus derived integer years (the time model)
 * that the map and the API filter on. `startDate`/`endDate` keep the original strings.
 */
// simpleResolvers: plain property reads, without type-graphql's per-field middleware wrapper (a page is 100 rows x N fields).
@ObjectType('HistoricalEvent', { implements: Node, description: 'A historical event placed on the map and the timeline.', simpleResolvers: true })
@Entity({ tableName: 'historical_events' })
@Index({ properties: ['startYear', 'endYear'] })
// (start_year, id) including the map feed's columns: see Migration20261123120000 (an INCLUDE index).
@Index({ properties: ['visibleFrom', 'visibleTo'] })
export class HistoricalEvent {
  @Field(() => ID, { description: 'Event id: a UUID, unique across all types (Node).' })
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field(() => String, { description: 'Name of the event.' })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => PeriodKeyEnum, { description: 'The period of the start year (see the periods query).' })
  @Index()
  @Property({ type: 'string', length: 64 })
  period!: string;

  @Field(() => EventTypeEnum, { description: 'Whether the event is history, an alternative telling, or a what-if.' })
  @Index()
  @Property({ type: 'string', length: 16, default: 'real' })
  eventType: string & Opt = 'real';

  @Field(() => CulturalTypeEnum, { nullable: true, description: 'The kind of cultural event; null for generic events.' })
  @Property({ type: 'string', length: 32, nullable: true })
  culturalType?: string | null;

  @Field(() => EventCategoryEnum, { nullable: true, description: 'Top-level category from the category tree.' })
  @Index()
  @Property({ type: 'text', nullable: true })
  category?: string | null;

  @Field(() => EventSubcategoryEnum, { nullable: true, description: 'Subcategory within the category.' })
  @Index()
  @Property({ type: 'text', nullable: true })
  subcategory?: string | null;

  @Field(() => SignificanceLevelEnum, { description: 'Computed by the server from casualties, participants and radius.' })
  @Property({ type: 'string', length: 16, default: 'regional' })
  globalSignificance: string & Opt = 'regional';

  @Field(() => String, { description: 'Start date as given: YYYY, YYYY-MM or YYYY-MM-DD, a leading minus for BCE.' })
  @Property({ type: 'string', length: 16 })
  startDate!: string;

  @Field(() => String, { nullable: true, description: 'End date in the same form, when the event lasts.' })
  @Property({ type: 'string', length: 16, nullable: true })
  endDate?: string | null;

  @Field(() => Int, { description: 'Signed start year in historical numbering (-490 is 490 BCE; there is no year 0).' })
  @Property({ type: 'integer' })
  startYear!: number;

  @Field(() => Int, { description: 'Signed end year; equals startYear when the event has no end date.' })
  @Property({ type: 'integer' })
  endYear!: number;

  @Field(() => Int, { description: 'First timeline year in which the event is visible (spec section 5).' })
  @Property({ type: 'integer' })
  visibleFrom!: number;

  @Field(() => Int, { description: 'Last timeline year in which the event is visible (its end plus the fade or cultural window).' })
  @Property({ type: 'integer' })
  visibleTo!: number;

  @Field(() => DatePrecisionEnum, { description: 'Precision of the start date.' })
  @Property({ type: 'string', length: 8 })
  datePrecision!: string;

  @Field(() => Float, { description: 'Latitude in WGS84 degrees.' })
  @Property({ type: 'double' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude in WGS84 degrees.' })
  @Property({ type: 'double' })
  longitude!: number;

  @Field(() => Float, { description: 'Extent of the event in metres (default 10000).' })
  @Property({ type: 'double', default: 10000 })
  radius: number & Opt = 10000;

  @Field(() => String, { description: 'What happened.' })
  @Property({ type: 'text' })
  description!: string;

  @Field(() => String, { description: 'Why it matters historically.' })
  @Property({ type: 'text' })
  significance!: string;

  @Field(() => [String], { description: 'People, states and groups involved.' })
  @Property({ type: 'text[]', default: '{}' })
  participants: string[] & Opt = [];

  @Field(() => String, { nullable: true, description: 'Battle type, for battles.' })
  @Property({ type: 'text', nullable: true })
  battleType?: string | null;

  @Field(() => Int, { nullable: true, description: 'Casualties on all sides: killed, wounded, captured and missing together (for disasters: the dead, plus the injured where known), the common scholarly estimate; null when no all-sides figure is known (docs/data.md).' })
  @Property({ type: 'bigint', nullable: true, runtimeType: 'number' })
  casualties?: number | null;

  @Field(() => String, { description: 'Place name.' })
  @Property({ type: 'text' })
  location!: string;

  @Field(() => String, { description: 'Coordinates as text, "lat, lon".' })
  @Property({ type: 'text' })
  coordinates!: string;

  @Field(() => String, { nullable: true, description: 'Link to more information (Wikipedia).' })
  @Property({ type: 'text', nullable: true })
  wikiUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'Who was involved, in the creator\'s words.' })
  @Property({ type: 'text', nullable: true })
  whoDescription?: string | null;

  @Field(() => String, { nullable: true, description: 'Clothing and look of the participants.' })
  @Property({ type: 'text', nullable: true })
  outfit?: string | null;

  @Field(() => String, { nullable: true, description: 'Background of the event.' })
  @Property({ type: 'text', nullable: true })
  background?: string | null;

  @Field(() => String, { nullable: true, description: 'What the participants did.' })
  @Property({ type: 'text', nullable: true })
  actions?: string | null;

  @Field(() => String, { nullable: true, description: 'Why it happened.' })
  @Property({ type: 'text', nullable: true })
  context?: string | null;

  @Field(() => String, { nullable: true, description: 'What happened next.' })
  @Property({ type: 'text', nullable: true })
  consequences?: string | null;

  @Field(() => [AttachedMediaType], { description: 'Files and links attached to the event.' })
  @Property({ type: 'json', default: '[]' })
  attachedMedia: AttachedMedia[] & Opt = [];

  @Field(() => ID, { nullable: true, description: 'Id of the real event a what-if or linked event anchors to.' })
  @Index()
  @Property({ type: 'uuid', nullable: true })
  linkedEventId?: string | null;

  @Field(() => RelationshipTypeEnum, { nullable: true, description: 'Relationship to the linked event.' })
  @Property({ type: 'string', length: 32, nullable: true })
  relationshipType?: string | null;

  @Field(() => ConnectionTypeEnum, { description: 'Who made the link to the linked event.' })
  @Property({ type: 'string', length: 16, default: 'manual' })
  connectionType: string & Opt = 'manual';

  @Field(() => String, { nullable: true, description: 'Reserved for planned verification anchoring; not used yet.' })
  @Property({ type: 'text', nullable: true })
  blockchainHash?: string | null;

  @Field(() => VerificationStatusEnum, { description: 'Where the event stands in verification.' })
  @Property({ type: 'string', length: 16, default: 'pending' })
  verificationStatus: string & Opt = 'pending';

  @Field(() => String, { nullable: true, description: 'Reserved for planned digital assets; not used yet.' })
  @Property({ type: 'text', nullable: true })
  tokenId?: string | null;

  @Field(() => String, { nullable: true, description: 'Creator address; reserved for planned royalties.' })
  @Property({ type: 'text', nullable: true })
  creatorAddress?: string | null;

  @Field(() => Float, { description: 'Planned creator royalty percentage (default 10).' })
  @Property({ type: 'double', default: 10 })
  royaltyPercentage: number & Opt = 10;

  @Field(() => String, { nullable: true, description: 'Reserved for planned digital assets; not used yet.' })
  @Property({ type: 'text', nullable: true })
  digitalAssetUrl?: string | null;

  @Field(() => [String], { description: 'Free keywords.' })
  @Property({ type: 'text[]', default: '{}' })
  tags: string[] & Opt = [];

  @Field(() => [String], { description: 'Modern countries where it happened or that took part.' })
  @Property({ type: 'text[]', default: '{}' })
  countryTags: string[] & Opt = [];

  /** Lower-cased searchable text (see buildSearchText); not part of the API. */
  @Property({ type: 'text', default: '', lazy: true, hidden: true })
  searchText: string & Opt = '';

  @Field(() => Date, { description: 'When the record was created.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date, { nullable: true, description: 'When its verification status was last set by a moderator (or when it was validated at import).' })
  @Property({ type: 'datetime', nullable: true })
  verifiedAt?: Date | null;

  /** The moderator or admin who last set the verification status. */
  @Property({ type: 'uuid', nullable: true })
  verifiedBy?: string | null;
}
