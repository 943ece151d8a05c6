import { describe, expect, it } from 'vitest';
import { toCsv } from './admin-api';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['line\nbreak', null],
          ['=SUM(A1)', '@cmd'],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",\r\n\'=SUM(A1),\'@cmd\r\n');
  });
});
