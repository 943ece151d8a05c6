import { describe, expect, it } from 'vitest';
import { balanceTable, FLOORS, measureBalance, WOMEN_TAG } from './balance.js';
import type { PeriodKey } from '../../../../domain/periods.js';
import type { Region } from './regions.js';

const floor = (name: string) => FLOORS.find((f) => f.name.startsWith(name))!;
const event = (key: string, region: Region, period: PeriodKey = 'medieval', startDate = '1200', tags: string[] = []) => ({
  key,
  region,
  eventType: 'real' as const,
  period,
  subcategory: 'Visual',
  startDate,
  tags,
});

describe('balance floors', () => {
  const europeHeavy = [...Array.from({ length: 8 }, (_, i) => event(`e${i}`, 'Europe')), event('a', 'Sub-Saharan Africa'), event('b', 'South Asia')];
  const b = measureBalance(europeHeavy, (e) => (e as (typeof europeHeavy)[number]).region);

  it('fails each floor for its own reason, naming the measured value', () => {
    expect(floor('no region').measure(b)).toEqual({ value: 'Europe 80.0%', ok: false });
    expect(floor('sub-Saharan').measure(b)).toEqual({ value: '10.0%', ok: true });
    expect(floor('South and Southeast').measure(b)).toEqual({ value: '10.0%', ok: false });
    expect(floor('Oceania').measure(b).value).toMatch(/^none in deep-ancient/);
    expect(floor('at least 3,000').measure(b)).toEqual({ value: '10', ok: false });
    expect(floor('every subcategory').measure(b).value).toMatch(/Golden Ages 0/);
  });

  it('counts the Americas before 1492 and the women-centred tag', () => {
    const m = measureBalance(
      [event('m', 'Latin America and the Caribbean', 'medieval', '1428', [WOMEN_TAG]), event('n', 'North America', 'enlightenment', '1776')],
      (e) => (e as ReturnType<typeof event>).region,
    );
    expect(m.americasBefore1492).toBe(1);
    expect(m.women).toBe(1);
    expect(floor('at least 80').measure(m).ok).toBe(false);
    expect(balanceTable(m)).toMatch(/Latin America and the Caribbean\s+1\s+50\.0%/);
  });
});
