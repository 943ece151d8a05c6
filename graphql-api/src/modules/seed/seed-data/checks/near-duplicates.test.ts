import { describe, expect, it } from 'vitest';
import { nameTokens, nearDuplicates } from './near-duplicates.js';

const event = (key: string, name: string, startDate: string, endDate: string | null = null, latitude = 34.3, longitude = 108.9) => ({
  key,
  name,
  eventType: 'real' as const,
  startDate,
  endDate,
  latitude,
  longitude,
});

describe('near-duplicates', () => {
  it('normalises names to their distinctive words', () => {
    expect([...nameTokens("Qin's wars of unification")]).toEqual(['qin', 'war', 'unification']);
    expect([...nameTokens('The Battle of Hastings')]).toEqual(['hasting']);
  });

  it('catches the same event under two names, listing both keys', () => {
    const found = nearDuplicates([
      event('core-great-wall-qin', 'Qin unification of China', '-0221'),
      event('qin-wars-of-unification', "Qin's wars of unification", '-0230', '-0221'),
    ]);
    expect(found).toEqual(['core-great-wall-qin|qin-wars-of-unification: "Qin unification of China" and "Qin\'s wars of unification"']);
    expect(nearDuplicates([event('a', 'Battle of Hastings', '1066-10-14'), event('b', 'Hastings', '1066')])).toHaveLength(1);
  });

  it('leaves apart events far apart in time or place, what-ifs, and reviewed pairs', () => {
    expect(nearDuplicates([event('a', 'First Battle of Panipat', '1526'), event('b', 'Second Battle of Panipat', '1556')])).toEqual([]);
    expect(
      nearDuplicates([event('a', 'California gold rush', '1848', null, 38.5, -121), event('b', 'Victorian gold rush', '1851', null, -37.5, 143.8)]),
    ).toEqual([]);
    const whatif = { ...event('w', 'Qin unification of China', '-0221'), eventType: 'whatif' as const };
    expect(nearDuplicates([event('a', 'Qin unification of China', '-0221'), whatif])).toEqual([]);
    expect(nearDuplicates([event('a', 'Great Plague of London', '1665'), event('b', 'Great Fire of London', '1666')])).toEqual([]);
    const pair = [event('a', 'Qin unification of China', '-0221'), event('b', "Qin's wars of unification", '-0230', '-0221')];
    expect(nearDuplicates(pair)).toHaveLength(1);
    expect(nearDuplicates(pair, new Set(['a|b']))).toEqual([]);
  });
});
