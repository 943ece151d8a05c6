import { Field, InputType, ObjectType } from 'type-graphql';

/** One source of an event's facts (issue 25): what it is, where to read it, and which page or part. */
export interface EventSource {
  title: string;
  url?: string | null;
  note?: string | null;
}

@ObjectType('EventSource', { description: "A source of an event's facts: a book, an article or a web page.", simpleResolvers: true })
export class EventSourceType {
  @Field(() => String, { description: 'What the source is: a title, with its author and year if known.' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'An http(s) address where it can be read.' })
  url?: string | null;

  @Field(() => String, { nullable: true, description: 'The page, chapter or any remark on what it supports.' })
  note?: string | null;
}

@InputType('EventSourceInput', { description: "A source of an event's facts: a title, and optionally an http(s) address and a page or note." })
export class EventSourceInput {
  @Field(() => String, { description: 'What the source is (required, up to 300 characters).' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'An http(s) address where it can be read (up to 2000 characters).' })
  url?: string | null;

  @Field(() => String, { nullable: true, description: 'The page, chapter or any remark (up to 1000 characters).' })
  note?: string | null;
}
