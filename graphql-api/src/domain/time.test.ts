import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DateParseError, clampYear, formatDateString, daysInMonth, formatYear, formatYearRange, parseHistoricalDate } from './time.js';

describe('parseHistoricalDate', () => {
  it('reads a leading minus as BCE and keeps the precision', () => {
    expect(parseHistoricalDate('-0490-09-12')).toEqual({ year: -490, month: 9, day: 12, precision: 'day' });
    expect(parseHistoricalDate('-0490')).toEqual({ year: -490, month: null, day: null, precision: 'year' });
    expect(parseHistoricalDate('1969-08')).toEqual({ year: 1969, month: 8, day: null, precision: 'month' });
    expect(parseHistoricalDate('1969-08-15').year).toBe(1969);
  });

  it('handles the timeline ends and the 1 BCE / 1 CE boundary', () => {
    expect(parseHistoricalDate('-3500').year).toBe(-3500);
    expect(parseHistoricalDate('2000-12-31').year).toBe(2000);
    expect(parseHistoricalDate('-0001-12-31').year).toBe(-1);
    expect(parseHistoricalDate('0001-01-01').year).toBe(1);
  });

  it.each([
    ['0000', 'no year 0'],
    ['1969-13-01', 'month 13'],
    ['1969-00', 'month 00'],
    ['1969-04-31', 'April 1969 CE has 30 days'],
    ['1900-02-29', 'February 1900 CE has 28 days'],
    ['1969-8-15', 'expected YYYY'],
    ['69', 'expected YYYY'],
    ['abc', 'expected YYYY'],
    ['', 'expected YYYY'],
  ])('rejects %s with a clear message (%s)', (input, reason) => {
    expect(() => parseHistoricalDate(input)).toThrow(DateParseError);
    expect(() => parseHistoricalDate(input)).toThrow(reason);
  });

  it('accepts 29 February only in leap years, with 1 BCE a leap year', () => {
    expect(parseHistoricalDate('2000-02-29').day).toBe(29);
    expect(parseHistoricalDate('-0001-02-29').day).toBe(29);
    expect(() => parseHistoricalDate('-0002-02-29')).toThrow(DateParseError);
    expect(daysInMonth(-5, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });
});

describe('formatting', () => {
  it('writes BCE and CE years', () => {
    expect(formatYear(-490)).toBe('490 BCE');
    expect(formatYear(1969)).toBe('1969 CE');
    expect(formatYear(-1)).toBe('1 BCE');
    expect(formatYear(1)).toBe('1 CE');
    expect(formatYear(0)).toBe('1 CE');
  });

  it('writes ranges and single years', () => {
    expect(formatYearRange(1939, 1945)).toBe('1939 CE - 1945 CE');
    expect(formatYearRange(-490, -490)).toBe('490 BCE');
    expect(formatYearRange(-27, 14)).toBe('27 BCE - 14 CE');
    expect(formatYearRange(1066, null)).toBe('1066 CE');
  });

  it('clamps to the timeline and never yields year 0', () => {
    expect(clampYear(-9999)).toBe(-3500);
    expect(clampYear(3000)).toBe(2000);
    expect(clampYear(0)).toBe(1);
  });
});

describe('round trips over -3500..2000 (property)', () => {
  const year = fc.integer({ min: -3500, max: 2000 }).filter((y) => y !== 0);

  it('parse(format(date)) is the date, at every precision', () => {
    const date = fc
      .tuple(year, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), fc.constantFrom('year', 'month', 'day'))
      .filter(([y, m, d]) => d <= daysInMonth(y, m))
      .map(([y, m, d, precision]) => ({
        year: y,
        month: precision === 'year' ? null : m,
        day: precision === 'day' ? d : null,
        precision: precision,
      }));
    fc.assert(
      fc.property(date, (d) => {
        expect(parseHistoricalDate(formatDateString(d))).toEqual(d);
      }),
    );
  });

  it('formatYear and the string form agree on the era', () => {
    fc.assert(
      fc.property(year, (y) => {
        const parsed = parseHistoricalDate(formatDateString({ year: y, month: null, day: null, precision: 'year' }));
        expect(formatYear(parsed.year)).toBe(y < 0 ? `${-y} BCE` : `${y} CE`);
      }),
    );
  });
});
