import { Field, ObjectType } from 'type-graphql';
import { MediaTypeEnum } from '../graph/vocabulary.enums.js';

@ObjectType('AttachedMedia', { description: 'A file or link attached to an event.', simpleResolvers: true })
export class AttachedMediaType {
  @Field(() => MediaTypeEnum, { description: 'The kind of media.' })
  type!: string;

  @Field(() => String, { description: 'The name shown for it (a file name or a title).' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Where it is: an http(s) address, or /api/media/<name> for a file uploaded here.' })
  url?: string | null;
}
