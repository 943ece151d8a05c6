import { Field, Int, ObjectType } from 'type-graphql';
import { EventCategoryEnum, EventSubcategoryEnum, PeriodKeyEnum } from '../graph/vocabulary.enums.js';

@ObjectType('Period', { description: 'A period of the timeline (spec period table).' })
export class PeriodType {
  @Field(() => PeriodKeyEnum, { description: 'The period, as events and filters name it.' })
  key!: string;

  @Field(() => String, { description: 'Display name.' })
  name!: string;

  @Field(() => Int, { description: 'First year (inclusive), signed: -3500 is 3500 BCE.' })
  startYear!: number;

  @Field(() => Int, { description: 'Last year (exclusive, except 2000 for the last period).' })
  endYear!: number;

  @Field(() => String, { description: 'Colour used on the map, #RRGGBB.' })
  color!: string;
}

@ObjectType('Subcategory', { description: 'A subcategory of the category tree.' })
export class SubcategoryType {
  @Field(() => EventSubcategoryEnum, { description: 'The subcategory, as events and filters name it.' })
  key!: string;

  @Field(() => String, { description: 'Display name.' })
  name!: string;
}

@ObjectType('Category', { description: 'A top-level category with its subcategories.' })
export class CategoryType {
  @Field(() => EventCategoryEnum, { description: 'The category, as events and filters name it.' })
  key!: string;

  @Field(() => String, { description: 'Display name.' })
  name!: string;

  @Field(() => [SubcategoryType], { description: 'Its subcategories.' })
  subcategories!: SubcategoryType[];

  @Field(() => Boolean, { description: 'True when events of this category draw as territorial circles with their radius.' })
  largeArea!: boolean;
}
