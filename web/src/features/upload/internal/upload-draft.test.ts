import { describe, expect, it } from 'vitest';
import { coordinate, EMPTY_DRAFT, newSubmissionKey, stepOfField, stepProblems, toEventInput } from './upload-draft';

const draft = {
  ...EMPTY_DRAFT,
  name: 'Woodstock',
  location: 'Bethel, New York',
  latitude: '41.7011',
  longitude: '-74.8800',
  description: 'A festival.',
  significance: 'A landmark.',
};

describe('the upload draft', () => {
  it('starts as a real event from 1969-08-15 to 1969-08-18', () => {
    expect(EMPTY_DRAFT).toMatchObject({ eventType: 'real', startDate: '1969-08-15', endDate: '1969-08-18' });
  });

  it('checks dates: the plain forms and EDTF, inside the timeline, real days, end not before start', () => {
    expect(stepProblems(6, draft)).toEqual([]);
    expect(stepProblems(6, { ...draft, startDate: '1969', endDate: '' })).toEqual([]);
    expect(stepProblems(6, { ...draft, startDate: '1450~', endDate: '15XX' })).toEqual([]);
    expect(stepProblems(6, { ...draft, startDate: '1066/1071', endDate: '' })).toEqual([]);
    expect(stepProblems(6, { ...draft, startDate: 'soon' })[0]).toMatch(/^Start date: /);
    expect(stepProblems(6, { ...draft, startDate: '1969-13-01', endDate: '' })[0]).toMatch(/month 13/);
    expect(stepProblems(6, { ...draft, startDate: '2001-01-01', endDate: '' })[0]).toMatch(/3500 BCE to 2000 CE/);
    expect(stepProblems(6, { ...draft, startDate: '1969-02-30', endDate: '' })).toHaveLength(1);
    expect(stepProblems(6, { ...draft, startDate: '-0490-09-12', endDate: '' })).toEqual([]);
    expect(stepProblems(6, { ...draft, startDate: '1969-08-15', endDate: '1968-01-01' })).toEqual(['End date: not before the start']);
  });

  it('checks the place: a name and coordinates in range', () => {
    expect(stepProblems(5, draft)).toEqual([]);
    expect(stepProblems(5, { ...draft, latitude: '91', longitude: 'abc', location: ' ' })).toHaveLength(3);
    expect(coordinate('12.5', 90)).toBe(12.5);
    expect(coordinate('', 90)).toBeNull();
    expect(coordinate('x', 90)).toBeNull();
  });

  it('asks a what-if story for its real anchor', () => {
    expect(stepProblems(3, { ...draft, eventType: 'whatif' })).toHaveLength(1);
    expect(stepProblems(3, { ...draft, eventType: 'whatif', linkedEventId: 'x' })).toEqual([]);
  });

  it('becomes the createEvent input with the period of its start year', () => {
    const input = toEventInput({ ...draft, participants: 'Jimi Hendrix, Janis Joplin, ' });
    expect(input).toMatchObject({
      name: 'Woodstock',
      period: 'MODERN',
      eventType: 'REAL',
      latitude: 41.7011,
      longitude: -74.88,
      participants: ['Jimi Hendrix', 'Janis Joplin'],
      linkedEventId: null,
    });
  });

  it('lists the stored media files with their addresses', () => {
    const media = [{ type: 'image', name: 'stage.png', url: '/api/media/0b6f3c1e-2a4d-4c5e-8f90-123456789abc.png' }];
    expect(toEventInput({ ...draft, media }).attachedMedia).toEqual([{ ...media[0], type: 'IMAGE' }]);
  });

  it('sends its sources, and step 10 checks them before Next', () => {
    const sources = [{ title: 'Woodstock: The Oral History', url: '', note: 'p. 201' }];
    expect(toEventInput({ ...draft, sources }).sources).toEqual([{ title: 'Woodstock: The Oral History', url: null, note: 'p. 201' }]);
    expect(stepProblems(10, { ...draft, sources })).toEqual([]);
    expect(stepProblems(10, { ...draft, sources: [{ title: '', url: 'https://example.org', note: '' }] })).toEqual(['Source 1: give it a title']);
  });

  it('names the step of a refused source, however deep the field', () => {
    expect(stepOfField('sources.0.url')).toBe(10);
    expect(stepOfField('name')).toBe(2);
    expect(stepOfField('nothing')).toBeUndefined();
  });
});

describe('newSubmissionKey', () => {
  it('makes a fresh key the server accepts (8 to 100 letters, digits, - or _) each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newSubmissionKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('starts every draft without one', () => {
    expect(EMPTY_DRAFT.submissionKey).toBeNull();
  });
});
