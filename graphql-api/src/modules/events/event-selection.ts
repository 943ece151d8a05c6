/**
 * Which event properties a GraphQL query reads, so a read selects only those columns, as a
 * hand-written query would. Reading every column of the events a nested page links to (their
 * descriptions, tags and sources) was most of its CPU: pg parses each value it is sent
 * (bench/README.md "GraphQL vs PostGraphile").
 */
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionNode } from 'graphql';

type Selections = readonly SelectionNode[];

/** The field names selected at this level, fragments (named and inline) flattened. */
export function fieldNames(info: Pick<GraphQLResolveInfo, 'fragments'>, selections: Selections): Map<string, Selections> {
  const out = new Map<string, Selections>();
  const visit = (list: Selections) => {
    for (const s of list) {
      if (s.kind === Kind.FIELD) out.set(s.name.value, [...(out.get(s.name.value) ?? []), ...(s.selectionSet?.selections ?? [])]);
      else if (s.kind === Kind.INLINE_FRAGMENT) visit(s.selectionSet.selections);
      else {
        const fragment = info.fragments[s.name.value];
        if (fragment) visit(fragment.selectionSet.selections);
      }
    }
  };
  visit(selections);
  return out;
}

/**
 * The properties an event's selection reads: its fields, with the field resolvers mapped to the
 * columns they need (`linkedEvent` reads linkedEventId, `relationships` only the id), plus `id` and
 * `startYear` (an event's identity and a cursor's keys). Names that are no column (`revisions`,
 * another type's fields in a fragment) select nothing: columnsFor (event-columns.ts) skips them.
 */
export function eventProperties(info: Pick<GraphQLResolveInfo, 'fragments'>, selections: Selections): string[] {
  const fields = new Set(['id', 'startYear']);
  for (const name of fieldNames(info, selections).keys()) {
    if (name === 'linkedEvent') fields.add('linkedEventId');
    else if (name !== 'relationships' && !name.startsWith('__')) fields.add(name);
  }
  return [...fields];
}

/**
 * `compute` over the selections under the field being resolved, worked out once per field of a
 * parsed query (operations are parsed once and cached), not once per row: a nested page resolves
 * hundreds of linked events.
 */
export function perField<T>(compute: (info: Pick<GraphQLResolveInfo, 'fragments'>, selections: Selections) => T) {
  const byFieldNode = new WeakMap<FieldNode, T>();
  return (info: Pick<GraphQLResolveInfo, 'fragments' | 'fieldNodes'>): T => {
    const first = info.fieldNodes[0]!;
    if (!byFieldNode.has(first))
      byFieldNode.set(
        first,
        compute(
          info,
          info.fieldNodes.flatMap((n) => n.selectionSet?.selections ?? []),
        ),
      );
    return byFieldNode.get(first)!;
  };
}

/** The properties read under the field being resolved (an event, or a list or union holding events). */
export const selectedEventProperties: (info: Pick<GraphQLResolveInfo, 'fragments' | 'fieldNodes'>) => readonly string[] = perField(eventProperties);

const keys = new WeakMap<readonly string[], string>();

/** A list of properties as one string, for a loader's cache key; joined once per list, not once per row. */
export function propertiesKey(properties: readonly string[]): string {
  let key = keys.get(properties);
  if (key === undefined) keys.set(properties, (key = properties.join(',')));
  return key;
}
