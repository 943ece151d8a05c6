import { GraphQLError, Kind, type ASTNode, type ValidationRule } from 'graphql';
import { unstorableReason } from '../lib/storable-text.js';

/**
 * Refuses a string literal in the document whose text PostgreSQL cannot store (a NUL, an unpaired
 * surrogate: lib/storable-text.ts), at validation: an HTTP 400 GRAPHQL_VALIDATION_FAILED before any
 * resolver runs; such a value failed at the database (a 500) after passing every check. The JSON
 * body parser (http/json-body.ts) refuses it in variables, but in the document it is a GraphQL
 * escape (`"a\u0000b"`, `"\uD800"`), which is no such character in the JSON text. Every string
 * literal is checked: arguments, input objects, lists and variable defaults alike (graphql-js does
 * not validate descriptions, which reach no resolver).
 */
export const storableLiterals: ValidationRule = (context) => ({
  StringValue(node, _key, parent, path, ancestors) {
    const reason = unstorableReason(node.value);
    if (!reason) return;
    const where = describe([...ancestors, parent], path);
    context.reportError(new GraphQLError(`${reason}${where ? `: ${where}` : ''}.`, { nodes: node }));
  },
});

/**
 * Where a literal is, from the nodes above it (`chain[i][path[i]]` is `chain[i + 1]`):
 * `"input.participants[1]" in createEvent`, `"$q"`.
 */
function describe(chain: readonly unknown[], path: readonly (string | number)[]): string {
  let owner = '';
  let segments: string[] = [];
  chain.forEach((item, i) => {
    if (!item || Array.isArray(item) || typeof item !== 'object') return;
    const node = item as ASTNode;
    if (node.kind === Kind.FIELD) [owner, segments] = [node.name.value, []];
    else if (node.kind === Kind.DIRECTIVE) [owner, segments] = [`@${node.name.value}`, []];
    else if (node.kind === Kind.VARIABLE_DEFINITION) [owner, segments] = ['', [`$${node.variable.name.value}`]];
    else if (node.kind === Kind.ARGUMENT) segments.push(node.name.value);
    else if (node.kind === Kind.OBJECT_FIELD) segments.push(`.${node.name.value}`);
    else if (node.kind === Kind.LIST) segments.push(`[${String(path[i + 1])}]`); // chain[i + 1] is its values, path[i + 1] the index
  });
  const key = segments.join('').replace(/^\./, '');
  return key ? `"${key}"${owner ? ` in ${owner}` : ''}` : owner;
}
