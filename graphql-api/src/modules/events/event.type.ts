import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { connectionOf } from '../graph/connection.type.js';
import { EventCategoryEnum, EventSubcategoryEnum, EventTypeEnum, PeriodKeyEnum, TimelineModeEnum, VerificationStatusEnum } from '../graph/vocabulary.enums.js';
import { HistoricalEvent } from './event.entity.js';
import { BoundingBoxInput } from './event.inputs.graphql.js';

@InputType('EventFilter', { description: 'Filters for the events connection; all given conditions must hold.' })
export class EventFilterInput {
  @Field(() => TimelineModeEnum, { nullable: true, description: 'REAL: real and alternative events; WHATIF: what-if events only.' })
  mode?: 'real' | 'whatif' | null;

  @Field(() => [PeriodKeyEnum], { nullable: true, description: 'Only events of these periods.' })
  periods?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'Only events visible at this timeline year (signed; -490 is 490 BCE).' })
  year?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only events that end in or after this year.' })
  fromYear?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only events that start in or before this year.' })
  toYear?: number | null;

  @Field(() => BoundingBoxInput, { nullable: true, description: 'Only events inside this map area.' })
  bbox?: BoundingBoxInput | null;

  @Field(() => EventTypeEnum, { nullable: true, description: 'Only events of this exact type.' })
  eventType?: string | null;

  @Field(() => VerificationStatusEnum, { nullable: true, description: 'Only events in this verification state.' })
  verificationStatus?: string | null;

  @Field(() => EventCategoryEnum, { nullable: true, description: 'Only events of this top-level category.' })
  category?: string | null;

  @Field(() => EventSubcategoryEnum, { nullable: true, description: 'Only events of this subcategory.' })
  subcategory?: string | null;

  @Field(() => [String], { nullable: true, description: 'Only events tagged with any of these countries.' })
  countryTags?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Case-insensitive text (3 to 200 characters) that must occur in name, description, location, significance, participants, tags, category or subcategory.',
  })
  search?: string | null;
}

/** A page of events in timeline order (start year, then id). */
export const EventConnection = connectionOf(HistoricalEvent, 'Event', 'event');
export type EventConnection = InstanceType<typeof EventConnection>;

/** Search results in relevance order. */
export const EventSearchConnection = connectionOf(HistoricalEvent, 'EventSearch', 'search result');
export type EventSearchConnection = InstanceType<typeof EventSearchConnection>;

@ObjectType('CountryTagCount', { description: 'A country tag and how many events matching a filter carry it.' })
export class CountryTagCount {
  @Field(() => String, { description: 'The modern country.' }) tag!: string;
  @Field(() => Int, { description: 'Events matching the filter that carry the tag.' }) count!: number;
  @Field(() => Int, { description: 'The count plus twice the events carrying the tag in the boosted periods (the order of the list).' })
  boostedCount!: number;
}
