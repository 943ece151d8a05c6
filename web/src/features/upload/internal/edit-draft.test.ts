import { describe, expect, it } from 'vitest';
import { changedInput, draftFromEvent, type EditableEvent } from './edit-draft';
import { stepProblems } from './upload-draft';

/** A curated event as the editor reads it: an alternative telling with a link the wizard does not ask about. */
const EVENT: EditableEvent = {
  name: 'Battle of Hastings',
  eventType: 'ALTERNATIVE',
  linkedEventId: 'e-9',
  linkedEvent: { id: 'e-9', name: 'Norman conquest' },
  whoDescription: null,
  participants: ['William of Normandy', 'Harold Godwinson'],
  location: 'Battle, England',
  latitude: 50.9125,
  longitude: 0.4875,
  startDate: '1066-10-14',
  endDate: null,
  description: 'Normans defeated the English army.',
  actions: null,
  significance: 'The start of Norman rule.',
  context: null,
  consequences: 'William was crowned.',
  attachedMedia: [{ type: 'IMAGE', name: 'tapestry.jpg', url: '/api/media/abc.jpg' }],
  sources: [{ title: 'Anglo-Saxon Chronicle', url: null, note: 'D text' }],
};

describe('the editor draft', () => {
  it('fills every step from the event, media and sources included, and passes every check', () => {
    const draft = draftFromEvent(EVENT);
    expect(draft).toMatchObject({
      name: 'Battle of Hastings',
      participants: 'William of Normandy, Harold Godwinson',
      latitude: '50.9125',
      endDate: '',
      media: [{ type: 'image', name: 'tapestry.jpg', url: '/api/media/abc.jpg' }],
      sources: [{ title: 'Anglo-Saxon Chronicle', url: '', note: 'D text' }],
    });
    for (let step = 1; step <= 10; step++) expect(stepProblems(step, draft)).toEqual([]);
  });

  it('sends only what changed, so what the wizard does not ask for stays as it is', () => {
    const original = draftFromEvent(EVENT);
    expect(changedInput(original, original)).toEqual({});
    const edited = { ...original, name: 'Battle of Hastings (Senlac Hill)', sources: [...original.sources, { title: 'Orderic Vitalis', url: '', note: '' }] };
    expect(changedInput(original, edited)).toEqual({
      name: 'Battle of Hastings (Senlac Hill)',
      sources: [
        { title: 'Anglo-Saxon Chronicle', url: null, note: 'D text' },
        { title: 'Orderic Vitalis', url: null, note: null },
      ],
    });
  });

  it('sends a new start date with its period, and a cleared field as null', () => {
    const original = draftFromEvent(EVENT);
    expect(changedInput(original, { ...original, startDate: '1066-10-13', consequences: '' })).toEqual({
      startDate: '1066-10-13',
      consequences: null,
    });
    expect(changedInput(original, { ...original, startDate: '-0490-09-12' })).toMatchObject({ startDate: '-0490-09-12', period: 'CLASSICAL_ANTIQUITY' });
  });
});
