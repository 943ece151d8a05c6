import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DateParseError, parseEventDate, tryParseEventDate } from './edtf.js';
import { parseHistoricalDate } from './time.js';

const bounds = (text: string) => {
  const d = parseEventDate(text);
  return [d.earliest, d.latest].map((b) => `${b.year}-${b.month}-${b.day}`).join(' .. ');
};

describe('parseEventDate: the plain forms keep their meaning', () => {
  it('reads the time model forms in historical numbering, with their precision', () => {
    expect(parseEventDate('-0490-09-12')).toMatchObject({ kind: 'date', plain: true, precision: 'day', earliestYear: -490, latestYear: -490 });
    expect(bounds('1066')).toBe('1066-1-1 .. 1066-12-31');
    expect(bounds('1969-08')).toBe('1969-8-1 .. 1969-8-31');
    expect(bounds('-0001-02')).toBe('-1-2-1 .. -1-2-29'); // 1 BCE is a leap year
  });

  it('agrees with parseHistoricalDate on every plain text, valid or not', () => {
    const plainText = fc
      .tuple(fc.boolean(), fc.integer({ min: 0, max: 9999 }), fc.option(fc.integer({ min: 0, max: 14 })), fc.option(fc.integer({ min: 0, max: 32 })))
      .map(([bce, year, month, day]) => {
        let text = `${bce ? '-' : ''}${String(year).padStart(4, '0')}`;
        if (month !== null) text += `-${String(month).padStart(2, '0')}`;
        if (month !== null && day !== null) text += `-${String(day).padStart(2, '0')}`;
        return text;
      });
    fc.assert(
      fc.property(plainText, (text) => {
        let old;
        try {
          old = parseHistoricalDate(text);
        } catch {
          expect(() => parseEventDate(text)).toThrow(DateParseError);
          return;
        }
        const now = parseEventDate(text);
        expect(now.plain).toBe(true);
        expect(now.precision).toBe(old.precision);
        expect(now.earliest).toEqual({ year: old.year, month: old.month ?? 1, day: old.day ?? 1 });
        expect(now.latestYear).toBe(old.year);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('parseEventDate: EDTF levels 0 and 1', () => {
  it('reads qualifiers without moving the bounds', () => {
    expect(parseEventDate('1450~')).toMatchObject({ plain: false, qualifiers: { approximate: true, uncertain: false }, earliestYear: 1450, latestYear: 1450 });
    expect(parseEventDate('1066?').qualifiers).toEqual({ approximate: false, uncertain: true });
    expect(parseEventDate('1200%').qualifiers).toEqual({ approximate: true, uncertain: true });
    expect(parseEventDate('-0490~').earliestYear).toBe(-490); // historical numbering, as the plain form
  });

  it('reads unspecified digits as the years they leave open', () => {
    expect(parseEventDate('15XX')).toMatchObject({ precision: 'century', earliestYear: 1500, latestYear: 1599 });
    expect(parseEventDate('196X')).toMatchObject({ precision: 'decade', earliestYear: 1960, latestYear: 1969 });
    expect(bounds('19XX-XX')).toBe('1900-1-1 .. 1999-12-31');
    expect(bounds('1985-04-XX')).toBe('1985-4-1 .. 1985-4-30');
    expect(parseEventDate('-04XX')).toMatchObject({ earliestYear: -499, latestYear: -400 });
    // There is no year 0: 00XX is 1 to 99 CE, -00XX 99 to 1 BCE.
    expect(parseEventDate('00XX')).toMatchObject({ earliestYear: 1, latestYear: 99 });
    expect(parseEventDate('-00XX')).toMatchObject({ earliestYear: -99, latestYear: -1 });
  });

  it('reads seasons as northern meteorological seasons, winter reaching into the next year', () => {
    expect(parseEventDate('1950-21')).toMatchObject({ kind: 'season', precision: 'season' });
    expect(bounds('1950-21')).toBe('1950-3-1 .. 1950-5-31');
    expect(bounds('1950-23')).toBe('1950-9-1 .. 1950-11-30');
    expect(bounds('1951-24')).toBe('1951-12-1 .. 1952-2-29');
    expect(bounds('-0001-24')).toBe('-1-12-1 .. 1-2-28'); // 1 BCE is followed by 1 CE
  });

  it('reads intervals as "some time between", open and unknown ends at the known bound', () => {
    expect(parseEventDate('1066/1071')).toMatchObject({ kind: 'interval', earliestYear: 1066, latestYear: 1071, openStart: false, openEnd: false });
    expect(parseEventDate('../1200')).toMatchObject({ from: 'open', openStart: true, earliestYear: 1200, latestYear: 1200 });
    expect(parseEventDate('/1200')).toMatchObject({ from: 'unknown', openStart: true });
    expect(parseEventDate('1950/..')).toMatchObject({ to: 'open', openEnd: true, earliestYear: 1950 });
    expect(parseEventDate('1066-10/1067?')).toMatchObject({ precision: 'year', qualifiers: { uncertain: true, approximate: false } });
    expect(bounds('-0500/-0401')).toBe('-500-1-1 .. -401-12-31');
  });

  it.each([
    ['0000', 'there is no year 0'],
    ['-0000', 'there is no year 0'],
    ['1900-02-29', '29 February 1900 CE does not exist (February 1900 CE has 28 days)'],
    ['1066-02-30', 'February 1066 CE has 28 days'],
    ['1066-13', 'month 13 does not exist'],
    ['1066-00', 'month 00 does not exist'],
    ['1950-25', 'month 25 does not exist (seasons are 21 spring'],
    ['1950-21-03', 'a season (21 to 24) has no day'],
    ['1066-10-00', 'day 00 does not exist'],
    ['1071/1066', 'the interval ends (1066) before it starts (1071)'],
    ['../..', 'an interval needs at least one known end'],
    ['1066/1071/1080', 'a slash only separates the two ends of an interval'],
    ['1X66', 'only the last one or two digits of a year may be X'],
    ['1XXX', 'only the last one or two digits'],
    ['19XX-05', 'with X in the year, the month must be XX'],
    ['1985-XX-12', 'with the month XX, the day must be XX'],
    ['15XX~', 'cannot also be qualified'],
    ['?1066', 'a qualifier (~ ? %) goes once, at the end'],
    ['1066~?', 'a qualifier (~ ? %) goes once, at the end'],
    ['1985-04-12T23:20:30', 'times of day are not kept'],
    ['[1667,1668]', 'sets and lists of dates'],
    ['Y170000002', 'years beyond four digits'],
    ['66', 'a year has four digits'],
    ['10660', 'a year has four digits'],
    ['14 October 1066', 'expected YYYY, YYYY-MM or YYYY-MM-DD'],
    ['   ', 'the date is empty'],
  ])('refuses %s naming the rule (%s)', (text, reason) => {
    expect(() => parseEventDate(text)).toThrow(DateParseError);
    expect(() => parseEventDate(text)).toThrow(reason);
  });

  it('keeps the text as given, trimmed, and tryParseEventDate never throws', () => {
    expect(parseEventDate(' 1450~ ').text).toBe('1450~');
    expect(tryParseEventDate('1066-13')).toBeNull();
    expect(tryParseEventDate(null)).toBeNull();
    expect(tryParseEventDate('1066')?.latestYear).toBe(1066);
  });
});
