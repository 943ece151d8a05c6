import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, guardSpreadsheetCell, unguardSpreadsheetCell } from './spreadsheet-cell.js';

describe('spreadsheet cells', () => {
  it('guards every text a spreadsheet would run as a formula', () => {
    for (const formula of ['=2+5+cmd|" /C calc"!A0', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(guardSpreadsheetCell(formula)).toBe(`'${formula}`);
    expect(guardSpreadsheetCell('Battle of Hastings')).toBe('Battle of Hastings');
  });

  it('reads back exactly what was written, for any text', () => {
    fc.assert(fc.property(fc.string(), (text) => unguardSpreadsheetCell(guardSpreadsheetCell(text)) === text));
    expect(unguardSpreadsheetCell(guardSpreadsheetCell("'=x"))).toBe("'=x");
  });

  it('quotes cells with commas, quotes and line breaks, and leaves numbers alone', () => {
    expect(csvLine(['a,b', 'say "hi"', -33.9, null, '-0490'])).toBe(`"a,b","say ""hi""",-33.9,,'-0490\r\n`);
  });
});
