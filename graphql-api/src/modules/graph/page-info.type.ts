import { Field, ObjectType } from 'type-graphql';

@ObjectType('PageInfo', { description: 'Where a page sits in its list (Relay cursor connections).', simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when more items follow this page.' })
  hasNextPage!: boolean;

  @Field(() => Boolean, { description: 'True when items come before this page.' })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the first edge: pass it as `before` (with `last`) for the page before.' })
  startCursor!: string | null;

  @Field(() => String, { nullable: true, description: 'Cursor of the last edge: pass it as `after` (with `first`) for the next page.' })
  endCursor!: string | null;
}
