import { describe, expect, it } from 'vitest';
import { parseEventDate } from '../../domain/edtf.js';
import { checkImportDates, plainEquivalent } from './import-dates.js';

describe('plainEquivalent', () => {
  it.each([
    ['1450~', 'startDate', '1450'],
    ['1066-10-14?', 'startDate', '1066-10-14'],
    ['15XX', 'startDate', '1500'],
    ['15XX', 'endDate', '1599'],
    ['1985-04-XX', 'endDate', '1985-04'],
    ['1066/1071', 'startDate', '1066'],
    ['1066/1071', 'endDate', '1071'],
    ['../1200', 'startDate', '1200'],
    ['1950/..', 'endDate', '1950'],
    ['1950-24', 'endDate', '1951'],
    ['-04XX', 'startDate', '-0499'],
  ] as const)('%s as %s is %s, keeping the span', (text, field, plain) => {
    expect(plainEquivalent(parseEventDate(text), field)).toBe(plain);
  });
});

describe('checkImportDates', () => {
  it('passes plain dates through untouched', () => {
    expect(checkImportDates({ startDate: '-0490-09-12', endDate: '-0490-09-13' }, 'keep')).toEqual({ violations: [], warnings: [], replacements: {} });
  });

  it('names the field and the rule for dates wrong in meaning', () => {
    const reasons = (row: Record<string, unknown>) => checkImportDates(row, 'plain').violations;
    expect(reasons({ startDate: '0000' })).toEqual([{ field: 'startDate', message: 'Invalid date "0000": there is no year 0 (1 BCE is followed by 1 CE)' }]);
    expect(reasons({ startDate: '1066', endDate: '1900-02-29' })[0]?.message).toContain('29 February 1900 CE does not exist');
    expect(reasons({ startDate: '1066-13' })[0]?.message).toContain('month 13 does not exist');
    expect(reasons({ startDate: '1071', endDate: '1066' })).toEqual([{ field: 'endDate', message: 'The end date is before the start date' }]);
    expect(reasons({ startDate: '-3600' })).toEqual([{ field: 'startDate', message: '3600 BCE is outside the timeline (3500 BCE to 2000 CE)' }]);
    expect(reasons({ startDate: '1990/2010' })[0]?.message).toContain('outside the timeline');
    expect(reasons({})).toEqual([]);
  });

  it('keeps EDTF dates as given by default, and stores their plain equivalent with a warning when asked', () => {
    expect(checkImportDates({ startDate: '1450~', endDate: '15XX' }, 'keep')).toEqual({ violations: [], warnings: [], replacements: {} });
    const plain = checkImportDates({ startDate: '1066/1071', endDate: '15XX' }, 'plain');
    expect(plain.violations).toEqual([]);
    expect(plain.replacements).toEqual({ startDate: '1066', endDate: '1599' });
    expect(plain.warnings[0]).toEqual({
      field: 'startDate',
      message: '"1066/1071" (between 1066 and 1071 CE) stored as 1066 (--edtf-dates plain)',
    });
  });
});
