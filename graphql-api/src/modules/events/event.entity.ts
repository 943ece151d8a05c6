import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Node } from '../graph/node.interface.js';
import { enumOf } from '../graph/vocabulary.enums.js';
import { AttachedMediaType } from './attached-media.type.js';
import { EVENT_FIELDS, type EventFieldName, type EventFieldSpec } from './event-fields.js';
import { EventSourceType, type EventSource } from './event-source.type.js';

/** A media item attached to an event (upload draft, spec section 3). */
export interface AttachedMedia {
  type: string;
  name: string;
  url?: string | null;
}

/**
 * A historical event: every field of spec section 3, plus derived integer years (the time model)
 * that the map and the API filter on. `startDate`/`endDate` keep the original strings.
 *
 * The columns and the GraphQL fields come from the field table (event-fields.ts), applied below;
 * the class only gives each field its TypeScript type, and the check at the end keeps the two
 * lists the same.
 */
export class HistoricalEvent {
  id: string & Opt = randomUUID();
  name!: string;
  period!: string;
  eventType: string & Opt = 'real';
  culturalType?: string | null;
  category?: string | null;
  subcategory?: string | null;
  globalSignificance: string & Opt = 'regional';
  startDate!: string;
  endDate?: string | null;
  startYear!: number;
  endYear!: number;
  startLatestYear!: number;
  endEarliestYear!: number;
  visibleFrom!: number;
  visibleTo!: number;
  datePrecision!: string;
  latitude!: number;
  longitude!: number;
  radius: number & Opt = 10000;
  description!: string;
  significance!: string;
  participants: string[] & Opt = [];
  battleType?: string | null;
  casualties?: number | null;
  location!: string;
  coordinates!: string;
  wikiUrl?: string | null;
  wikidataId?: string | null;
  whoDescription?: string | null;
  outfit?: string | null;
  background?: string | null;
  actions?: string | null;
  context?: string | null;
  consequences?: string | null;
  attachedMedia: AttachedMedia[] & Opt = [];
  sources: EventSource[] & Opt = [];
  linkedEventId?: string | null;
  relationshipType?: string | null;
  connectionType: string & Opt = 'manual';
  blockchainHash?: string | null;
  verificationStatus: string & Opt = 'pending';
  tokenId?: string | null;
  creatorAddress?: string | null;
  royaltyPercentage: number & Opt = 10;
  digitalAssetUrl?: string | null;
  tags: string[] & Opt = [];
  countryTags: string[] & Opt = [];
  searchText: string & Opt = '';
  createdAt: Date & Opt = new Date();
  verifiedAt?: Date | null;
  verifiedBy?: string | null;
  version: number & Opt = 1;
  submittedBy?: string | null;
}

// The class's fields are exactly the table's: a field added to one and not the other fails to compile.
type Exactly<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : false;
const sameFields: Exactly<EventFieldName, Exclude<keyof HistoricalEvent, never>> = true;
void sameFields;

const COLUMN_TYPES: Record<EventFieldSpec['kind'], string> = {
  uuid: 'uuid',
  text: 'text',
  varchar: 'string',
  int: 'integer',
  bigint: 'bigint',
  float: 'double',
  textList: 'text[]',
  media: 'json',
  sources: 'json',
  datetime: 'datetime',
};

function graphqlType(name: EventFieldName, spec: EventFieldSpec) {
  if (name === 'id' || spec.kind === 'uuid') return () => ID;
  if (spec.vocabulary) return () => enumOf(spec.vocabulary!);
  switch (spec.kind) {
    case 'int':
    case 'bigint':
      return () => Int;
    case 'float':
      return () => Float;
    case 'textList':
      return () => [String];
    case 'media':
      return () => [AttachedMediaType];
    case 'sources':
      return () => [EventSourceType];
    case 'datetime':
      return () => Date;
    default:
      return () => String;
  }
}

function columnOptions(spec: EventFieldSpec) {
  return {
    type: COLUMN_TYPES[spec.kind],
    ...(spec.length ? { length: spec.length } : {}),
    ...(spec.nullable ? { nullable: true } : {}),
    ...(spec.kind === 'bigint' ? { runtimeType: 'number' } : {}),
    ...(spec.default !== undefined ? { default: spec.default } : spec.kind === 'textList' ? { default: '{}' } : {}),
    ...(spec.kind === 'datetime' && !spec.nullable ? { defaultRaw: 'now()' } : {}),
    ...(spec.internal && spec.kind === 'text' ? { lazy: true, hidden: true } : {}),
  };
}

/** Applies a decorator outside the class syntax (the libraries' decorator types expect it there). */
type PropertyDecorator = (target: object, key: string) => void;
type ClassDecorator = (target: object) => void;
const onProperty = (decorator: unknown, key: string) => (decorator as PropertyDecorator)(HistoricalEvent.prototype, key);
const onClass = (decorator: unknown) => (decorator as ClassDecorator)(HistoricalEvent);

for (const [name, spec] of Object.entries(EVENT_FIELDS) as [EventFieldName, EventFieldSpec][]) {
  onProperty(name === 'id' ? PrimaryKey({ type: 'uuid' }) : Property(columnOptions(spec)), name);
  if (spec.index) onProperty(Index(), name);
  if (!spec.internal) onProperty(Field(graphqlType(name, spec), { nullable: spec.nullable, description: spec.description }), name);
}

// simpleResolvers: plain property reads, without type-graphql's per-field middleware wrapper (a page is 100 rows x N fields).
onClass(ObjectType('HistoricalEvent', { implements: Node, description: 'A historical event placed on the map and the timeline.', simpleResolvers: true }));
onClass(Entity({ tableName: 'historical_events' }));
onClass(Index({ properties: ['startYear', 'endYear'] as never }));
// (start_year, id) including the map feed's columns: see Migration20261123120000 and Migration20261129170000 (an INCLUDE index).
onClass(Index({ properties: ['visibleFrom', 'visibleTo'] as never }));
