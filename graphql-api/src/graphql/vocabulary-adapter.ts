/**
 * Makes the vocabulary enums (modules/graph/vocabulary.enums.ts) answer their UPPER_CASE names
 * under both executors.
 */
import { GraphQLEnumType, GraphQLObjectType, defaultFieldResolver, getNamedType, type GraphQLSchema } from 'graphql';
import { UPPER_CASE_NAMES } from '../modules/graph/vocabulary.enums.js';

/** Maps an output value (a word, a list of words, a promise of either) to the enum's UPPER_CASE names. */
function externalOf(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return names.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => externalOf(v, names));
  if (value instanceof Promise) return value.then((v) => externalOf(v, names));
  return value;
}

/**
 * Makes the vocabulary enums answer their UPPER_CASE names under both executors. graphql-jit
 * writes enum values as resolvers return them (disableLeafSerialization, graphql/jit-executor.ts),
 * so every output field of such an enum gets a resolver that maps the domain word to its name;
 * graphql-js (the fallback) then serializes a value that is already a name, which each enum lets
 * through as itself.
 */
export function adaptVocabularyEnums(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type instanceof GraphQLEnumType && UPPER_CASE_NAMES.has(type.name)) {
      const names = new Set(UPPER_CASE_NAMES.get(type.name)!.values());
      const serialize = type.serialize.bind(type);
      type.serialize = (value: unknown) => (typeof value === 'string' && names.has(value) ? value : serialize(value));
    }
    if (!(type instanceof GraphQLObjectType) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      const names = UPPER_CASE_NAMES.get(named.name);
      if (!names || !(named instanceof GraphQLEnumType)) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => externalOf(resolve(source, args, context, info), names);
    }
  }
  return schema;
}
