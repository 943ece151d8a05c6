/**
 * What createStory and updateStory take: the GraphQL input types, and the zod rules that check them
 * (a refusal names its path: `input.steps.2.startYear`).
 */
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { TIMELINE_MODES } from '../../domain/enums.js';
import { PERIOD_KEYS, type PeriodKey } from '../../domain/periods.js';
import type { TimelineMode } from '../../domain/enums.js';
import { isUuid } from '../../lib/uuid.js';
import { YearSchema } from '../events/event-filter.schema.js';
import { PeriodKeyEnum, TimelineModeEnum } from '../graph/vocabulary.enums.js';
import type { StoredStep } from './story-step.js';

export const MAX_STEPS = 50;
export const MAX_EVENTS_PER_STEP = 20;

@InputType('StoryStepInput', { description: 'One step of a story.' })
export class StoryStepInput {
  @Field(() => String, { description: 'The step title, 1 to 120 characters.' })
  title!: string;

  @Field(() => String, { description: 'The step text in Markdown, up to 5000 characters (raw HTML is shown as text).' })
  text!: string;

  @Field(() => Int, { description: 'The year it shows, signed (no year 0), -3500 to 2000.' })
  startYear!: number;

  @Field(() => Int, { nullable: true, description: 'The end of a year range, not before startYear.' })
  endYear?: number | null;

  @Field(() => Float, { description: "The map view's centre longitude, -180 to 180." })
  longitude!: number;

  @Field(() => Float, { description: "The map view's centre latitude, -90 to 90." })
  latitude!: number;

  @Field(() => Float, { description: "The map view's zoom, 0 to 18." })
  zoom!: number;

  @Field(() => TimelineModeEnum, { nullable: true, description: 'The timeline mode it switches to; left out keeps the current one.' })
  mode?: TimelineMode | null;

  @Field(() => [PeriodKeyEnum], { nullable: true, description: 'The periods it shows; left out keeps the current choice.' })
  periods?: PeriodKey[] | null;

  @Field(() => [ID], { nullable: true, description: `Events it highlights (at most ${MAX_EVENTS_PER_STEP}; each must exist).` })
  eventIds?: string[] | null;
}

@InputType('StoryInput', { description: 'A whole story: its title, summary and steps in order.' })
export class StoryInput {
  @Field(() => String, { description: 'The title, 3 to 120 characters.' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'A plain-text summary, up to 500 characters.' })
  summary?: string | null;

  @Field(() => [StoryStepInput], { description: `The steps in order, 1 to ${MAX_STEPS}.` })
  steps!: StoryStepInput[];
}

const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? 'Required' : `String too short (at least ${min} characters)`)
    .max(max);

const StepSchema = z
  .object({
    title: text(1, 120),
    text: z.string().max(5000),
    startYear: YearSchema,
    endYear: YearSchema.nullish().transform((y) => y ?? null),
    longitude: z.number().min(-180).max(180),
    latitude: z.number().min(-90).max(90),
    zoom: z.number().min(0).max(18),
    mode: z
      .enum(TIMELINE_MODES)
      .nullish()
      .transform((m) => m ?? null),
    periods: z
      .array(z.enum(PERIOD_KEYS))
      .max(PERIOD_KEYS.length)
      .nullish()
      .transform((p) => (p ? [...new Set(p)] : null)),
    eventIds: z
      .array(
        z
          .string()
          .refine(isUuid, 'Not an event id')
          .transform((id) => id.toLowerCase()),
      )
      .max(MAX_EVENTS_PER_STEP, `At most ${MAX_EVENTS_PER_STEP} events a step`)
      .nullish()
      .transform((ids) => ids ?? []),
  })
  .refine((s) => s.endYear == null || s.endYear >= s.startYear, { message: 'The end year comes before the start year', path: ['endYear'] });

export const StoryInputSchema = z.object({
  title: text(3, 120),
  summary: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((s) => s ?? ''),
  steps: z.array(StepSchema).min(1, 'A story needs at least one step').max(MAX_STEPS, `At most ${MAX_STEPS} steps`),
});

export interface StoryContent {
  title: string;
  summary: string;
  steps: StoredStep[];
}
