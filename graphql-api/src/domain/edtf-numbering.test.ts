import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DateParseError, parseDateText, parseEventDate } from './edtf.js';
import { fromAstronomicalYear, fromEdtf, isoBounds, isoDateToEdtf, toAstronomicalYear, toEdtf } from './edtf-numbering.js';
import { daysInMonth } from './time.js';

const historicalYear = fc.integer({ min: -9999, max: 9999 }).filter((y) => y !== 0);
const pad = (n: number) => String(n).padStart(2, '0');
const yearText = (y: number) => `${y < 0 ? '-' : ''}${String(Math.abs(y)).padStart(4, '0')}`;

/** Valid texts in our numbering: plain, qualified, X digits, seasons and intervals, around 1 BCE / 1 CE often. */
const nearBoundary = fc.oneof(
  fc.integer({ min: -12, max: 12 }).filter((y) => y !== 0),
  fc.integer({ min: -3500, max: 2000 }).filter((y) => y !== 0),
);
const qualifier = fc.constantFrom('', '', '~', '?', '%');
const point = fc.oneof(
  fc.tuple(nearBoundary, qualifier).map(([y, q]) => yearText(y) + q),
  fc.tuple(nearBoundary, fc.integer({ min: 1, max: 12 }), qualifier).map(([y, m, q]) => `${yearText(y)}-${pad(m)}${q}`),
  fc
    .tuple(nearBoundary, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), qualifier)
    .map(([y, m, d, q]) => `${yearText(y)}-${pad(m)}-${pad(Math.min(d, daysInMonth(y, m)))}${q}`),
  fc.tuple(nearBoundary, fc.integer({ min: 21, max: 24 })).map(([y, s]) => `${yearText(y)}-${s}`),
  fc.tuple(nearBoundary, fc.constantFrom('X', 'XX', 'XX-XX')).map(([y, x]) => yearText(y).slice(0, x === 'X' ? -1 : -2) + x.replace('XX-XX', 'XX-XX')),
);
const dateText = fc.oneof(
  point,
  fc
    .tuple(point, point)
    .filter(([a, b]) => {
      try {
        return parseEventDate(`${a}/${b}`) !== null;
      } catch {
        return false;
      }
    })
    .map(([a, b]) => `${a}/${b}`),
  point.map((p) => `../${p}`),
  point.map((p) => `${p}/..`),
);
const valid = dateText.filter((t) => {
  try {
    parseEventDate(t);
    return true;
  } catch {
    return false;
  }
});
/** What a date says; an open side says nothing of its bound (`../000X` and `../0009` both mean "by 9 CE"). */
const meaning = (text: string, numbering: 'historical' | 'astronomical' = 'historical') => {
  const d = parseDateText(text, numbering);
  return {
    earliest: d.openStart ? null : d.earliest,
    latest: d.openEnd ? null : d.latest,
    qualifiers: d.qualifiers,
    openStart: d.openStart,
    openEnd: d.openEnd,
  };
};

describe('historical and astronomical years', () => {
  it('meet at 1 BCE = 0 and 1 CE = 1', () => {
    expect(toAstronomicalYear(-1)).toBe(0);
    expect(toAstronomicalYear(1)).toBe(1);
    expect(toAstronomicalYear(-490)).toBe(-489);
    expect(fromAstronomicalYear(0)).toBe(-1);
    expect(fromAstronomicalYear(-1)).toBe(-2);
    expect(() => toAstronomicalYear(0)).toThrow(RangeError);
  });

  it('convert both ways without loss and keep the order', () => {
    fc.assert(fc.property(historicalYear, (y) => fromAstronomicalYear(toAstronomicalYear(y)) === y));
    fc.assert(fc.property(fc.integer({ min: -9999, max: 9999 }), (a) => toAstronomicalYear(fromAstronomicalYear(a)) === a));
    fc.assert(fc.property(historicalYear, historicalYear, (a, b) => Math.sign(a - b) === Math.sign(toAstronomicalYear(a) - toAstronomicalYear(b))));
  });
});

describe('toEdtf and fromEdtf', () => {
  it('write the boundary years exactly', () => {
    expect(toEdtf('-0001-12-31')).toBe('0000-12-31');
    expect(toEdtf('0001-01-01')).toBe('0001-01-01');
    expect(toEdtf('-0490-09-12')).toBe('-0489-09-12');
    expect(toEdtf('-0001-02-29')).toBe('0000-02-29');
    expect(fromEdtf('0000')).toBe('-0001');
    expect(fromEdtf('-0001')).toBe('-0002');
    expect(fromEdtf('-0004-02-29')).toBe('-0005-02-29');
    expect(() => fromEdtf('-0005-02-29')).toThrow('29 February 6 BCE does not exist');
    expect(toEdtf('-0100/-0001~')).toBe('-0099/0000~');
    expect(toEdtf('1950-21')).toBe('1950-21');
  });

  it('turn an X block of BCE years, which has no block in the other numbering, into its years', () => {
    expect(toEdtf('-04XX')).toBe('-0498/-0399');
    expect(fromEdtf('-04XX')).toBe('-0500/-0401');
    expect(toEdtf('00XX')).toBe('0001/0099');
    expect(toEdtf('15XX')).toBe('15XX');
  });

  it('round-trip every valid date: the same meaning always, the same text unless X digits met year 0', () => {
    fc.assert(
      fc.property(valid, (text) => {
        const edtf = toEdtf(text);
        expect(meaning(edtf, 'astronomical').earliest).toEqual(meaning(text).earliest);
        const back = fromEdtf(edtf);
        expect(meaning(back)).toEqual(meaning(text));
        if (!/X/.test(text) || !/(^|\/)-|^00|\/00/.test(text)) expect(back).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuse what is not EDTF with the same errors', () => {
    expect(() => toEdtf('0000')).toThrow(DateParseError);
    expect(() => fromEdtf('1066-13')).toThrow('month 13 does not exist');
  });
});

describe('ISO 8601 for interchange', () => {
  it('brings dates other tools write to EDTF (astronomical years kept)', () => {
    expect(isoDateToEdtf('1066-10-14T00:00:00Z')).toBe('1066-10-14');
    expect(isoDateToEdtf('-000489-09-12T00:00:00.000Z')).toBe('-0489-09-12');
    expect(isoDateToEdtf('+1066')).toBe('1066');
    expect(isoDateToEdtf(-489)).toBe('-0489');
    expect(isoDateToEdtf('1450~')).toBe('1450~');
  });

  it('gives the bounds of a date at its precision, in astronomical years', () => {
    expect(isoBounds(parseEventDate('-0490-09-12'))).toEqual({ earliest: '-0489-09-12', latest: '-0489-09-12' });
    expect(isoBounds(parseEventDate('15XX'))).toEqual({ earliest: '1500', latest: '1599' });
    expect(isoBounds(parseEventDate('1950-24'))).toEqual({ earliest: '1950-12', latest: '1951-02' });
    expect(isoBounds(parseEventDate('../1200~'))).toEqual({ earliest: null, latest: '1200~' });
    expect(isoBounds(parseEventDate('-0001/0001'))).toEqual({ earliest: '0000', latest: '0001' });
  });
});
