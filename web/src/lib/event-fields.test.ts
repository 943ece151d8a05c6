import { describe, expect, it } from 'vitest';
import { describeFieldValue, fieldLabel, NO_VALUE } from './event-fields';

describe('field changes in words', () => {
  it('names the fields as the wizard asks for them, and keeps an unknown one as it is', () => {
    expect(fieldLabel('significance')).toBe('Why it matters');
    expect(fieldLabel('startDate')).toBe('Start date');
    expect(fieldLabel('somethingNew')).toBe('somethingNew');
  });

  it('reads the JSON text of a value: text, numbers, lists, and nothing', () => {
    expect(describeFieldValue('name', '"Battle of Hastings"')).toBe('Battle of Hastings');
    expect(describeFieldValue('casualties', '12000')).toBe('12000');
    expect(describeFieldValue('participants', '["Harold","William"]')).toBe('Harold, William');
    expect(describeFieldValue('endDate', null)).toBe(NO_VALUE);
    expect(describeFieldValue('endDate', 'null')).toBe(NO_VALUE);
    expect(describeFieldValue('tags', '[]')).toBe(NO_VALUE);
  });

  it('lists sources and media one a line, and the verification state by its label', () => {
    const sources = JSON.stringify([{ title: 'Chronicle', url: 'https://e.org/c', note: 'p. 3' }, { title: 'Letter' }]);
    expect(describeFieldValue('sources', sources)).toBe('Chronicle · https://e.org/c · p. 3\nLetter');
    expect(describeFieldValue('attachedMedia', JSON.stringify([{ type: 'image', name: 'map.png', url: '/api/media/x.png' }]))).toBe('map.png (image)');
    expect(describeFieldValue('verificationStatus', '"validated"')).toBe('Validated');
    expect(describeFieldValue('verificationStatus', '"PENDING"')).toBe('Pending Validation');
  });

  it('shows text that is not JSON as it came', () => {
    expect(describeFieldValue('name', 'plain words')).toBe('plain words');
  });
});
