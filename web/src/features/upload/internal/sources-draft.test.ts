import { describe, expect, it } from 'vitest';
import { EMPTY_SOURCE, isWebAddress, sourceProblems, toSourceDrafts, toSourceInputs } from './sources-draft';

describe('the sources of a draft', () => {
  it('leaves blank rows out and sends empty parts as null', () => {
    const rows = [
      { title: ' The Guns of August ', url: '', note: 'p. 12' },
      EMPTY_SOURCE,
      { title: 'Britannica', url: ' https://www.britannica.com/event/World-War-I ', note: ' ' },
    ];
    expect(toSourceInputs(rows)).toEqual([
      { title: 'The Guns of August', url: null, note: 'p. 12' },
      { title: 'Britannica', url: 'https://www.britannica.com/event/World-War-I', note: null },
    ]);
    expect(sourceProblems(rows)).toEqual([]);
  });

  it('asks a filled row for its title, and an address for http(s)', () => {
    expect(sourceProblems([{ title: '', url: 'https://example.org', note: '' }])).toEqual(['Source 1: give it a title']);
    expect(sourceProblems([EMPTY_SOURCE, { title: 'A letter', url: 'javascript:alert(1)', note: '' }])).toEqual([
      'Source 2: the address must start with http:// or https://',
    ]);
    expect(isWebAddress('ftp://example.org/a')).toBe(false);
    expect(isWebAddress('http://example.org/a')).toBe(true);
  });

  it('turns stored sources into rows to edit', () => {
    expect(
      toSourceDrafts([
        { title: 'Annals', url: null },
        { title: 'Site', url: 'https://e.org', note: 'ch. 2' },
      ]),
    ).toEqual([
      { title: 'Annals', url: '', note: '' },
      { title: 'Site', url: 'https://e.org', note: 'ch. 2' },
    ]);
  });
});
