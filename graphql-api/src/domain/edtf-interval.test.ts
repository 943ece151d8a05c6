import { describe, expect, it } from 'vitest';
import { parseEventDate as d } from './edtf.js';
import { endsBeforeStart, eventInterval, timelineProblem } from './edtf-interval.js';

describe('eventInterval', () => {
  it("runs from the start's earliest day to the end's latest", () => {
    expect(eventInterval(d('1066/1071'), d('1080~'))).toMatchObject({ earliestYear: 1066, latestYear: 1080, latest: { month: 12, day: 31 } });
    expect(eventInterval(d('1944-12'), d('1945-01'))).toMatchObject({ earliest: { year: 1944, month: 12, day: 1 }, latest: { year: 1945, month: 1, day: 31 } });
    expect(eventInterval(d('15XX'))).toMatchObject({ earliestYear: 1500, latestYear: 1599 });
    expect(eventInterval(d('-0490-09-12'), null)).toMatchObject({ earliestYear: -490, latestYear: -490 });
  });
});

describe('endsBeforeStart', () => {
  it('is true only when no reading lets the event end after it starts', () => {
    expect(endsBeforeStart(d('1071'), d('1066'))).toBe(true);
    expect(endsBeforeStart(d('1066-10-14'), d('1066-10-13'))).toBe(true);
    expect(endsBeforeStart(d('1066-10'), d('1066'))).toBe(false);
    expect(endsBeforeStart(d('1066/1071'), d('1068'))).toBe(false);
    expect(endsBeforeStart(d('-0001'), d('0001'))).toBe(false);
    expect(endsBeforeStart(d('0001'), d('-0001'))).toBe(true);
  });
});

describe('timelineProblem', () => {
  it('accepts dates wholly on the timeline and names the years of those that are not', () => {
    expect(timelineProblem(d('-3500'))).toBeNull();
    expect(timelineProblem(d('2000-12-31'))).toBeNull();
    expect(timelineProblem(d('199X'))).toBeNull();
    expect(timelineProblem(d('-3600'))).toBe('3600 BCE is outside the timeline (3500 BCE to 2000 CE)');
    expect(timelineProblem(d('2001~'))).toContain('2001 CE is outside the timeline');
    expect(timelineProblem(d('20XX'))).toBe('20XX runs from 2000 CE to 2099 CE, outside the timeline (3500 BCE to 2000 CE)');
    expect(timelineProblem(d('2000-24'))).toContain('to 2001 CE, outside the timeline');
  });
});
