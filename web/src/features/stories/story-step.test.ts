import { describe, expect, it } from 'vitest';
import { readStepParam, stepTarget, withStepParam, type PlayableStep } from './story-step';

const step: PlayableStep = {
  title: 'Samarkand',
  html: '<p>x</p>',
  startYear: -9000,
  endYear: 1400,
  longitude: 66.97,
  latitude: 39.65,
  zoom: 5,
  mode: 'WHATIF',
  periods: ['MEDIEVAL', 'CLASSICAL_ANTIQUITY', 'RENAISSANCE_EARLY_MODERN', 'NOT_A_PERIOD'],
  events: [
    { id: 'RXZlbnQ6MQ==', name: 'a' },
    { id: 'RXZlbnQ6Mg==', name: 'b' },
  ],
};

describe('stepTarget', () => {
  it('asks for the step year within the timeline, its mode, its periods in order, its view and events', () => {
    expect(stepTarget(step)).toEqual({
      year: -3500,
      endYear: 1400,
      mode: 'whatif',
      periods: [1, 2, 3],
      view: { latitude: 39.65, longitude: 66.97, zoom: 5 },
      eventIds: ['RXZlbnQ6MQ==', 'RXZlbnQ6Mg=='],
    });
  });

  it('leaves mode and periods alone when the step does not set them', () => {
    const target = stepTarget({ ...step, startYear: 1789, endYear: null, mode: null, periods: null });
    expect(target).toMatchObject({ year: 1789, endYear: null, mode: null, periods: null });
    expect(stepTarget({ ...step, mode: 'REAL' }).mode).toBe('real');
  });
});

describe('readStepParam', () => {
  it('reads a 1-based step number', () => {
    expect(readStepParam('3', 5)).toEqual({ index: 2, problem: null });
    expect(readStepParam('5', 5)).toEqual({ index: 4, problem: null });
    expect(readStepParam(null, 5)).toEqual({ index: 0, problem: null });
  });

  it.each(['0', '6', '-1', '2.5', 'abc', '1e9'])('falls back to step 1 with a message for %s', (value) => {
    const { index, problem } = readStepParam(value, 5);
    expect(index).toBe(0);
    expect(problem).toContain(`no step ${value}`);
    expect(problem).toContain('starts at step 1');
  });
});

describe('withStepParam', () => {
  it('sets the 1-based step and keeps the other parameters', () => {
    expect(withStepParam('story=abc&step=1&year=1400', 3)).toBe('story=abc&step=4&year=1400');
    expect(withStepParam('', 0)).toBe('step=1');
  });
});
