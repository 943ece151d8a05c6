import { describe, expect, it } from 'vitest';
import { actorLabel, formatWhen, revisionKindLabel, statusLabel } from './revisions';

describe('revision words', () => {
  it('names each kind of change, a revert with its version', () => {
    expect(revisionKindLabel('EDITED')).toBe('Edited');
    expect(revisionKindLabel('REVERTED', 3)).toBe('Reverted to version 3');
    expect(revisionKindLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(statusLabel('PENDING')).toBe('Waiting for review');
    expect(statusLabel('REJECTED')).toBe('Not accepted');
  });

  it('says when in UTC, as the server does', () => {
    expect(formatWhen('2026-11-28T19:40:05Z')).toBe('28 Nov 2026, 19:40 UTC');
  });

  it('says who, with the role of moderators and admins', () => {
    expect(actorLabel({ name: 'Ada L.', role: 'USER' })).toBe('Ada L.');
    expect(actorLabel({ name: 'Mo D.', role: 'MODERATOR' })).toBe('Mo D. (moderator)');
    expect(actorLabel(null)).toBe('the system');
  });
});
