import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Period', { description: 'A period of the timeline (spec period table).' })
export class PeriodType {
  @Field(() => String, { description: 'Stable key, e.g. "medieval".' })
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

@ObjectType('Category', { description: 'A top-level category with its subcategories.' })
export class CategoryType {
  @Field(() => String, { description: 'Category name.' })
  name!: string;

  @Field(() => [String], { description: 'Subcategory names.' })
  subcategories!: string[];

  @Field(() => Boolean, { description: 'True when events of this category draw as territorial circles with their radius.' })
  largeArea!: boolean;
}
