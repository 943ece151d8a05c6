import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { HistoricalEvent } from './event.entity.js';
import { BoundingBoxInput } from './event.inputs.graphql.js';

@InputType('EventFilter', { description: 'Filters for the events connection; all given conditions must hold.' })
export class EventFilterInput {
  @Field(() => String, { nullable: true, description: '"real" (real and alternative events) or "whatif" (what-if events only).' })
  mode?: 'real' | 'whatif' | null;

  @Field(() => [String], { nullable: true, description: 'Period keys to include.' })
  periods?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'Only events visible at this timeline year (signed; -490 is 490 BCE).' })
  year?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only events that end in or after this year.' })
  fromYear?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only events that start in or before this year.' })
  toYear?: number | null;

  @Field(() => BoundingBoxInput, { nullable: true, description: 'Only events inside this map area.' })
  bbox?: BoundingBoxInput | null;

  @Field(() => String, { nullable: true, description: 'Exact reality type: real, alternative or whatif.' })
  eventType?: string | null;

  @Field(() => String, { nullable: true, description: 'Verification status: pending, validated, disputed or rejected.' })
  verificationStatus?: string | null;

  @Field(() => String, { nullable: true, description: 'Top-level category name.' })
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'Subcategory name.' })
  subcategory?: string | null;

  @Field(() => [String], { nullable: true, description: 'Only events tagged with any of these countries.' })
  countryTags?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive text that must occur in name, description, location, significance, participants, tags, category or subcategory.',
  })
  search?: string | null;
}

@ObjectType('EventEdge', { description: 'An event in a connection, with its cursor.', simpleResolvers: true })
export class EventEdge {
  @Field(() => String, { description: 'Opaque cursor; pass it as `after` to continue.' })
  cursor!: string;

  @Field(() => HistoricalEvent)
  node!: HistoricalEvent;
}

@ObjectType('PageInfo', { description: 'Relay page information.', simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when more events follow.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the last edge.' })
  endCursor!: string | null;
}

@ObjectType('EventConnection', { description: 'A page of events in timeline order (start year, then id).', simpleResolvers: true })
export class EventConnection {
  @Field(() => [EventEdge])
  edges!: EventEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Number of events matching the filter, over all pages.' })
  totalCount!: number;
}

@ObjectType('CountryTagCount', { description: 'A country tag and how many events matching a filter carry it.' })
export class CountryTagCount {
  @Field(() => String) tag!: string;
  @Field(() => Int) count!: number;
  @Field(() => Int, { description: 'count plus twice the events carrying the tag in the boosted periods (the order of the list).' })
  boostedCount!: number;
}
