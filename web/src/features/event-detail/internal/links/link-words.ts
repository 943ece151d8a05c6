import { RELATIONSHIP_TYPE } from '@domain/enums';
import { domainWord, graphqlName } from '../../../../lib/graphql-words';
import type { RelationshipType } from '../../../../gql/graphql';

/** "caused_by" → "caused by". */
export const typeWords = (word: string): string => word.replace(/_/g, ' ');

/** A GraphQL relationship type (CAUSED_BY) in words ("caused by"). */
export const typeLabel = (name: string): string => typeWords(domainWord(RELATIONSHIP_TYPE, name));

/** The four types as choices: the GraphQL value and its words. */
export const TYPE_CHOICES = RELATIONSHIP_TYPE.values.map((word) => ({ value: graphqlName<RelationshipType>(word), label: typeWords(word) }));

/** The message of a refused call: the server's words when it gave some. */
export function refusal(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message && !/fetch|network/i.test(message) ? message : 'That did not work. Please try again.';
}
