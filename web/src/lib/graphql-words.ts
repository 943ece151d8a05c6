/**
 * GraphQL names the domain's vocabularies in UPPER_CASE (DEEP_ANCIENT); the web, like REST and the
 * database, works with the domain's words ("deep-ancient"). Queries and variables are translated at
 * the edge, here, so nothing else in the web meets the UPPER_CASE names.
 */
import { constantCase, wordOf, type Vocabulary } from '@domain/enums';

/** A word as its GraphQL enum name (the generated union type is inferred from where it goes). */
export function graphqlName<Name extends string>(word: string): Name {
  return constantCase(word) as Name;
}

/** A GraphQL enum name as the word it stands for. */
export function domainWord(vocabulary: Vocabulary, name: string): string {
  return wordOf(vocabulary, name) ?? name;
}

/** A copy of `node` with the given fields turned from GraphQL names into words. */
export function withWords<T extends object, K extends keyof T>(
  node: T,
  fields: Record<K, Vocabulary>,
): { [P in keyof T]: P extends K ? (null extends T[P] ? string | null : string) : T[P] } {
  const out = { ...node } as Record<string, unknown>;
  for (const [field, vocabulary] of Object.entries<Vocabulary>(fields)) {
    const value = out[field];
    if (typeof value === 'string') out[field] = domainWord(vocabulary, value);
  }
  return out as { [P in keyof T]: P extends K ? (null extends T[P] ? string | null : string) : T[P] };
}
