import { Field, ObjectType } from 'type-graphql';

@ObjectType('Violation', { description: 'What is wrong with one field of an input.', simpleResolvers: true })
export class ViolationType {
  @Field(() => String, { description: 'The field, as a path (attachedMedia.0.url).' })
  field!: string;

  @Field(() => String, { description: 'What is wrong, in words a person can act on.' })
  message!: string;
}
