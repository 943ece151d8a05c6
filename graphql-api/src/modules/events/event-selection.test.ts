import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectedEventProperties } from './event-selection.js';

/** The resolve info of the first field under the operation's root field, as graphql gives it. */
function infoOf(query: string) {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const root = operation.selectionSet.selections[0] as FieldNode;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  return { fieldNodes: [root], fragments };
}

describe('selectedEventProperties', () => {
  it('names the fields selected, with the id and start year, and nothing else', () => {
    expect(selectedEventProperties(infoOf('{ event(id: "x") { name endYear } }'))).toEqual(['id', 'startYear', 'name', 'endYear']);
  });

  it('maps linkedEvent to the column it reads, leaves out relationships (the id) and the type name', () => {
    const properties = selectedEventProperties(infoOf('{ event(id: "x") { linkedEvent { name } relationships { id } revisions { totalCount } __typename } }'));
    expect(properties).toEqual(['id', 'startYear', 'linkedEventId', 'revisions']);
  });

  it('follows named and inline fragments', () => {
    const info = infoOf(`query { nodes(ids: []) { ...Basic ... on HistoricalEvent { latitude } } }
      fragment Basic on HistoricalEvent { name ... on HistoricalEvent { period } }`);
    expect(selectedEventProperties(info)).toEqual(['id', 'startYear', 'name', 'period', 'latitude']);
  });

  it('works a field of a parsed query out once and answers the same list after', () => {
    const info = infoOf('{ event(id: "x") { name } }');
    expect(selectedEventProperties(info)).toBe(selectedEventProperties({ ...info }));
  });
});
