import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { draftFromStory, draftProblems, emptyStep, moveStep, toStoryInput, violationsByPath } from './story-draft';

const stored = {
  title: 'The Silk Road',
  summary: 'Caravans',
  steps: [
    {
      title: 'Chang an',
      text: '**Han**',
      startYear: -130,
      endYear: -100,
      longitude: 108.9,
      latitude: 34.3,
      zoom: 5,
      mode: 'REAL' as const,
      periods: ['CLASSICAL_ANTIQUITY' as const],
      eventIds: ['e1', 'e2'],
    },
    { title: 'Samarkand', text: '', startYear: 751, endYear: null, longitude: 67, latitude: 39.6, zoom: 4, mode: null, periods: null, eventIds: [] },
  ],
};

describe('the story draft', () => {
  it('round-trips a stored story into the input the server takes', () => {
    const input = toStoryInput(draftFromStory(stored));
    expect(input).toEqual({
      title: 'The Silk Road',
      summary: 'Caravans',
      steps: [
        {
          title: 'Chang an',
          text: '**Han**',
          startYear: -130,
          endYear: -100,
          longitude: 108.9,
          latitude: 34.3,
          zoom: 5,
          mode: 'REAL',
          periods: ['CLASSICAL_ANTIQUITY'],
          eventIds: ['e1', 'e2'],
        },
        { title: 'Samarkand', text: '', startYear: 751, endYear: null, longitude: 67, latitude: 39.6, zoom: 4, mode: null, periods: null, eventIds: [] },
      ],
    });
  });

  it('reads event ids separated by commas, spaces or lines', () => {
    const step = { ...emptyStep(), startYear: '1', eventIds: 'a, b\nc  d' };
    expect(toStoryInput({ title: 't', summary: '', steps: [step] }).steps[0]!.eventIds).toEqual(['a', 'b', 'c', 'd']);
  });

  it('moves a step up or down and not past the ends', () => {
    const [a, b, c] = [emptyStep(), emptyStep(), emptyStep()];
    expect(moveStep([a, b, c], 2, -1)).toEqual([a, c, b]);
    expect(moveStep([a, b, c], 0, 1)).toEqual([b, a, c]);
    expect(moveStep([a, b], 0, -1)).toEqual([a, b]);
  });

  it('names number fields that are empty or not numbers, by step', () => {
    const step = { ...emptyStep(), startYear: '12.5', zoom: 'x' };
    expect(draftProblems({ title: 't', summary: '', steps: [emptyStep(), step] })).toEqual({
      'steps.0.startYear': 'Start year must be a whole number.',
      'steps.1.startYear': 'Start year must be a whole number.',
      'steps.1.zoom': 'Zoom must be a number.',
    });
    expect(draftProblems({ title: 't', summary: '', steps: [] })).toEqual({ steps: 'A story needs at least one step.' });
  });

  it("files the server's violations by path without the argument's name", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Validation failed',
          extensions: {
            code: 'BAD_USER_INPUT',
            violations: [
              { field: 'input.title', message: 'Too short' },
              { field: 'input.steps.1.eventIds.0', message: 'No event has this id' },
            ],
          },
        },
      ],
    });
    expect(violationsByPath(error)).toEqual({ title: 'Too short', 'steps.1.eventIds.0': 'No event has this id' });
    expect(violationsByPath(new Error('offline'))).toEqual({ '': 'offline' });
  });
});
