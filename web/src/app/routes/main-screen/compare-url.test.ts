import { describe, expect, it } from 'vitest';
import { readAtlasState, writeAtlasState } from './atlas-url';
import { defaultCompareYears, readCompareYears } from './compare-url';

describe('the compare view in the address (?compare=)', () => {
  it('reads two timeline years, BCE ones too, and writes them back the same', () => {
    for (const value of ['1450,1550', '-490,1066', '-3500,2000', '1550,1450', '1,-1']) {
      const reading = readCompareYears(value);
      expect(reading.problem).toBeNull();
      const url = writeAtlasState({ ...readAtlasState(new URLSearchParams()), compare: reading.years });
      expect(url.toString()).toBe(`compare=${encodeURIComponent(value)}`);
      expect(readAtlasState(url).compare).toEqual(reading.years);
    }
  });

  it('is absent without a message when the address has no compare', () => {
    expect(readCompareYears(null)).toEqual({ years: null, problem: null });
  });

  it.each([
    ['abc', 'not a number'],
    ['1450', 'one year'],
    ['1450,1550,1650', 'three years'],
    ['0,1550', 'the year 0, which does not exist'],
    ['1450,2001', 'past 2000 CE'],
    ['-3501,1450', 'before 3500 BCE'],
    ['1450.5,1550', 'a fraction'],
    ['1450,', 'an empty second year'],
    ['', 'nothing'],
    ['1e3,1550', 'an exponent'],
  ])('refuses %s (%s) with a message naming the value and the range', (value) => {
    const reading = readCompareYears(value);
    expect(reading.years).toBeNull();
    expect(reading.problem).toContain(`compare=${value}`);
    expect(reading.problem).toContain('3500 BCE to 2000 CE');
  });

  it('opens the Compare button at the map year and a century later, or earlier at the end of the timeline', () => {
    expect(defaultCompareYears(1450)).toEqual([1450, 1550]);
    expect(defaultCompareYears(1950)).toEqual([1850, 1950]);
    // Never the year 0: 100 BCE plus a century is 1 CE.
    expect(defaultCompareYears(-100)).toEqual([-100, 1]);
    expect(defaultCompareYears(2000)).toEqual([1900, 2000]);
  });
});
