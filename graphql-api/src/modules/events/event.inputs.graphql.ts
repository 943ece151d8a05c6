/** GraphQL input types of the events module; bodies are re-validated with EventInputSchema. */
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { enumOf, MediaTypeEnum } from '../graph/vocabulary.enums.js';
import { EVENT_FIELDS, INPUT_FIELDS, type EventFieldSpec } from './event-fields.js';
import { EventSourceInput } from './event-source.type.js';

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
    case 'sources':
      return () => [EventSourceInput];
    default:
      return () => String;
  }
}

/**
 * An edit (issue 25): the same fields, each optional. Absent fields keep their value and null
 * clears one; the merged body is validated by the same rules as a new event.
 */
export class UpdateEventInput {
  [field: string]: unknown;
}

/** Gives `target` the insert form's fields; `allOptional` for the edit form. */
function declareEventFields(target: object, allOptional: boolean) {
  for (const name of INPUT_FIELDS) {
    const spec: EventFieldSpec = EVENT_FIELDS[name];
    const nullable = allOptional || !spec.input?.required;
    const decorate = Field(inputType(spec), { nullable, description: spec.input?.description ?? spec.description }) as (target: object, key: string) => void;
    decorate(target, name);
  }
}

type ClassDecorator = (target: object) => void;
declareEventFields(CreateEventInput.prototype, false);
(InputType('CreateEventInput', { description: 'A new event (spec section 3: the event without id). It is moderated and starts pending.' }) as ClassDecorator)(
  CreateEventInput,
);
declareEventFields(UpdateEventInput.prototype, true);
(
  InputType('UpdateEventInput', {
    description:
      'The fields of an event to change (those of CreateEventInput, all optional): an absent field keeps its value, null clears an optional one. A new startDate without period lets the period follow it; a new latitude or longitude without coordinates lets the coordinates text follow.',
  }) as ClassDecorator
)(UpdateEventInput);

/** GraphQL leaves absent fields undefined and explicit nulls null; zod defaults apply to undefined only. */
export function withoutNulls<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}
