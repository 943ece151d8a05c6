/** GraphQL input types of the events module; bodies are re-validated with EventInputSchema. */
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { enumOf, MediaTypeEnum } from '../graph/vocabulary.enums.js';
import { EVENT_FIELDS, INPUT_FIELDS, type EventFieldSpec } from './event-fields.js';

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

  @Field(() => String, {
    nullable: true,
    description: 'Where the media is: an http(s) address, or /api/media/<name> for a file uploaded through POST /api/media.',
  })
  url?: string | null;
}

/**
 * A new event (spec section 3: the event without id): the insert form's fields of the field table
 * (event-fields.ts), each with its GraphQL type. The body is validated again by EventInputSchema
 * and the content rules.
 */
export class CreateEventInput {
  [field: string]: unknown;
}

function inputType(spec: EventFieldSpec) {
  if (spec.vocabulary) return () => enumOf(spec.vocabulary!);
  switch (spec.kind) {
    case 'uuid':
      return () => ID;
    case 'float':
      return () => Float;
    case 'int':
    case 'bigint':
      return () => Int;
    case 'textList':
      return () => [String];
    case 'media':
      return () => [MediaItemInput];
    default:
      return () => String;
  }
}

for (const name of INPUT_FIELDS) {
  const spec: EventFieldSpec = EVENT_FIELDS[name];
  const decorate = Field(inputType(spec), { nullable: !spec.input?.required, description: spec.input?.description ?? spec.description }) as (
    target: object,
    key: string,
  ) => void;
  decorate(CreateEventInput.prototype, name);
}
(
  InputType('CreateEventInput', { description: 'A new event (spec section 3: the event without id). It is moderated and starts pending.' }) as (
    target: object,
  ) => void
)(CreateEventInput);

/** GraphQL leaves absent fields undefined and explicit nulls null; zod defaults apply to undefined only. */
export function withoutNulls<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}
