import { describe, expect, it } from 'vitest';
import { calendarProblems, inCalendarGap } from './calendar.js';

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
});
