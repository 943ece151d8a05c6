import { describe, expect, it } from 'vitest';
import { approximateDatesWrittenPlain, statedApproximation } from './uncertain-dates.js';

const dated = (startDate: string, description: string, endDate: string | null = null) => ({ key: 'planted', startDate, endDate, description });

describe('approximate dates written plain', () => {
  it('fails a plain year the description calls approximate, and passes its EDTF form', () => {
    const pyramid = 'The Great Pyramid was built at Giza around 2560 BCE as the tomb of Khufu.';
    expect(approximateDatesWrittenPlain([dated('-2560', pyramid)])).toEqual(['planted: the description says "around 2560 BCE", so startDate is -2560~']);
    expect(approximateDatesWrittenPlain([dated('-2560~', pyramid)])).toEqual([]);
    expect(approximateDatesWrittenPlain([dated('0100', 'From about 100 CE the Moche built temples.')])).toHaveLength(1);
    expect(approximateDatesWrittenPlain([dated('1408', 'The Yongle Encyclopedia, c. 1408, ran to 11,095 volumes.')])).toHaveLength(1);
  });

  it("marks a range's end when the same phrase gives it", () => {
    const kerma = 'In its classic phase, from about 1750 to 1500 BCE, the Nubian kingdom traded with Egypt.';
    expect(approximateDatesWrittenPlain([dated('-1750~', kerma, '-1500')])).toEqual([
      'planted: the description says "about 1750 to 1500 BCE", so endDate is -1500~',
    ]);
    expect(approximateDatesWrittenPlain([dated('-1750~', kerma, '-1500~')])).toEqual([]);
    expect(statedApproximation(dated('0850', 'Between about 850 and 1150 the Puebloans built great houses.'))?.rangeEnd).toBe(1150);
    expect(statedApproximation(dated('-0015', 'A vessel made between about 15 BCE and 25 CE.'))?.rangeEnd).toBe(25);
  });

  it('leaves exact dates, other numbers and the other era alone', () => {
    expect(approximateDatesWrittenPlain([dated('1066', 'In 1066 about 7,000 men fought at Hastings.')])).toEqual([]);
    expect(approximateDatesWrittenPlain([dated('1000', 'The city had about 1,000 houses in 1000.')])).toEqual([]);
    expect(approximateDatesWrittenPlain([dated('0300', 'It was built around 300 BCE.')])).toEqual([]);
    expect(approximateDatesWrittenPlain([dated('-0300', 'It was built around 300 CE.')])).toEqual([]);
    expect(approximateDatesWrittenPlain([dated('1758-12-25', "Halley predicted the comet's return around 1758.")])).toEqual([]);
  });
});
