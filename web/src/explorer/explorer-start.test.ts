import { describe, expect, it } from 'vitest';
import { explorerStart } from './explorer-start';

describe('explorerStart', () => {
  it('opens with the query and variables of the address', () => {
    expect(explorerStart('?query=%7B%20periods%20%7B%20key%20%7D%20%7D&variables=%7B%22a%22%3A1%7D')).toEqual({
      query: '{ periods { key } }',
      variables: '{"a":1}',
    });
  });

  it('leaves the editor to its saved tabs or the start query when the address has none', () => {
    expect(explorerStart('')).toEqual({});
    expect(explorerStart('?query=')).toEqual({});
  });
});
