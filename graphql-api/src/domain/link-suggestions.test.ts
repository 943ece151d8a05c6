import { describe, expect, it } from 'vitest';
import { conflictNames, PLACE_KM, suggestLinks, type SuggestionCandidate } from './link-suggestions.js';

const event = (id: string, over: Partial<SuggestionCandidate> = {}): SuggestionCandidate => ({
  id,
  name: `Event ${id}`,
  description: 'Something happened.',
  participants: [`Only in ${id}`],
  startYear: 1000,
  latitude: 0,
  longitude: 0 + Number(id.replace(/\D/g, '') || 0) * 10,
  ...over,
});

describe('conflict names', () => {
  it('finds named wars, crusades and revolts, one key whatever the article, plural or apostrophe', () => {
    const found = conflictNames("Fought during the Greco-Persian Wars, after the Ionian Revolt; the Hundred Years' War and the War of the Spanish Succession.");
    expect([...found.keys()]).toEqual(['greco-persian war', 'ionian revolt', 'hundred years war', 'war of the spanish succession']);
    expect(found.get('greco-persian war')).toBe('Greco-Persian Wars');
    expect([...conflictNames('The Greco-Persian War').keys()]).toEqual(['greco-persian war']);
  });

  it('names no conflict with generic words only', () => {
    expect([...conflictNames('After the Civil War, a War of Independence and the Great War').keys()]).toEqual([]);
    expect([...conflictNames('the American Civil War').keys()]).toEqual(['american civil war']);
  });
});

describe('suggestLinks', () => {
  it('links two events naming one conflict within 30 years, not 31 (1030 and 1061)', () => {
    const a = event('a1', { description: 'A battle of the Second Punic War.' });
    const b = event('b2', { description: 'Ended the Second Punic War.', startYear: 1030 });
    const late = event('c3', { description: 'Long after the Second Punic War.', startYear: 1061 });
    expect(suggestLinks([a, b, late])).toEqual([{ sourceId: 'b2', targetId: 'a1', reason: 'Both name the Second Punic War.' }]);
  });

  it('links events sharing a rare participant within 25 years, never one that five events share', () => {
    const rare = [event('a1', { participants: ['Darius III'] }), event('b2', { participants: ['Darius III'], startYear: 1025 })];
    expect(suggestLinks(rare)).toEqual([{ sourceId: 'b2', targetId: 'a1', reason: 'Both list Darius III among the participants.' }]);
    expect(suggestLinks([rare[0]!, { ...rare[1]!, startYear: 1026 }])).toEqual([]);
    const common = ['a1', 'b2', 'c3', 'd4', 'e5'].map((id) => event(id, { participants: ['Ottoman Empire'] }));
    expect(suggestLinks(common)).toEqual([]);
  });

  it("counts participants over all the events when told (one event's years are only some of them)", () => {
    const two = [event('a1', { participants: ['Ottoman Empire'] }), event('b2', { participants: ['Ottoman Empire'] })];
    expect(suggestLinks(two)).toHaveLength(1);
    expect(suggestLinks(two, new Map([['Ottoman Empire', 49]]))).toEqual([]);
  });

  it('links events in one place (within 10 km) within 2 years', () => {
    const at = (id: string, latitude: number, startYear: number) => event(id, { latitude, longitude: 30, startYear });
    // 0.05 degrees of latitude is about 5.6 km; 0.1 about 11 km.
    const links = suggestLinks([at('a1', 40, 1000), at('b2', 40.05, 1002), at('c3', 40.1, 1000), at('d4', 45, 1003)]);
    expect(links).toEqual([
      { sourceId: 'b2', targetId: 'a1', reason: 'Same place and time: 6 km apart, 2 years apart.' },
      { sourceId: 'b2', targetId: 'c3', reason: 'Same place and time: 6 km apart, 2 years apart.' },
    ]);
    expect(PLACE_KM).toBe(10);
  });

  it('names every rule a pair meets, and gives the same pairs in the same order for any input order', () => {
    const a = event('a1', { participants: ['Pericles'], description: 'In the Peloponnesian War.', latitude: 38, longitude: 23.7 });
    const b = event('b2', { participants: ['Pericles'], description: 'The Peloponnesian War went on.', latitude: 38, longitude: 23.7, startYear: 1001 });
    const others = ['c3', 'd4', 'e5', 'f6'].map((id, i) => event(id, { participants: ['Pericles'].slice(i), startYear: 1400 }));
    const forward = suggestLinks([a, b, ...others]);
    // The later event is the source: a confirmed link reads "b2 <type> a1".
    expect(forward[0]).toEqual({
      sourceId: 'b2',
      targetId: 'a1',
      reason: 'Both name the Peloponnesian War. Both list Pericles among the participants. Same place and time: under 1 km apart, 1 year apart.',
    });
    expect(suggestLinks([...others, b, a].reverse())).toEqual(forward);
  });
});
