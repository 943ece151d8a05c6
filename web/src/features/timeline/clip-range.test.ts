import { PLAYBACK_TICK_MS } from '@domain/visibility';
import { describe, expect, it } from 'vitest';
import { clipDurationMs, clipFileName, clipYears, readClipRange } from './clip-range';

describe('a clip range', () => {
  it('reads the two fields, BCE years as negative numbers', () => {
    expect(readClipRange('1400', '1500')).toEqual({ range: { from: 1400, to: 1500 } });
    expect(readClipRange(' -490 ', '1066')).toEqual({ range: { from: -490, to: 1066 } });
    expect(readClipRange('-3500', '2000')).toEqual({ range: { from: -3500, to: 2000 } });
  });

  it.each([
    ['abc', '1500', 'The start must be a year from 3500 BCE (-3500) to 2000 CE (2000), never 0.'],
    ['0', '1500', 'The start must be a year from 3500 BCE (-3500) to 2000 CE (2000), never 0.'],
    ['1400', '2001', 'The end must be a year from 3500 BCE (-3500) to 2000 CE (2000), never 0.'],
    ['1400.5', '1500', 'The start must be a year from 3500 BCE (-3500) to 2000 CE (2000), never 0.'],
    ['1500', '-490', 'The end (490 BCE) must come after the start (1500 CE).'],
    ['1500', '1500', 'The end (1500 CE) must come after the start (1500 CE).'],
  ])('refuses %s to %s in the site words', (from, to, error) => {
    expect(readClipRange(from, to)).toEqual({ error });
  });

  it('shows the years playback would, one per tick, and ends on the end year', () => {
    expect(clipYears({ from: 1400, to: 1500 })).toEqual([1400, 1410, 1420, 1430, 1440, 1450, 1460, 1470, 1480, 1490, 1500]);
    // Across year 0 (which does not exist) and across a step change; an end between two steps is kept.
    expect(clipYears({ from: -60, to: 60 })).toEqual([-60, -50, 1, 25, 50, 60]);
    expect(clipYears({ from: 1995, to: 2000 })).toEqual([1995, 1996, 1997, 1998, 1999, 2000]);
  });

  it('lasts one playback tick per year at the chosen speed', () => {
    expect(clipDurationMs({ from: 1400, to: 1500 }, 1)).toBe(11 * PLAYBACK_TICK_MS);
    expect(clipDurationMs({ from: 1400, to: 1500 }, 4)).toBe((11 * PLAYBACK_TICK_MS) / 4);
  });

  it('names the file by its years, BCE without a minus that would read as the separator', () => {
    expect(clipFileName({ from: 1400, to: 1500 })).toBe('epoch-atlas-1400-1500.webm');
    expect(clipFileName({ from: -490, to: 1066 })).toBe('epoch-atlas-490bce-1066.webm');
  });
});
