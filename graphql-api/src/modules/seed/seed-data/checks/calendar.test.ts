import { describe, expect, it } from 'vitest';
import { calendarProblems, gregorianOfOldStyle, inCalendarGap } from './calendar.js';

const dated = (startDate: string, description = 'It happened.', endDate: string | null = null) => ({ key: 'planted', startDate, endDate, description });

describe('calendar rule', () => {
  it('rejects the ten days dropped in October 1582', () => {
    expect(inCalendarGap('1582-10-04')).toBe(false);
    expect(inCalendarGap('1582-10-10')).toBe(true);
    expect(inCalendarGap('1582-10-15')).toBe(false);
    expect(calendarProblems([dated('1582-10-10')])).toHaveLength(1);
  });

  it('catches an Old Style date kept unconverted (Moscow University, 12 January 1755 O.S.)', () => {
    const description = 'Empress Elizabeth signed the decree on 12 January 1755 (Old Style), 23 January in the Gregorian calendar.';
    expect(calendarProblems([dated('1755-01-12', description)])[0]).toMatch(/Old Style/);
    expect(calendarProblems([dated('1755-01-23', description)])).toEqual([]);
  });

  it('converts Old Style dates with the difference of their century', () => {
    expect(gregorianOfOldStyle(1582, 10, 4)).toBe('1582-10-14');
    expect(gregorianOfOldStyle(1687, 7, 5)).toBe('1687-07-15');
    expect(gregorianOfOldStyle(1700, 2, 18)).toBe('1700-02-28');
    expect(gregorianOfOldStyle(1700, 2, 29)).toBe('1700-03-11');
    expect(gregorianOfOldStyle(1755, 1, 12)).toBe('1755-01-23');
    expect(gregorianOfOldStyle(1917, 10, 25)).toBe('1917-11-07');
  });

  it("catches an Old Style date converted with another century's difference (the audit's 25 January 1755)", () => {
    const description = 'Empress Elizabeth signed the decree on 12 January 1755 (Old Style).';
    expect(calendarProblems([dated('1755-01-25', description)])[0]).toMatch(/another century's difference; the Gregorian date is 1755-01-23/);
    expect(calendarProblems([dated('1755-01-23', description)])).toEqual([]);
    const revolution = 'The Bolsheviks seized the Winter Palace on 25 October 1917 (Old Style).';
    expect(calendarProblems([dated('1917-11-06', revolution)])).toHaveLength(1);
    expect(calendarProblems([dated('1917-11-07', revolution)])).toEqual([]);
  });

  it('reads EDTF dates: an uncertain year is no day in the gap', () => {
    expect(inCalendarGap('1582~')).toBe(false);
    expect(inCalendarGap('1582-10-10?')).toBe(true);
    expect(calendarProblems([dated('1500~'), dated('-0490/-0480')])).toEqual([]);
  });
});
