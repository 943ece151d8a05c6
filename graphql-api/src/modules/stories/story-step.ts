import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { PeriodKey } from '../../domain/periods.js';
import type { TimelineMode } from '../../domain/enums.js';
import { PeriodKeyEnum, TimelineModeEnum } from '../graph/vocabulary.enums.js';
import { renderStepMarkdown } from './story-markdown.js';

/** A step as a revision stores it (jsonb). */
export interface StoredStep {
  title: string;
  text: string;
  startYear: number;
  endYear: number | null;
  longitude: number;
  latitude: number;
  zoom: number;
  mode: TimelineMode | null;
  periods: PeriodKey[] | null;
  eventIds: string[];
}

@ObjectType('StoryStep', { description: 'One step of a story: its text, and the year, map view and events it shows.' })
export class StoryStep {
  @Field(() => String, { description: 'The step title (1 to 120 characters).' })
  title!: string;

  @Field(() => String, { description: 'The step text as written: Markdown, up to 5000 characters.' })
  text!: string;

  @Field(() => Int, { description: 'The year it shows, signed (no year 0), 3500 BCE (-3500) to 2000.' })
  startYear!: number;

  @Field(() => Int, { nullable: true, description: 'The end of a year range, not before startYear; null for a single year.' })
  endYear!: number | null;

  @Field(() => Float, { description: "The map view's centre longitude (-180 to 180)." })
  longitude!: number;

  @Field(() => Float, { description: "The map view's centre latitude (-90 to 90)." })
  latitude!: number;

  @Field(() => Float, { description: "The map view's zoom (0 to 18)." })
  zoom!: number;

  @Field(() => TimelineModeEnum, { nullable: true, description: 'The timeline mode it switches to; null keeps the current one.' })
  mode!: TimelineMode | null;

  @Field(() => [PeriodKeyEnum], { nullable: true, description: 'The periods it shows; null keeps the current choice.' })
  periods!: PeriodKey[] | null;

  @Field(() => [ID], { description: 'The highlighted events as stored (some may since have been removed).' })
  eventIds!: string[];

  @Field(() => String, { description: 'The text rendered as HTML on the server (Markdown without raw HTML or images; only safe links).' })
  get html(): string {
    return renderStepMarkdown(this.text);
  }
}

export const stepOf = (stored: StoredStep): StoryStep => Object.assign(new StoryStep(), stored);
