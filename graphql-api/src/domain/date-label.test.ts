import { describe, expect, it } from 'vitest';
import { formatDateRangeText, formatDateText, formatEventDate, formatEventDateRange, formatEventDates, formatStartBadge } from './date-label.js';
import { parseEventDate as d } from './edtf.js';

describe('formatEventDate', () => {
  it.each([
    ['-0490', '490 BCE'],
    ['1066', '1066 CE'],
    ['-0490-09-12', '12 September 490 BCE'],
    ['1969-08', 'August 1969 CE'],
    ['1450~', 'c. 1450 CE'],
    ['1066?', '1066 CE?'],
    ['1200%', 'c. 1200 CE?'],
    ['1066-10-14~', 'c. 14 October 1066 CE'],
    ['15XX', '1500s CE'],
    ['196X', '1960s CE'],
    ['19XX-XX', '1900s CE'],
    ['-049X', '490s BCE'],
    ['-04XX', '400s BCE'],
    ['00XX', 'between 1 and 99 CE'],
    ['1066-XX', '1066 CE'],
    ['1985-04-XX', 'April 1985 CE'],
    ['1950-21', 'spring 1950 CE'],
    ['1950-22', 'summer 1950 CE'],
    ['1950-23', 'autumn 1950 CE'],
    ['-0001-24', 'winter 1 BCE'],
    ['1066/1071', 'between 1066 and 1071 CE'],
    ['-0490/-0480', 'between 490 and 480 BCE'],
    ['-0010/0010', 'between 10 BCE and 10 CE'],
    ['1066?/1071', 'between 1066 CE? and 1071 CE'],
    ['1066-09/1066-10-14', 'between September 1066 and 14 October 1066 CE'],
    ['1801/1900', '19th century CE'],
    ['0001/0100', '1st century CE'],
    ['2001/2100', '21st century CE'],
    ['-0500/-0401', '5th century BCE'],
    ['-0100/-0001', '1st century BCE'],
    ['1800/1899', 'between 1800 and 1899 CE'],
    ['../1200', 'before 1200 CE'],
    ['/1200', 'before 1200 CE'],
    ['1950/..', 'after 1950 CE'],
    ['1950~/', 'after c. 1950 CE'],
  ])('%s reads "%s"', (text, label) => {
    expect(formatEventDate(d(text))).toBe(label);
  });
});

describe('formatEventDateRange', () => {
  it('joins start and end as year ranges are written, and says "from ... to" when a side is a span', () => {
    expect(formatEventDateRange(d('1939-09-01'), d('1945-09-02'))).toBe('1 September 1939 CE - 2 September 1945 CE');
    expect(formatEventDateRange(d('1066'))).toBe('1066 CE');
    expect(formatEventDateRange(d('1066'), d('1066'))).toBe('1066 CE');
    expect(formatEventDateRange(d('1450~'), d('1500?'))).toBe('c. 1450 CE - 1500 CE?');
    expect(formatEventDateRange(d('1066/1071'), d('1080'))).toBe('from between 1066 and 1071 CE to 1080 CE');
    expect(formatEventDateRange(d('../1200'), d('1250'))).toBe('from before 1200 CE to 1250 CE');
  });

  it('labels stored texts and never throws on one that does not parse', () => {
    expect(formatDateText('1450~')).toBe('c. 1450 CE');
    expect(formatDateText('not a date')).toBe('not a date');
    expect(formatDateRangeText('-0490-09-12', null)).toBe('12 September 490 BCE');
    expect(formatDateRangeText('1914-07-28', '1918-11-11')).toBe('28 July 1914 CE - 11 November 1918 CE');
    expect(formatDateRangeText('1914', 'later')).toBe('1914 CE - later');
    expect(formatDateRangeText('soon', '1918')).toBe('soon - 1918');
  });
});

describe('formatEventDates and formatStartBadge (what cards, popups and the browser show)', () => {
  it('keep the spec year range and badge for the plain forms', () => {
    expect(formatEventDates({ startDate: '-0490-09-12', endDate: null, startYear: -490, endYear: -490 })).toBe('490 BCE');
    expect(formatEventDates({ startDate: '1939-09-01', endDate: '1945-09-02', startYear: 1939, endYear: 1945 })).toBe('1939 CE - 1945 CE');
    expect(formatStartBadge({ startDate: '1066-10-14', startYear: 1066 })).toBe('1066 CE');
  });
  it('say what is uncertain otherwise', () => {
    expect(formatEventDates({ startDate: '1450~', endDate: null, startYear: 1450, endYear: 1450 })).toBe('c. 1450 CE');
    expect(formatEventDates({ startDate: '1066/1071', endDate: null, startYear: 1066, endYear: 1071 })).toBe('between 1066 and 1071 CE');
    expect(formatEventDates({ startDate: '../1200', endDate: null, startYear: 1200, endYear: 1200 })).toBe('before 1200 CE');
    expect(formatEventDates({ startDate: '1066?', endDate: '1071', startYear: 1066, endYear: 1071 })).toBe('1066 CE? - 1071 CE');
    expect(formatStartBadge({ startDate: '15XX', startYear: 1500 })).toBe('1500s CE');
  });
});
