import { describe, expect, it } from 'vitest';
import { participantsSummary, popupDescription } from './popup-text';

describe('popup text rules', () => {
  it('keeps descriptions of up to 100 characters and cuts longer ones at 100 with an ellipsis', () => {
    const exactly = 'a'.repeat(100);
    expect(popupDescription(exactly)).toBe(exactly);
    expect(popupDescription(`${exactly}b`)).toBe(`${exactly}...`);
    expect(popupDescription('short')).toBe('short');
  });

  it('counts characters, not UTF-16 units, so nothing is cut in half', () => {
    const emoji = '🏛'.repeat(101);
    expect(popupDescription(emoji)).toBe(`${'🏛'.repeat(100)}...`);
  });

  it('shows two participants, then +N more', () => {
    expect(participantsSummary([])).toEqual({ names: [], more: null });
    expect(participantsSummary(['A', 'B'])).toEqual({ names: ['A', 'B'], more: null });
    expect(participantsSummary(['A', 'B', 'C'])).toEqual({ names: ['A', 'B'], more: '+1 more' });
    expect(participantsSummary(['A', 'B', 'C', 'D', 'E'])).toEqual({ names: ['A', 'B'], more: '+3 more' });
  });
});
