import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectedEventProperties } from '../events/event-selection.js';
import { selectedLinkEnds } from './link-ends-selection.js';

/** The resolve info of the field at `path` (field names from the operation's root), as graphql gives it. */
function infoAt(query: string, path: string[]) {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  let set: SelectionSetNode = operation.selectionSet;
  let fieldNodes: FieldNode[] = [];
  for (const name of path) {
    fieldNodes = set.selections.filter((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === name);
    set = fieldNodes[0]!.selectionSet!;
  }
  return { fieldNodes, fragments };
}

const QUERY = '{ event(id: "x") { relationships { id source { name } target { ...End } } } } fragment End on HistoricalEvent { endYear }';

describe('selectedLinkEnds', () => {
  it('names what the query reads of each end, as the ends resolvers will ask the event loader', () => {
    const ends = selectedLinkEnds(infoAt(QUERY, ['event', 'relationships']));
    expect(ends).toEqual({ source: ['id', 'startYear', 'name'], target: ['id', 'startYear', 'endYear'] });
    expect(ends.source).toEqual(selectedEventProperties(infoAt(QUERY, ['event', 'relationships', 'source'])));
    expect(ends.target).toEqual(selectedEventProperties(infoAt(QUERY, ['event', 'relationships', 'target'])));
  });

  it('is null for an end the query does not read', () => {
    expect(selectedLinkEnds(infoAt('{ event(id: "x") { relationships { id target { name } } } }', ['event', 'relationships']))).toEqual({
      source: null,
      target: ['id', 'startYear', 'name'],
    });
  });
});
