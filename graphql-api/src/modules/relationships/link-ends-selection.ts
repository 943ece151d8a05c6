import type { FieldNode, GraphQLResolveInfo } from 'graphql';
import { eventProperties, fieldNames } from '../events/event-selection.js';
import type { LinkEnds } from './relationship-loaders.js';

const byFieldNode = new WeakMap<FieldNode, LinkEnds>();

/**
 * What a query reads of the source and target events under the `relationships` field being
 * resolved (null for an end it does not select), so the relationships statement reads them too.
 * The lists are those the ends' own resolvers ask the event loader for (selectedEventProperties
 * over the same selections); an aliased end that differs only falls back to a statement of its own.
 * Worked out once per field of a parsed query.
 */
export function selectedLinkEnds(info: Pick<GraphQLResolveInfo, 'fragments' | 'fieldNodes'>): LinkEnds {
  const first = info.fieldNodes[0]!;
  let ends = byFieldNode.get(first);
  if (!ends) {
    const fields = fieldNames(
      info,
      info.fieldNodes.flatMap((n) => n.selectionSet?.selections ?? []),
    );
    const end = (name: string) => {
      const selections = fields.get(name);
      return selections ? eventProperties(info, selections) : null;
    };
    ends = { source: end('source'), target: end('target') };
    byFieldNode.set(first, ends);
  }
  return ends;
}
